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
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { delimiter, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { tsImport } from "tsx/esm/api";

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

async function waitUntilServing(url, child) {
  while (!stopping) {
    if (child.exitCode !== null) return false;
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
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
  const wrangler = spawn(
    bin("wrangler"),
    [
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
    ],
    { cwd: root, stdio: "inherit", env: childEnv },
  );
  live.add(wrangler);
  wrangler.on("exit", (code) => {
    live.delete(wrangler);
    if (!stopping) void shutdown(code ?? 0);
  });
  if (watch) {
    const remix = spawn(bin("remix"), ["watch"], { cwd: root, stdio: "inherit", env: childEnv });
    live.add(remix);
    remix.on("exit", () => live.delete(remix));
  }

  if (!(await waitUntilServing(`${appOrigin}/robots.txt`, wrangler))) return;
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
