#!/usr/bin/env node
/**
 * `npm start`: the whole product on this machine. Build, apply migrations to the local D1, seed the
 * demo data (once), start the local stand-ins of the outside services (local/stand-ins.ts: the
 * OpenID Connect provider, the news feeds, Stripe, and in production mode the mail API and Turnstile), then
 * serve the app with `wrangler dev` (the real Workers runtime, local D1, KV, Durable Objects; the
 * page Worker, the infographic, news, payments and sign-in Workers) on http://localhost:$PORT
 * (default 8787). A banner names each stand-in, its address and what it replaces. Ctrl-C stops
 * `wrangler dev`, then the stand-ins, and removes the files made for this run.
 *
 * `npm run dev` (--watch): the same, rebuilding on every change.
 * `npm run start:prod` (--prod): the same build with APP_ENV=production, the secrets of .prod.vars
 * (written by its first start), PUBLIC_ORIGIN set to the local origin, mail through the local mail
 * API, Turnstile through its local siteverify and payments through the local Stripe; its own
 * database (.wrangler/prod-state).
 * --no-build: serve the build that is there (the browser tests, after `npm run build`).
 *
 * Environment: PORT (default 8787), PERSIST_TO (a wrangler --persist-to directory), VARS_FILE
 * (instead of .dev.vars or .prod.vars), LOCAL_OIDC, LOCAL_FEEDS, LOCAL_MAIL, LOCAL_TURNSTILE, LOCAL_STRIPE (on|off)
 * and LOCAL_AI (fake|off) to choose the stand-ins (README, "Local stand-ins"), STANDINS_JSON (a file
 * to write, once the app answers, with its address and the stand-ins': the browser tests read it).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { delimiter, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { tsImport } from "tsx/esm/api";

import { appAnswers } from "./app-answers.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const watch = args.has("--watch");
const mode = args.has("--prod") ? "production" : "development";
const build = !args.has("--no-build");
const port = Number(process.env.PORT || 8787);
const appOrigin = `http://localhost:${port}`;
const persistTo = process.env.PERSIST_TO
  ? resolve(process.env.PERSIST_TO)
  : mode === "production"
    ? join(root, ".wrangler", "prod-state")
    : null;
const persistArgs = persistTo ? ["--persist-to", persistTo] : [];
const bin = (name) => join(root, "node_modules", ".bin", name);
// Local development is offline-friendly: no fetch of Cloudflare's Request.cf sample, no telemetry. The
// project's own Node (node_modules/.bin/node, which wrangler needs) first, as under npm.
const childEnv = {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  ...process.env,
  PATH: [join(root, "node_modules", ".bin"), process.env.PATH].filter(Boolean).join(delimiter),
};

const local = {
  ...(await tsImport("../local/vars-file.ts", import.meta.url)),
  ...(await tsImport("../local/stand-ins.ts", import.meta.url)),
};

/** Everything to undo at the end: children still running, stand-ins, files made for this run. */
const live = new Set();
const cleanups = [];
let stopping = false;
/** The app's port while this script holds it (holdPort), and the timer of the health checks (watchWrangler). */
let heldPort = null;
let health = null;

function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: childEnv, ...options });
    live.add(child);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      live.delete(child);
      if (code === 0) resolvePromise();
      else reject(new Error(stopping ? "Stopped." : `${command} ${args.join(" ")} failed (${signal ?? code})`));
    });
  });
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port: p } = server.address();
      server.close(() => resolvePromise(p));
    });
  });
}

/** Stops what is still running (children first: `wrangler dev` stops its workerd), then the stand-ins. */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  clearInterval(health);
  await releasePort();
  const children = [...live];
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolvePromise) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolvePromise();
          const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
          child.once("exit", () => {
            clearTimeout(timer);
            resolvePromise();
          });
        }),
    ),
  );
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`While stopping: ${error.message}`);
    }
  }
  process.exit(code);
}

process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
process.on("SIGHUP", () => void shutdown(0));

/** Whether the app answers at appOrigin (scripts/app-answers.mjs). */
const answers = (timeoutMs) => appAnswers(appOrigin, timeoutMs);

async function waitUntilServing(child) {
  while (!stopping) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    if (await answers(10_000)) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

/**
 * The app's port, held from the start until `wrangler dev` takes it: a port in use is said at once
 * (not after the build), and the stand-ins, which listen on free ports, cannot take it meanwhile.
 * A browser that asks meanwhile (a tab left open on the app) gets a short "starting" page that reloads
 * itself, and its connections are closed when the port is handed over: an open connection must never
 * keep the hand-over, or Ctrl-C, waiting.
 */
const STARTING_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="5">' +
  "<title>Starting</title><p>DebateStorm is starting on this machine (build, migrations, demo data). " +
  "This page reloads itself in 5 seconds.</p></html>";
function holdPort() {
  return new Promise((resolvePromise, reject) => {
    const server = createHttpServer((request, response) => {
      response.writeHead(503, {
        "content-type": "text/html; charset=utf-8",
        "retry-after": "5",
        "cache-control": "no-store",
        connection: "close",
      });
      response.end(STARTING_PAGE);
    });
    server.once("error", (error) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(`Port ${port} is in use. Stop what uses it, or choose another: PORT=8788 npm start.`)
          : error,
      ),
    );
    server.listen(port, "127.0.0.1", () => {
      heldPort = server;
      resolvePromise();
    });
  });
}
function releasePort() {
  const server = heldPort;
  heldPort = null;
  if (!server) return Promise.resolve();
  return new Promise((resolvePromise) => {
    server.close(() => resolvePromise());
    // Idle and open connections too (a browser's keep-alive or preconnect): close() alone waits for them.
    server.closeAllConnections();
  });
}

/*
 * `wrangler dev`, supervised. Local Workers runtimes have died mid-run on busy two-core machines
 * (workers-sdk issues 14926, 15317, 15451: wrangler exits, or its proxy stops answering). The data
 * is on disk (D1, KV, Durable Objects under the persist directory), so this script starts it again,
 * as a developer would, and says so: when it fails after serving (not [x] in its session, Ctrl-C or
 * a plain `kill`, which stop the run as before), or when the app has not answered
 * three checks in a row (10 s apart, 15 s each). A fourth failure within ten minutes stops the run.
 * Decision 0127.
 */
const RESTART_LIMIT = 3;
const RESTART_WINDOW_MS = 10 * 60_000;
const restarts = [];
let restarting = false;

function startWrangler(args) {
  const child = spawn(bin("wrangler"), args, { cwd: root, stdio: "inherit", env: childEnv });
  child.served = false;
  child.retired = false;
  child.tree = [];
  live.add(child);
  child.on("exit", (code, signal) => {
    live.delete(child);
    if (stopping || child.retired) return;
    // A stop on purpose ([x] in its session: code 0; Ctrl-C or a plain `kill` of wrangler alone), or an
    // exit before it ever served (a bad config, a port taken): the run stops too, as before. Only a
    // crash after serving is restarted.
    const onPurpose = [0, 130, 143].includes(code ?? -1) || signal === "SIGINT" || signal === "SIGTERM";
    if (onPurpose || !child.served) return void shutdown(code ?? 1);
    void restartWrangler(args, child, `exited (${signal ?? `code ${code}`})`);
  });
  return child;
}

/** The processes below `pid` (wrangler's node, workerd, esbuild), from `ps`; [] where there is none. */
function descendants(pid) {
  let table;
  try {
    table = execFileSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" });
  } catch {
    return [];
  }
  const children = new Map();
  for (const line of table.split("\n")) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (!child || parent === undefined) continue;
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(child);
  }
  const found = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Whether `pid` is still one of wrangler's (not a process that took a freed number), where /proc says. */
function ours(pid) {
  try {
    return /workerd|wrangler|esbuild|node/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch (error) {
    return error.code !== "ENOENT" || !existsSync("/proc/self"); // gone, unless there is no /proc at all
  }
}

function signal(pids, name) {
  for (const pid of pids) {
    if (!ours(pid)) continue;
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  }
}

async function portFree(deadlineMs) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    const free = await new Promise((resolvePromise) => {
      const probe = createServer();
      probe.once("error", () => resolvePromise(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolvePromise(true)));
    });
    if (free) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

async function restartWrangler(args, child, why) {
  if (restarting || stopping) return;
  restarting = true;
  try {
    child.retired = true;
    const now = Date.now();
    while (restarts.length && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length >= RESTART_LIMIT) {
      console.error(`\n[start] wrangler dev ${why}, its ${RESTART_LIMIT + 1}th failure in ten minutes: stopping.\n`);
      return void shutdown(1);
    }
    restarts.push(now);
    console.error(
      `\n[start] wrangler dev ${why}. Starting it again (restart ${restarts.length}); the local data is kept.\n`,
    );
    // What is left of it (a runtime still holding the port): SIGTERM, then SIGKILL.
    const exited = child.exitCode !== null || child.signalCode !== null;
    const tree = [...new Set([...child.tree, ...(exited ? [] : [child.pid, ...descendants(child.pid)])])];
    signal(tree, "SIGTERM");
    await new Promise((r) => setTimeout(r, exited ? 1_000 : 5_000));
    signal(tree, "SIGKILL");
    live.delete(child);
    if (!(await portFree(15_000))) {
      console.error(`[start] Port ${port} is still taken after wrangler dev stopped: stopping.`);
      return void shutdown(1);
    }
    if (stopping) return;
    const next = startWrangler(args);
    if (!(await waitUntilServing(next))) return;
    next.served = true;
    next.tree = descendants(next.pid);
    console.error(`[start] Serving again on ${appOrigin}.\n`);
    watchWrangler(args, next);
  } finally {
    restarting = false;
  }
}

/** Marks `child` as serving and checks on it every 10 s (see above). */
function superviseWrangler(args, child) {
  child.served = true;
  child.tree = descendants(child.pid);
  watchWrangler(args, child);
}
function watchWrangler(args, child) {
  clearInterval(health);
  let failures = 0;
  let checking = false;
  health = setInterval(async () => {
    if (checking || restarting || stopping || child.retired) return;
    checking = true;
    try {
      // Its processes as they are now: if wrangler itself dies, they are no longer below it.
      const tree = descendants(child.pid);
      if (tree.length) child.tree = tree;
      failures = (await answers(15_000)) ? 0 : failures + 1;
      if (failures >= 3 && !child.retired && !stopping) {
        clearInterval(health);
        void restartWrangler(args, child, "stopped answering (three checks in a row)");
      }
    } finally {
      checking = false;
    }
  }, 10_000);
  health.unref();
}

function banner(varsFile, reports) {
  const credentials =
    mode === "production"
      ? `the first admin (FIRST_ADMIN_USERNAME, FIRST_ADMIN_PASSWORD; sign in at ${appOrigin}/admin), the demo citizens' DEMO_USER_PASSWORD and LOCAL_OIDC_IDENTITIES are in ${varsFile}`
      : `the dev admin (DEV_ADMIN_USERNAME, DEV_ADMIN_PASSWORD), the demo citizens' DEMO_USER_PASSWORD and LOCAL_OIDC_IDENTITIES are in ${varsFile}`;
  return [
    "",
    `DebateStorm (${mode}): ${appOrigin}`,
    `  Passwords: ${credentials}.`,
    mode === "development"
      ? `  Mail: ${appOrigin}/dev/outbox`
      : "  Mail: through the mail API below (no outbox in production).",
    "",
    local.standInsTable(reports),
    "",
    "Ctrl-C stops the app and the stand-ins.",
    "",
  ].join("\n");
}

async function main() {
  await holdPort();
  const { file: varsPath, created, vars } = local.ensureVarsFile(root, mode, process.env.VARS_FILE || undefined);
  const inRoot = relative(root, varsPath);
  const varsFile = inRoot && !inRoot.startsWith("..") && !isAbsolute(inRoot) ? inRoot : varsPath;
  if (created) console.log(`Created ${varsFile} with fresh secrets. The admin and demo passwords are in that file.`);

  if (build) {
    // wrangler bundles build/server/index.js, so build once before it starts (watch mode rebuilds after).
    await run(process.execPath, [join(root, "scripts", "build-locales.mjs")]);
    await run(bin("remix"), ["build"]);
    // Route modules' addresses percent-encoded (`$` → `%24`): no redirect before hydration.
    await run(process.execPath, [join(root, "scripts", "encode-asset-urls.mjs")]);
    // satori's WebAssembly modules and the fonts, for the infographic Worker.
    await run(process.execPath, ["scripts/prepare-infographic.mjs"]);
  }
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persistArgs], {
    env: { ...childEnv, CI: "true" },
  });
  // The demo data. Production mode seeds no admin: the first admin comes from FIRST_ADMIN_*, as on a deployment.
  const seedVars = Object.fromEntries(
    ["DEV_ADMIN_USERNAME", "DEV_ADMIN_EMAIL", "DEV_ADMIN_PASSWORD", "DEMO_USER_PASSWORD"]
      .filter((name) => vars[name])
      .map((name) => [name, vars[name]]),
  );
  await run(bin("tsx"), ["scripts/seed.ts"], {
    env: {
      ...childEnv,
      ...seedVars,
      ...(persistTo ? { PERSIST_TO: persistTo } : {}),
      ...(mode === "production" ? { SEED_ADMIN: "off" } : {}),
    },
  });
  if (stopping) return;

  const standIns = await local.startStandIns({ mode, appOrigin, vars, varsFile });
  cleanups.push(standIns.close);

  // This run's settings: the vars file's, production's own, and the stand-ins'.
  const runDir = join(root, ".wrangler", "local");
  mkdirSync(runDir, { recursive: true });
  const envFile = join(runDir, `${mode}-${port}.env`);
  const workerVars = {
    ...local.workerVarsOf(vars, mode),
    ...(mode === "production" ? { APP_ENV: "production", PUBLIC_ORIGIN: appOrigin } : {}),
    ...standIns.workerVars,
  };
  writeFileSync(envFile, local.envFileText(workerVars), { mode: 0o600 });
  cleanups.push(() => rmSync(envFile, { force: true }));

  // The news Worker's config with the local feeds (workers/news/wrangler.toml keeps the real list). It is
  // also the consumer of the notify and push queues (decision 0120): the env file below, which every
  // Worker of this `wrangler dev` reads, gives it APP_ENV and the VAPID keys as it gives the page Worker.
  let newsConfig = "workers/news/wrangler.toml";
  if (Object.keys(standIns.newsVars).length || standIns.newsBindings) {
    newsConfig = `workers/news/.wrangler-local-${port}.toml`;
    const toml = readFileSync(join(root, "workers/news/wrangler.toml"), "utf8");
    writeFileSync(
      join(root, newsConfig),
      `# Made by scripts/start.mjs for this run (removed when it stops): workers/news/wrangler.toml with the local stand-ins.\n${local.localNewsConfig(toml, standIns.newsVars, standIns.newsBindings)}`,
    );
    cleanups.push(() => rmSync(join(root, newsConfig), { force: true }));
  }

  const configs = [
    "wrangler.toml",
    "workers/infographic/wrangler.toml",
    newsConfig,
    "workers/payments/wrangler.toml",
    "workers/signin/wrangler.toml",
    ...standIns.extraConfigs,
  ].flatMap((config) => ["-c", config]);
  const inspectorPort = await freePort();
  const wranglerArgs = [
    "dev",
    ...configs,
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    ...persistArgs,
    "--env-file",
    envFile,
    ...(process.stdin.isTTY ? [] : ["--show-interactive-dev-session=false"]),
  ];
  if (watch) {
    const remix = spawn(bin("remix"), ["watch"], { cwd: root, stdio: "inherit", env: childEnv });
    live.add(remix);
    remix.on("exit", () => live.delete(remix));
  }

  // The port is this run's until `wrangler dev` takes it (holdPort, above).
  await releasePort();
  const wrangler = startWrangler(wranglerArgs);
  if (!(await waitUntilServing(wrangler))) return;
  superviseWrangler(wranglerArgs, wrangler);
  console.log(banner(varsFile, standIns.reports));
  if (process.env.STANDINS_JSON) {
    writeFileSync(
      process.env.STANDINS_JSON,
      JSON.stringify({ mode, app: appOrigin, varsFile: varsPath, persistTo, standIns: standIns.reports }, null, 2),
    );
  }
}

main().catch((error) => {
  if (!stopping) console.error(error.message);
  void shutdown(1);
});
