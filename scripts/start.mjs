#!/usr/bin/env node
/**
 * `npm start`: build, apply migrations to the local D1, seed the demo data (once),
 * then serve the app with `wrangler dev` (the real Workers runtime, local D1, KV,
 * Durable Objects; the page Worker, the infographic, news, payments and sign-in Workers) on http://localhost:$PORT
 * (default 8787).
 * `npm run dev` (--watch): the same, rebuilding on every change.
 *
 * Environment: PORT (default 8787), PERSIST_TO (a wrangler --persist-to directory).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const watch = process.argv.includes("--watch");
const port = Number(process.env.PORT || 8787);
const persistArgs = process.env.PERSIST_TO ? ["--persist-to", process.env.PERSIST_TO] : [];
// The page Worker, the infographic, news, payments and sign-in Workers (its INFOGRAPHIC, NEWS,
// PAYMENTS and SIGNIN service bindings) in one `wrangler dev`.
const workerConfigs = [
  "-c",
  "wrangler.toml",
  "-c",
  "workers/infographic/wrangler.toml",
  "-c",
  "workers/news/wrangler.toml",
  "-c",
  "workers/payments/wrangler.toml",
  "-c",
  "workers/signin/wrangler.toml",
];
const bin = (name) => join(root, "node_modules", ".bin", name);
// Local development is offline-friendly: no fetch of Cloudflare's Request.cf sample, no telemetry.
const childEnv = { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", ...process.env };

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: childEnv, ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port: p } = server.address();
      server.close(() => resolve(p));
    });
  });
}

/** A fresh .dev.vars with random secrets, the first time; development mode in it, always. */
function ensureDevVars() {
  const target = join(root, ".dev.vars");
  if (existsSync(target)) {
    const current = readFileSync(target, "utf8");
    // wrangler.toml says production; local development says so here (older .dev.vars lack it).
    if (!/^APP_ENV=/m.test(current)) writeFileSync(target, `APP_ENV="development"\n${current}`, { mode: 0o600 });
    return;
  }
  const secret = () => randomBytes(24).toString("base64url");
  const text = readFileSync(join(root, ".dev.vars.example"), "utf8")
    .replace(/^SESSION_SECRET=.*$/m, `SESSION_SECRET="${randomBytes(32).toString("hex")}"`)
    .replace(/^DEV_ADMIN_PASSWORD=.*$/m, `DEV_ADMIN_PASSWORD="${secret()}"`)
    .replace(/^DEMO_USER_PASSWORD=.*$/m, `DEMO_USER_PASSWORD="demo-${randomBytes(4).toString("hex")}"`);
  writeFileSync(target, text, { mode: 0o600 });
  console.log("Created .dev.vars with fresh secrets. The dev admin and demo passwords are in that file.");
}

async function main() {
  ensureDevVars();
  // wrangler bundles build/server/index.js, so build once before it starts (watch mode rebuilds after).
  await run(process.execPath, [join(root, "scripts", "build-locales.mjs")]);
  await run(bin("remix"), ["build"]);
  // satori's WebAssembly modules and the fonts, for the infographic Worker.
  await run(process.execPath, ["scripts/prepare-infographic.mjs"]);
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persistArgs], {
    env: { ...childEnv, CI: "true" },
  });
  await run(bin("tsx"), ["scripts/seed.ts"]);

  const inspectorPort = await freePort();
  console.log(`\nDebateStorm: http://localhost:${port}  (dev admin credentials: .dev.vars)\n`);
  const children = [
    spawn(
      bin("wrangler"),
      ["dev", ...workerConfigs, "--port", String(port), "--inspector-port", String(inspectorPort), ...persistArgs],
      {
        cwd: root,
        stdio: "inherit",
        env: childEnv,
      },
    ),
  ];
  if (watch) children.push(spawn(bin("remix"), ["watch"], { cwd: root, stdio: "inherit", env: childEnv }));
  const stop = () => children.forEach((child) => child.kill("SIGTERM"));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  children[0].on("exit", (code) => {
    children.slice(1).forEach((child) => child.kill("SIGTERM"));
    process.exit(code ?? 0);
  });
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
