/**
 * The import graph of the project's own code, read with TypeScript's own resolver (tsconfig's
 * `paths`, so `~/…` is app/…): every static import, `export … from`, `import()` and type-only
 * import counts. Used by scripts/imports/check.mjs (circles, arrows back up, long modules) and by
 * scripts/imports/reshape.mjs.
 */
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

const CODE = /\.(ts|tsx|mts|js|mjs|jsx)$/;

/** The tracked (and untracked, not ignored) source files, relative to the root. */
export function sourceFiles() {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  return out
    .split("\n")
    .filter((f) => CODE.test(f) && !f.endsWith(".d.ts"))
    .filter((f) => {
      try {
        readFileSync(join(root, f));
        return true;
      } catch {
        return false; // deleted in the work tree, not yet from the index
      }
    });
}

const compilerOptions = (() => {
  const config = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile).config;
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
})();
const host = ts.createCompilerHost(compilerOptions);
const resolutionCache = ts.createModuleResolutionCache(root, (f) => f, compilerOptions);
const resolved = new Map();

/** The project file a specifier names from `file`, or null (a package, a runtime module, a missing file). */
export function resolve(spec, file) {
  const key = `${file}\0${spec}`;
  if (!resolved.has(key)) resolved.set(key, resolveOnce(spec, file));
  return resolved.get(key);
}

function resolveOnce(spec, file) {
  const r = ts.resolveModuleName(spec, join(root, file), compilerOptions, host, resolutionCache).resolvedModule;
  if (!r || r.isExternalLibraryImport) return null;
  const rel = relative(root, r.resolvedFileName);
  if (rel.startsWith("..") || rel.includes("node_modules")) return null;
  return rel;
}

/** The module specifiers a file names (imports, re-exports, dynamic imports). */
function specifiers(file) {
  const text = readFileSync(join(root, file), "utf8");
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((f) => f.fileName);
}

/** Map file → Set of project files it imports. */
export function importGraph(files = sourceFiles()) {
  const graph = new Map();
  for (const file of files) {
    const edges = new Set();
    for (const spec of specifiers(file)) {
      const target = resolve(spec, file);
      if (target && target !== file) edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan): the import circles. */
export function circles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}
