/**
 * Unused exports (part of `node scripts/imports/check.mjs`, so of `npm run lint`): every name a
 * module of app/, workers/, scripts/ or local/ exports must be imported somewhere (tests count), or
 * be one its framework reads:
 *   - a Remix route module's, the root's and the entries' conventional exports (default, loader,
 *     action, meta, links, handle, headers, ErrorBoundary, shouldRevalidate, ...);
 *   - everything a Worker's `main` (wrangler.toml, remix.config.js's `server`) exports: the fetch
 *     and scheduled handlers, the Durable Object and entrypoint classes the bindings name; and
 *     everything a module named in a wrangler.toml's [alias] exports (it stands in for a package).
 * A domain face's re-export counts as used only when something imports that name from the face.
 * The same graph as check.mjs (TypeScript's parser and resolver, tsconfig's `~/` paths); a name
 * used only inside its own module is reported too: drop its `export`.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import ts from "typescript";

import { resolve, root } from "./graph.mjs";

const REMIX_ROUTE_EXPORTS = new Set([
  "default",
  "loader",
  "action",
  "meta",
  "links",
  "handle",
  "headers",
  "ErrorBoundary",
  "HydrateFallback",
  "shouldRevalidate",
  "clientLoader",
  "clientAction",
  "Layout",
]);
const REMIX_ENTRY_EXPORTS = new Set(["default", "handleError", "handleDataRequest", "streamTimeout"]);

/** The modules whose every export a runtime reads: the Workers' `main` files. */
function workerMains() {
  const mains = new Set(["workers/app.ts"]); // remix.config.js `server`: the page Worker's entry
  const configs = execFileSync("git", ["ls-files", "wrangler.toml", "**/wrangler.toml"], {
    cwd: root,
    encoding: "utf8",
  });
  for (const config of configs.split("\n").filter(Boolean)) {
    const main = /^main\s*=\s*"([^"]+)"/m.exec(readFileSync(join(root, config), "utf8"))?.[1];
    if (main) mains.add(join(config, "..", main));
    // [alias] targets stand in for a package (decision 0099): the bundler reads every export.
    const alias = /^\[alias\]\n((?:.+\n?)*)/m.exec(readFileSync(join(root, config), "utf8"))?.[1] ?? "";
    for (const [, target] of alias.matchAll(/=\s*"(\.\/[^"]+)"/g)) mains.add(join(config, "..", target));
  }
  return mains;
}

/** Names the framework reads from `file`, or "all", or none. */
function frameworkReads(file, mains) {
  if (mains.has(file)) return "all";
  if (file.startsWith("app/routes/") || file === "app/root.tsx") return REMIX_ROUTE_EXPORTS;
  if (/^app\/entry\.(server|client)\.tsx$/.test(file)) return REMIX_ENTRY_EXPORTS;
  return null;
}

const kindOf = (file) =>
  file.endsWith(".tsx") ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
const hasExport = (node) => ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
const hasDefault = (node) => ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) ?? false;

function bindingNames(name, out = []) {
  if (ts.isIdentifier(name)) out.push(name.text);
  else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindingNames(element.name, out);
  return out;
}

/**
 * What each module exports and what it uses of the others.
 *   exports: file → Map(name → { line, from?: file, as?: name }) (`from`: a re-export)
 *   stars:   file → files it re-exports whole (`export * from`)
 *   uses:    [file, name] pairs ("*": every export of the file)
 */
function read(files) {
  const exports = new Map();
  const stars = new Map();
  const uses = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kindOf(file));
    const own = new Map();
    const starred = [];
    const imported = new Map(); // a local name → the module and name it was imported as
    for (const statement of source.statements) {
      const clause = ts.isImportDeclaration(statement) ? statement.importClause : null;
      const from = clause && resolve(statement.moduleSpecifier.text, file);
      if (!from) continue;
      if (clause.name) imported.set(clause.name.text, { from, as: "default" });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const e of bindings.elements) imported.set(e.name.text, { from, as: (e.propertyName ?? e.name).text });
      }
    }
    const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const target = (literal) => (literal && ts.isStringLiteralLike(literal) ? resolve(literal.text, file) : null);

    for (const statement of source.statements) {
      if (ts.isExportDeclaration(statement)) {
        const from = target(statement.moduleSpecifier);
        const clause = statement.exportClause;
        if (statement.moduleSpecifier && !from) continue; // a package's names
        if (!clause) starred.push(from);
        else if (ts.isNamespaceExport(clause)) {
          own.set(clause.name.text, { line: lineOf(statement) });
          uses.push([from, "*"]);
        } else {
          for (const element of clause.elements) {
            const as = (element.propertyName ?? element.name).text;
            const again = from ? { from, as } : imported.get(as); // `export { x }` of an imported x
            own.set(element.name.text, { line: lineOf(element), ...again });
          }
        }
      } else if (ts.isExportAssignment(statement)) {
        own.set("default", { line: lineOf(statement) });
      } else if (hasExport(statement)) {
        const line = lineOf(statement);
        if (ts.isVariableStatement(statement)) {
          for (const d of statement.declarationList.declarations)
            for (const n of bindingNames(d.name)) own.set(n, { line });
        } else if (hasDefault(statement)) own.set("default", { line });
        else if (statement.name && ts.isIdentifier(statement.name)) own.set(statement.name.text, { line });
      }
    }

    const visit = (node) => {
      if (ts.isImportDeclaration(node)) {
        const from = target(node.moduleSpecifier);
        const clause = node.importClause;
        if (from && clause) {
          if (clause.name) uses.push([from, "default"]);
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) uses.push([from, "*"]);
          else if (bindings) for (const e of bindings.elements) uses.push([from, (e.propertyName ?? e.name).text]);
        }
      } else if (
        ts.isCallExpression(node) &&
        (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
          (ts.isIdentifier(node.expression) && node.expression.text === "tsImport")) // scripts/start.mjs's loader
      ) {
        const from = target(node.arguments[0]);
        if (from) uses.push([from, "*"]);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        const from = target(node.argument.literal);
        if (from) {
          let q = node.qualifier;
          while (q && ts.isQualifiedName(q)) q = q.left;
          uses.push([from, q && !node.isTypeOf ? q.text : "*"]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    exports.set(file, own);
    if (starred.length) stars.set(file, starred);
  }
  return { exports, stars, uses };
}

/**
 * The exports nobody reads, as "file:line name", for the modules of app/, workers/, scripts/ and
 * local/ (tests and benches are readers only).
 */
export function unusedExports(files) {
  const { exports, stars, uses } = read(files);
  const used = new Map([...exports.keys()].map((f) => [f, new Set()]));
  const use = (file, name) => {
    const seen = used.get(file);
    if (!seen || seen.has(name) || seen.has("*")) return;
    seen.add(name);
    const own = exports.get(file);
    const names = name === "*" ? [...own.keys()] : [name];
    for (const n of names) {
      const entry = own.get(n);
      if (entry?.from) use(entry.from, entry.as);
    }
    if (name === "*" || !own.has(name)) for (const star of stars.get(file) ?? []) use(star, name);
  };
  for (const [file, name] of uses) use(file, name);
  // What the framework reads counts as used, with whatever those modules re-export.
  const mains = workerMains();
  for (const [file, own] of exports) {
    const reads = frameworkReads(file, mains);
    if (reads === "all") use(file, "*");
    else if (reads) for (const name of own.keys()) if (reads.has(name)) use(file, name);
  }

  const isTest = (f) => /\.test\.[cm]?[jt]sx?$/.test(f) || /^(tests|bench)\//.test(f);
  const found = [];
  for (const [file, own] of exports) {
    if (isTest(file) || !/^(app|workers|scripts|local)\//.test(file)) continue;
    const reads = frameworkReads(file, mains);
    if (reads === "all") continue;
    const seen = used.get(file);
    for (const [name, { line }] of own) {
      if (seen.has(name) || seen.has("*") || reads?.has(name)) continue;
      found.push(`${file}:${line} ${name}`);
    }
  }
  return found.sort();
}
