/**
 * The bench's ways into a local D1 and a local server (scripts/bench/growth.mjs, crowd.mjs): SQL
 * files and queries through `wrangler d1 execute --local`, and the arguments of a `wrangler dev`
 * on a given --persist-to directory.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const d1 = (bin, root, env, state, args, stdio = "pipe") =>
  execFileSync(bin("wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", state, ...args], {
    cwd: root,
    env,
    stdio,
  });

/** Runs a file of SQL statements (one D1 request per statement, never one per row). */
export function executeSqlFile({ bin, root, env, state }, file) {
  d1(bin, root, env, state, ["--file", file, "--yes"]);
}

/** The rows of one statement's result. Run only while no server writes the same directory. */
export function queryLocal({ bin, root, env, state }, command) {
  const out = d1(bin, root, env, state, ["--json", "--command", command], ["ignore", "pipe", "pipe"]);
  return JSON.parse(out.toString())[0].results;
}

/** `wrangler dev` arguments: a config, loopback ports, the local state and the secrets file. */
export function devArgs({ config, port, inspector, state, envFile }) {
  return [
    "-c",
    config,
    "--port",
    String(port),
    "--inspector-port",
    String(inspector),
    "--persist-to",
    state,
    "--env-file",
    envFile,
  ];
}

/** A fresh local D1 in .wrangler/bench-<label>-<pid>, migrated (no rows); its path. */
export function migratedState({ root, env, bin }, label) {
  return freshD1({ root, env, bin }, join(root, ".wrangler", `bench-${label}-${process.pid}`));
}

/** A fresh local D1 at `state` (whatever was there is removed), migrated; its path. */
export function freshD1({ root, env, bin }, state) {
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  execFileSync(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    cwd: root,
    env,
    stdio: "pipe",
  });
  return state;
}

/** A fresh local D1 in .wrangler/bench-<label>-<pid>, migrated and seeded with the demo data; its path. */
export function demoState({ root, env, bin }, label) {
  const state = migratedState({ root, env, bin }, label);
  execFileSync(bin("tsx"), ["scripts/seed.ts"], { cwd: root, env: { ...env, PERSIST_TO: state }, stdio: "pipe" });
  return state;
}
