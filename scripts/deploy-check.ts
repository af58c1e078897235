/**
 * `npm run deploy:check`: what `npm run deploy` would upload, checked before anything is uploaded
 * (docs/deploy.md#what-deploycheck-reports). Reads the upload bundles `npm run build` wrote
 * (build/upload/<worker>.bundle: `wrangler deploy --dry-run --outfile`, exactly what wrangler sends
 * to Cloudflare: the modules and their metadata, bindings included), and checks:
 *
 *   1. sizes: each Worker against Cloudflare's limit and our budget (WORKERS below), gzip as
 *      wrangler measures it; its startup time (`wrangler check startup`) against Cloudflare's 1 s;
 *   2. bindings and settings: every `env.NAME` each Worker's code reads (its sources, followed
 *      from its entry) is declared by its wrangler.toml (a binding or a [vars] entry), or is a
 *      secret documented in docs/deploy.md, or an optional setting of its Env type (the
 *      `@secret`, `@required`, `@development` tags of app/env.server.ts and the other Env types);
 *      lists the secrets to set with `wrangler secret put`;
 *   3. migrations: every migration applied to a fresh local D1, and the remaining ones to a D1
 *      holding the previous release's data (app/db/migration-check.ts): every row kept, every
 *      counter equal to what it counts.
 *
 * Exit code 1 on any error, with what to do. Options (most for the tests, tests/deploy):
 *   --deploy                 also fail on what only a real deploy needs: placeholder D1/KV ids,
 *                            an empty PUBLIC_ORIGIN (`npm run deploy` passes it)
 *   --only page,news         check these Workers only
 *   --config page=<path>     check a Worker from another wrangler config (dry-run into a temp dir)
 *   --budget page=<KB>       another budget (KB of gzip) for a Worker
 *   --previous 0017          the previous release's last migration (default: all but the newest)
 *   --no-startup, --no-migrations   skip those checks
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";

import ts from "typescript";

import {
  fill,
  levelOf,
  type MigrationDb,
  missingFixtures,
  readSchema,
  resetDatabase,
  snapshot,
  verify,
} from "../app/db/migration-check";

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const wranglerBin = join(root, "node_modules", ".bin", "wrangler");

// ---------------------------------------------------------------------------------------------
// Limits and budgets

const KiB = 1024;
/**
 * Cloudflare's Worker size limit (developers.cloudflare.com/workers/platform/limits): 64 MiB
 * uncompressed on every plan since May 2026, as wrangler 4.164 reports it. Before, the limit was on
 * the gzip-compressed size: 3 MB on Workers Free, 10 MB on Workers Paid; we keep to the stricter,
 * so that every Worker deploys on either plan under either rule.
 */
const PLATFORM = {
  uncompressedBytes: 64 * KiB * KiB,
  gzipBytes: 3 * KiB * KiB,
  /** Parsing and running a Worker's global scope: at most 1 second (since October 2025; 400 ms before). */
  startupMs: 1000,
};
/** A Worker whose startup takes more than this is reported (a warning): half the platform's limit. */
const STARTUP_WARN_MS = 500;

interface WorkerSpec {
  id: string;
  config: string;
  budgetKB: number;
  why: string;
}

/**
 * Budgets (KB = 1,024 bytes of gzip, as wrangler prints them). The other Workers: today's size
 * with headroom, so that a dependency that doubles one is noticed (docs/deploy.md#budgets).
 */
const WORKERS: WorkerSpec[] = [
  {
    id: "page",
    config: "wrangler.toml",
    budgetKB: 300,
    why: "issues 27 and 29; 297 KB on 6 December 2026, 294 KB on 7 December with the queues' consumers on the news Worker (decisions 0099, 0110, 0120)",
  },
  {
    id: "infographic",
    config: "workers/infographic/wrangler.toml",
    budgetKB: 1500,
    why: "1.5 MB (issue 19); 1,428 KB on 27 November 2026",
  },
  {
    id: "news",
    config: "workers/news/wrangler.toml",
    budgetKB: 200,
    why: "119 KB on 27 November 2026 (with the common-ground computation; 153 KB before its cookies came from ~/utils/remix.server, decision 0110), 125 KB on 7 December with the notify and push queues' consumers (decision 0120), with headroom",
  },
  {
    id: "payments",
    config: "workers/payments/wrangler.toml",
    budgetKB: 60,
    why: "35 KB in November 2026 (Stripe's SDK), with headroom",
  },
  {
    id: "signin",
    config: "workers/signin/wrangler.toml",
    budgetKB: 60,
    why: "42 KB in November 2026 (the OpenID Connect client), with headroom",
  },
];

// ---------------------------------------------------------------------------------------------
// Options

const args = process.argv.slice(2);
function option(name: string): string[] {
  const values: string[] = [];
  args.forEach((arg, i) => {
    if (arg === name && args[i + 1]) values.push(args[i + 1] as string);
    else if (arg.startsWith(`${name}=`)) values.push(arg.slice(name.length + 1));
  });
  return values;
}
function pairs(name: string): Map<string, string> {
  return new Map(
    option(name).map((v) => {
      const at = v.indexOf("=");
      if (at < 1) fatal(`${name} ${v}: write ${name} <worker>=<value>`);
      const worker = v.slice(0, at);
      if (!WORKERS.some((w) => w.id === worker))
        fatal(`${name} ${v}: no Worker "${worker}" (${WORKERS.map((w) => w.id).join(", ")})`);
      return [worker, v.slice(at + 1)];
    }),
  );
}
function fatal(message: string): never {
  console.error(`deploy:check: ${message}`);
  process.exit(2);
}

const forDeploy = args.includes("--deploy");
const only = option("--only").flatMap((v) => v.split(","));
const configs = pairs("--config");
const budgets = pairs("--budget");
const previousOption = option("--previous")[0];
const skipStartup = args.includes("--no-startup");
const skipMigrations = args.includes("--no-migrations");
for (const id of only) if (!WORKERS.some((w) => w.id === id)) fatal(`--only ${id}: no such Worker`);

// ---------------------------------------------------------------------------------------------
// Report

const errors: string[] = [];
const warnings: string[] = [];
const lines: string[] = [];
const say = (line = "") => lines.push(line);
const fail = (message: string) => errors.push(message);
const warn = (message: string) => warnings.push(message);
const kb = (bytes: number) => `${(bytes / KiB).toFixed(1)} KB`;

// ---------------------------------------------------------------------------------------------
// The upload bundle: what wrangler sends

interface Binding {
  name: string;
  type: string;
  [key: string]: unknown;
}
interface Upload {
  metadata: { main_module: string; bindings: Binding[]; compatibility_date?: string };
  modules: { name: string; type: string; bytes: Uint8Array }[];
}

async function readUpload(file: string): Promise<Upload> {
  const body = readFileSync(file);
  const boundary = body.subarray(2, body.indexOf(10)).toString().trim();
  const form = await new Response(body, {
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
  }).formData();
  let metadata: Upload["metadata"] | null = null;
  const modules: Upload["modules"] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      if (name === "metadata") metadata = JSON.parse(value) as Upload["metadata"];
    } else if (value.type !== "application/source-map") {
      modules.push({ name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
  }
  if (!metadata)
    throw new Error(`${file} has no metadata: is it the output of \`wrangler deploy --dry-run --outfile\`?`);
  return { metadata, modules };
}

/** The bundle of a Worker: built by `npm run build`, or from another config (--config) into a temp dir. */
async function uploadOf(worker: WorkerSpec, temp: string): Promise<{ file: string; metafile: string; upload: Upload }> {
  const config = configs.get(worker.id);
  let file = join(root, "build", "upload", `${worker.id}.bundle`);
  let metafile = join(root, "build", "upload", `${worker.id}.meta.json`);
  if (config) {
    file = join(temp, `${worker.id}.bundle`);
    metafile = join(temp, `${worker.id}.meta.json`);
    try {
      await run(wranglerBin, ["deploy", "--dry-run", "-c", config, "--outfile", file, "--metafile", metafile], {
        cwd: root,
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
        maxBuffer: 64 * KiB * KiB,
      });
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      throw new Error(`wrangler could not build ${config}:\n${stdout}${stderr}`);
    }
  } else if (!existsSync(file) || !existsSync(metafile)) {
    fatal(`${relative(root, file)} is missing: run \`npm run build\` first (npm run deploy:check does).`);
  }
  return { file, metafile, upload: await readUpload(file) };
}

// ---------------------------------------------------------------------------------------------
// 1. Sizes

function checkSize(worker: WorkerSpec, name: string, upload: Upload) {
  const all = Buffer.concat(upload.modules.map((m) => m.bytes));
  const gzip = gzipSync(all).length;
  const budgetKB = Number(budgets.get(worker.id) ?? worker.budgetKB);
  if (!Number.isFinite(budgetKB) || budgetKB <= 0) fatal(`--budget ${worker.id}: not a number of KB`);
  const overBudget = gzip > budgetKB * KiB;
  const overPlatform = all.length > PLATFORM.uncompressedBytes || gzip > PLATFORM.gzipBytes;
  const mark = overBudget || overPlatform ? "✗" : "✓";
  say(
    `  ${mark} ${name.padEnd(24)} ${kb(gzip).padStart(10)} gzip ${kb(all.length).padStart(10)} raw   budget ${budgetKB} KB: ${budgets.has(worker.id) ? "--budget" : worker.why}`,
  );
  if (overPlatform) {
    fail(
      `${name} is ${kb(gzip)} gzip / ${kb(all.length)} uncompressed: over Cloudflare's Worker size limit (${kb(PLATFORM.gzipBytes)} gzip, ${kb(PLATFORM.uncompressedBytes)} uncompressed). Move data out of the bundle (static assets, KV, D1) or split the Worker.`,
    );
  } else if (overBudget) {
    fail(
      `${name} is ${kb(gzip)} gzip, over its budget of ${budgetKB} KB by ${kb(gzip - budgetKB * KiB)}. See what it is made of with \`npm run bench -- --sizes\`; budgets are in scripts/deploy-check.ts (docs/deploy.md#budgets).`,
    );
  }
  const wasm = upload.modules.filter((m) => m.type === "application/wasm").length;
  if (worker.id === "page" && wasm > 0)
    fail(`${name} carries ${wasm} WebAssembly modules: they belong to the infographic Worker.`);
}

/** Startup: `wrangler check startup` on the bundle; the active (non-idle) time of its CPU profile. */
async function startupMs(file: string, temp: string, id: string): Promise<number> {
  const profile = join(temp, `${id}.cpuprofile`);
  await run(wranglerBin, ["check", "startup", "--worker", file, "--outfile", profile], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    maxBuffer: 16 * KiB * KiB,
  });
  const cpu = JSON.parse(readFileSync(profile, "utf8")) as {
    nodes: { id: number; callFrame: { functionName: string } }[];
    samples?: number[];
    timeDeltas?: number[];
  };
  const names = new Map(cpu.nodes.map((n) => [n.id, n.callFrame.functionName]));
  let active = 0;
  (cpu.timeDeltas ?? []).forEach((delta, i) => {
    if (names.get(cpu.samples?.[i] ?? -1) !== "(idle)") active += delta;
  });
  return active / 1000;
}

async function inPairs<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 2) results.push(...(await Promise.all(items.slice(i, i + 2).map(work))));
  return results;
}

// ---------------------------------------------------------------------------------------------
// 2. Bindings and settings: what the code reads, against what the upload declares

interface Read {
  name: string;
  where: string;
}

/**
 * The Worker's own source files, as esbuild bundled them (wrangler's metafile: the inputs with
 * bytes in the output; the Remix build, an input of the page Worker, through its own metafile).
 */
function sourcesOf(metafile: string, config: string): string[] {
  type Meta = { outputs: Record<string, { entryPoint?: string; inputs: Record<string, { bytesInOutput: number }> }> };
  const inputs = (file: string, base: string): string[] => {
    const meta = JSON.parse(readFileSync(file, "utf8")) as Meta;
    return Object.values(meta.outputs)
      .filter((o) => o.entryPoint)
      .flatMap((o) => Object.entries(o.inputs))
      .filter(
        ([input, { bytesInOutput }]) => bytesInOutput > 0 && !input.includes("node_modules/") && !input.includes(":"),
      )
      .flatMap(([input]) => {
        const path = resolve(base, input);
        const remix = join(dirname(path), "metafile.server.json");
        if (path === join(root, "build", "server", "index.js") && existsSync(remix)) return inputs(remix, root);
        return /\.(ts|tsx|js|mjs)$/.test(path) && existsSync(path) ? [path] : [];
      });
  };
  return [...new Set(inputs(metafile, dirname(join(root, config))))];
}

/** `env`, `this.env`, `context.cloudflare.env`: a Worker's environment (not Node's `process.env`). */
const isEnv = (node: ts.Expression): boolean =>
  (ts.isIdentifier(node) && node.text === "env") ||
  (ts.isPropertyAccessExpression(node) &&
    node.name.text === "env" &&
    !(ts.isIdentifier(node.expression) && node.expression.text === "process"));
const SETTING = /^[A-Z][A-Z0-9_]*$/;

/** Every `env.NAME` (env?.NAME, env["NAME"], env[name] over a constant list, { NAME } = env, schema.parse(env)). */
function envReads(file: string): Read[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const reads: Read[] = [];
  const at = (node: ts.Node) =>
    `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const constants = new Map<string, ts.Expression>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      constants.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  const strip = (e: ts.Expression): ts.Expression =>
    ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e) ? strip(e.expression) : e;
  const literals = (e: ts.Expression | undefined): string[] => {
    if (!e) return [];
    const x = strip(e);
    if (ts.isArrayLiteralExpression(x)) return x.elements.filter(ts.isStringLiteral).map((s) => s.text);
    if (ts.isIdentifier(x)) return literals(constants.get(x.text));
    return [];
  };
  /** z.object({ NAME: ... }) keys, for schema.parse(env). */
  const schemaKeys = (e: ts.Expression | undefined): string[] => {
    if (!e) return [];
    const x = strip(e);
    if (ts.isIdentifier(x)) return schemaKeys(constants.get(x.text));
    if (ts.isCallExpression(x) && x.arguments[0] && ts.isObjectLiteralExpression(x.arguments[0])) {
      return x.arguments[0].properties.flatMap((p) => (p.name && ts.isIdentifier(p.name) ? [p.name.text] : []));
    }
    return [];
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && isEnv(node.expression) && SETTING.test(node.name.text)) {
      reads.push({ name: node.name.text, where: at(node) });
    } else if (ts.isElementAccessExpression(node) && isEnv(node.expression)) {
      const key = node.argumentExpression;
      if (ts.isStringLiteral(key)) reads.push({ name: key.text, where: at(node) });
      else if (ts.isIdentifier(key)) {
        // for (const name of LIST) env[name]: the names of LIST.
        let loop: ts.Node | undefined = node.parent;
        while (loop && !(ts.isForOfStatement(loop) && loop.initializer.getText().endsWith(key.text)))
          loop = loop.parent;
        const names = loop && ts.isForOfStatement(loop) ? literals(loop.expression) : [];
        if (names.length === 0)
          fail(`${at(node)} reads env[${key.text}], which deploy:check cannot follow: name the binding.`);
        for (const name of names) reads.push({ name, where: at(node) });
      }
    } else if (ts.isVariableDeclaration(node) && node.initializer && isEnv(strip(node.initializer))) {
      if (ts.isObjectBindingPattern(node.name)) {
        for (const element of node.name.elements) {
          const name = (element.propertyName ?? element.name).getText();
          if (SETTING.test(name)) reads.push({ name, where: at(element) });
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      /^(safe)?[pP]arse$/.test(node.expression.name.text) &&
      node.arguments[0] &&
      isEnv(strip(node.arguments[0]))
    ) {
      for (const name of schemaKeys(node.expression.expression)) reads.push({ name, where: at(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

interface Member {
  name: string;
  optional: boolean;
  type: string;
  tags: Set<string>;
  where: string;
}

/** The members of the Env types in these files (interfaces named *Env), and of WorkerEnv (worker-configuration.d.ts). */
function envMembers(sources: string[]): Map<string, Member> {
  const members = new Map<string, Member>();
  const generated = join(root, "worker-configuration.d.ts");
  for (const file of [...sources, generated]) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        ts.isInterfaceDeclaration(node) &&
        (/Env$/.test(node.name.text) || (file === generated && node.name.text === "__BaseEnv_WorkerEnv"))
      ) {
        for (const m of node.members) {
          if (!ts.isPropertySignature(m) || !m.name || !ts.isIdentifier(m.name)) continue;
          const tags = new Set<string>();
          // A tag on a member, or in the comment of the group it opens: only the member's own JSDoc.
          for (const doc of ts.getJSDocCommentsAndTags(m)) {
            const text = doc.getText();
            for (const tag of text.matchAll(/@(secret|required|development)\b/g)) tags.add(tag[1] as string);
          }
          const previous = members.get(m.name.text);
          members.set(m.name.text, {
            name: m.name.text,
            optional: Boolean(m.questionToken) && (previous?.optional ?? true),
            type: m.type?.getText() ?? "unknown",
            tags: new Set([...(previous?.tags ?? []), ...tags]),
            where: `${relative(root, file)}:${source.getLineAndCharacterOfPosition(m.getStart()).line + 1}`,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return members;
}

const KINDS: Record<string, string> = {
  d1: "D1 database",
  kv_namespace: "KV namespace",
  durable_object_namespace: "Durable Object",
  service: "service binding",
  assets: "static assets",
  plain_text: "[vars]",
  json: "[vars]",
  ai: "Workers AI",
};
const HOW_TO_DECLARE: Record<string, string> = {
  D1Database: "a [[d1_databases]] entry",
  KVNamespace: "a [[kv_namespaces]] entry",
  Fetcher: "a [[services]] or [assets] entry",
  Service: "a [[services]] entry",
  Ai: "an [ai] entry",
  string: "a [vars] entry",
};

interface SettingsReport {
  secrets: Map<string, { required: boolean; readers: Set<string> }>;
  optional: Map<string, Set<string>>;
}

function checkBindings(
  worker: WorkerSpec,
  { name, config, upload, metafile }: { name: string; config: string; upload: Upload; metafile: string },
  report: SettingsReport,
  docs: string,
  deployDoc: string,
) {
  const sources = sourcesOf(metafile, config);
  const members = envMembers(sources);
  const reads = new Map<string, string[]>();
  for (const file of sources) {
    for (const read of envReads(file)) reads.set(read.name, [...(reads.get(read.name) ?? []), read.where]);
  }
  const declared = new Map(upload.metadata.bindings.map((b) => [b.name, b]));
  const summary: string[] = [];
  for (const [setting, where] of [...reads].sort(([a], [b]) => a.localeCompare(b))) {
    const binding = declared.get(setting);
    const member = members.get(setting);
    const first = where[0] as string;
    if (binding) {
      summary.push(`${setting} (${KINDS[binding.type] ?? binding.type})`);
      if (member?.tags.has("development")) {
        fail(
          `${name}: ${setting} is for development and tests only (${member.where}), but ${config} declares it: remove it.`,
        );
      }
      if (member?.tags.has("secret") && binding.type === "plain_text") {
        fail(
          `${name}: ${setting} is a secret (${member.where}), but ${config} declares it under [vars], in the clear: remove it and use \`wrangler secret put ${setting}\`.`,
        );
      }
      continue;
    }
    if (!member) {
      fail(
        `${name}: ${first} reads env.${setting}, which neither ${config} declares nor the Worker's Env type names: declare it in ${config}, or add it to the Env type with its tag (app/env.server.ts).`,
      );
      continue;
    }
    if (!member.optional) {
      const base = member.type.replace(/<.*$/, "").replace(/\s*\/\*.*$/, "");
      fail(
        `${name}: ${first} reads env.${setting} (${member.type}), which ${config} does not declare: add ${HOW_TO_DECLARE[base] ?? "its binding"} for ${setting} to ${config}.`,
      );
      continue;
    }
    if (member.tags.has("development")) continue;
    if (member.tags.has("secret")) {
      const secret = report.secrets.get(setting) ?? { required: false, readers: new Set<string>() };
      secret.required ||= member.tags.has("required");
      secret.readers.add(name);
      report.secrets.set(setting, secret);
      if (!new RegExp(`\\b${setting}\\b`).test(deployDoc)) {
        fail(
          `${name}: ${first} reads the secret ${setting}, which docs/deploy.md does not name: say there how to set it (\`npx wrangler secret put ${setting}\`).`,
        );
      }
      continue;
    }
    report.optional.set(setting, new Set([...(report.optional.get(setting) ?? []), name]));
    if (!new RegExp(`\\b${setting}\\b`).test(docs)) {
      fail(
        `${name}: ${first} reads the optional setting ${setting}, which no page of docs/ nor README.md describes: document it.`,
      );
    }
  }
  say(`  ${name}: ${summary.length > 0 ? `${summary.join(", ")}: declared` : "reads no binding"}`);
  if (forDeploy || !configs.has(worker.id)) placeholders(name, config, upload);
}

/** What only a real deploy needs: real resource ids and the public origin. Errors with --deploy. */
function placeholders(name: string, config: string, upload: Upload) {
  const report = forDeploy ? fail : (m: string) => notices.push(m);
  for (const b of upload.metadata.bindings) {
    const id = String(b.id ?? b.namespace_id ?? "");
    // The placeholders the repository ships (wrangler.toml): zeros, or the zero UUID of version 4.
    if ((b.type === "d1" || b.type === "kv_namespace") && /^0+$|^00000000-0000-4000-8000-000000000000$/.test(id)) {
      report(
        `${name}: ${config} still has the placeholder id of ${b.name} (${id}): put the id printed by \`wrangler ${b.type === "d1" ? "d1 create" : "kv namespace create"}\` there (docs/deploy.md).`,
      );
    }
    if (b.name === "PUBLIC_ORIGIN" && b.type === "plain_text" && !b.text) {
      const why = config === "wrangler.toml" ? "production refuses to serve without it" : "it names the site";
      report(
        `${name}: PUBLIC_ORIGIN is empty in ${config}: set it to the site's origin, such as https://debatestorm.example (${why}).`,
      );
    }
  }
}
const notices: string[] = [];

// ---------------------------------------------------------------------------------------------
// 3. Migrations: a fresh D1, and one holding the previous release's data

async function checkMigrations(temp: string) {
  // wrangler's API (a large module): loaded only for this part.
  const { getPlatformProxy, unstable_splitSqlQuery } = await import("wrangler");
  const dir = join(root, "migrations");
  const migrations = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, queries: unstable_splitSqlQuery(readFileSync(join(dir, name), "utf8")) }));
  const names = migrations.map((m) => m.name);
  const previous = previousOption
    ? names.findIndex((n) => n.startsWith(previousOption)) + 1
    : Math.max(1, migrations.length - 1);
  if (previous < 1) fatal(`--previous ${previousOption}: no such migration in migrations/`);
  const config = join(temp, "d1.toml");
  writeFileSync(
    config,
    `name = "deploy-check-d1"\ncompatibility_date = "2026-11-01"\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "deploy-check"\ndatabase_id = "deploy-check"\n`,
  );
  const proxy = await getPlatformProxy<{ DB: MigrationDb }>({
    configPath: config,
    persist: false,
    remoteBindings: false,
    envFiles: [],
  });
  const db = proxy.env.DB;
  const apply = async (list: typeof migrations) => {
    for (const m of list) {
      try {
        await db.batch(m.queries.map((q) => db.prepare(q)));
      } catch (error) {
        throw new Error(`migrations/${m.name} fails: ${(error as Error).message}`);
      }
    }
  };
  try {
    await apply(migrations);
    const latest = levelOf(names);
    const missing = missingFixtures(await readSchema(db), { latest: true });
    for (const m of missing) fail(`migrations: ${m}`);
    if (missing.length === 0) {
      await fill(db, latest);
      const problems = await verify(db, await snapshot(db, latest));
      for (const p of problems) fail(`migrations (fresh database): ${p}`);
      say(
        `  ${problems.length === 0 ? "✓" : "✗"} a fresh database: all ${migrations.length} migrations apply; every table takes representative rows`,
      );
    } else {
      say(`  ✗ a fresh database: all ${migrations.length} migrations apply, but the fixtures lack tables or columns`);
      return;
    }
    if (previous >= migrations.length) {
      say(`  ✓ the previous release (${names[previous - 1]}): no migration to apply after it`);
      return;
    }
    await resetDatabase(db);
    await apply(migrations.slice(0, previous));
    const level = levelOf(names.slice(0, previous));
    await fill(db, level);
    const before = await snapshot(db, level);
    await apply(migrations.slice(previous));
    const problems = await verify(db, before);
    for (const p of problems) fail(`migrations (previous release, ${names[previous - 1]} -> ${names.at(-1)}): ${p}`);
    const rows = [...before.tables.values()].reduce((sum, t) => sum + t.rows.size, 0);
    say(
      `  ${problems.length === 0 ? "✓" : "✗"} the previous release's data (${rows} rows in ${before.tables.size} tables at ${names[previous - 1]}${previousOption ? "" : ", every migration but the newest; --previous to choose"}) through ${names.slice(previous).join(", ")}: ${problems.length === 0 ? "every row and value kept, every counter equal to what it counts" : `${problems.length} problems`}`,
    );
  } finally {
    await proxy.dispose();
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const temp = mkdtempSync(join(tmpdir(), "deploy-check-"));
  try {
    const selected = WORKERS.filter((w) => only.length === 0 || only.includes(w.id));
    const uploads = await Promise.all(
      selected.map(async (worker) => {
        const config = configs.get(worker.id) ?? worker.config;
        const { file, metafile, upload } = await uploadOf(worker, temp);
        const toml = readFileSync(join(root, config), "utf8");
        const name = /^name\s*=\s*"([^"]+)"/m.exec(toml)?.[1] ?? worker.id;
        return { worker, config, file, metafile, upload, name };
      }),
    );

    say(
      `Sizes (gzip as wrangler measures it; Cloudflare's limit: ${PLATFORM.uncompressedBytes / KiB / KiB} MiB uncompressed, and we keep under the former ${PLATFORM.gzipBytes / KiB / KiB} MiB gzip of Workers Free)`,
    );
    for (const { worker, upload, name } of uploads) checkSize(worker, name, upload);

    if (!skipStartup) {
      say();
      say(
        `Startup (the global scope, \`wrangler check startup\` locally; Cloudflare's limit: ${PLATFORM.startupMs} ms)`,
      );
      const times = await inPairs(uploads, ({ file, worker }) => startupMs(file, temp, worker.id));
      uploads.forEach(({ name }, i) => {
        const ms = times[i] as number;
        say(`  ${ms > PLATFORM.startupMs ? "✗" : "✓"} ${name.padEnd(24)} ${ms.toFixed(0).padStart(6)} ms`);
        // A timing on this machine: an error only for a real deploy (npm test may run on a busy machine).
        if (ms > PLATFORM.startupMs)
          (forDeploy ? fail : warn)(
            `${name} takes ${ms.toFixed(0)} ms to start, over Cloudflare's ${PLATFORM.startupMs} ms${forDeploy ? "" : " (an error with --deploy; measured on this machine: run it again on a quiet one)"}: move work out of the global scope.`,
          );
        else if (ms > STARTUP_WARN_MS)
          warn(
            `${name} takes ${ms.toFixed(0)} ms to start (measured here; Cloudflare's limit is ${PLATFORM.startupMs} ms).`,
          );
      });
    }

    say();
    say("Bindings and settings (every env.NAME the code reads, against what its wrangler config declares)");
    const docs = [
      join(root, "README.md"),
      ...readdirSync(join(root, "docs"))
        .filter((f) => f.endsWith(".md"))
        .map((f) => join(root, "docs", f)),
    ]
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const deployDoc = readFileSync(join(root, "docs", "deploy.md"), "utf8");
    const report: SettingsReport = { secrets: new Map(), optional: new Map() };
    for (const u of uploads) checkBindings(u.worker, u, report, docs, deployDoc);
    if (report.secrets.size > 0) {
      say();
      say("Secrets to set with `npx wrangler secret put NAME` (docs/deploy.md):");
      for (const [secret, { required, readers }] of [...report.secrets].sort(
        ([, a], [, b]) => Number(b.required) - Number(a.required),
      )) {
        say(`  ${secret.padEnd(24)} ${required ? "required" : "optional"}, read by ${[...readers].join(", ")}`);
      }
    }
    if (report.optional.size > 0) {
      say();
      say(
        `Optional settings, not declared (each has a default or turns a feature off): ${[...report.optional.keys()].sort().join(", ")}`,
      );
    }

    if (!skipMigrations) {
      say();
      say(
        "Migrations (a local D1 from wrangler's getPlatformProxy; each file split as `wrangler d1 migrations apply` splits it)",
      );
      await checkMigrations(temp);
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }

  console.log(lines.join("\n"));
  if (notices.length > 0) {
    console.log("\nBefore the first deploy (errors with --deploy, which `npm run deploy` passes):");
    for (const n of notices) console.log(`  - ${n}`);
  }
  for (const w of warnings) console.log(`\nWARNING: ${w}`);
  if (errors.length > 0) {
    console.error(`\ndeploy:check FAILED (${errors.length}):`);
    for (const e of errors) console.error(`  ✗ ${e}`);
    process.exit(1);
  }
  console.log(
    `\ndeploy:check passed${warnings.length > 0 ? ` with ${warnings.length} warning${warnings.length > 1 ? "s" : ""}` : ""}.`,
  );
}

await main();
