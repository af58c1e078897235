/**
 * The servers of the local browser tests: scripts/start.mjs started as a newcomer starts it (without
 * its build), on a free port, with a fresh database and vars file, in a process group of its own; and
 * stopped with SIGINT (what Ctrl-C sends it), reporting what it left behind or why it stopped early.
 * Used by the global setup (the development and production servers) and by restart.spec.ts.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

import { outputTail } from "../e2e/wrangler-output";
import { freePort } from "../helpers/free-port";

const root = resolve(import.meta.dirname, "../..");

export interface Started {
  mode: "development" | "production";
  child: ChildProcess;
  port: number;
  dir: string;
  info: string;
  log: () => string;
  /** Set once the teardown has begun to stop it. */
  stopped: boolean;
  /** How and when it exited, if it did so before the teardown. */
  exited: string | null;
}

export async function start(mode: Started["mode"]): Promise<Started> {
  const port = await freePort();
  const dir = join(root, ".wrangler", `e2e-local-${mode}-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const info = join(dir, "run.json");
  let output = "";
  // As a newcomer runs it: the stand-ins by default, whatever LOCAL_* this shell sets.
  const inherited = { ...process.env };
  for (const name of Object.keys(inherited)) if (name.startsWith("LOCAL_")) delete inherited[name];
  const child = spawn(
    process.execPath,
    ["scripts/start.mjs", "--no-build", ...(mode === "production" ? ["--prod"] : [])],
    {
      cwd: root,
      // Its own process group, so the teardown can tell whether anything of it is left.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...inherited,
        PORT: String(port),
        PERSIST_TO: join(dir, "state"),
        VARS_FILE: join(dir, mode === "production" ? "prod.vars" : "dev.vars"),
        STANDINS_JSON: info,
        // wrangler's own debug log (what it printed and why it stopped), for the teardown's report.
        WRANGLER_LOG_PATH: join(dir, "wrangler-logs"),
      },
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const started: Started = { mode, child, port, dir, info, log: () => output, stopped: false, exited: null };
  child.once("exit", (code, signal) => {
    if (!started.stopped) started.exited = `${signal ?? `code ${code}`} at ${new Date().toISOString()}`;
  });
  return started;
}

/**
 * Why a server stopped or restarted: the end of what the script printed (without the request lines
 * of `wrangler dev`), and the warnings and errors of wrangler's debug logs.
 */
function report(server: Started): string {
  const printed = outputTail(server.log());
  const logs = join(server.dir, "wrangler-logs");
  const entries = existsSync(logs)
    ? readdirSync(logs)
        .sort()
        .flatMap((name) =>
          [...readFileSync(join(logs, name), "utf8").matchAll(/^--- (\S+) (warn|error)\n([\s\S]*?)\n---$/gm)].map(
            ([, at, level, text]) => `${name} ${at} ${level}: ${text}`,
          ),
        )
    : [];
  const wrangler = entries.length ? entries.join("\n").slice(-6000) : "(none)";
  return `scripts/start.mjs printed (end):\n${printed}\nwrangler's logged warnings and errors:\n${wrangler}`;
}

export async function ready(server: Started) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`scripts/start.mjs (${server.mode}) exited early:\n${report(server)}`);
    }
    if (existsSync(server.info)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`scripts/start.mjs (${server.mode}) was not serving within 240 s:\n${report(server)}`);
}

/** Processes still in the group of `pid`. */
function groupMembers(pid: number): string[] {
  try {
    return execFileSync("ps", ["-o", "pid=,args=", "-g", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  } catch {
    return []; // ps exits 1 when the group is empty
  }
}

/** Ctrl-C: SIGINT to the script alone; it must stop wrangler, the stand-ins, and clean up. */
export async function stop(server: Started): Promise<string[]> {
  const problems: string[] = [];
  const pid = server.child.pid as number;
  server.stopped = true;
  if (server.exited) {
    problems.push(`scripts/start.mjs (${server.mode}) stopped during the tests (${server.exited}).\n${report(server)}`);
  } else if (server.log().includes("[start] wrangler dev")) {
    // Restarted by its supervisor (decision 0127): the tests went on, but say what happened and why.
    console.warn(`\nscripts/start.mjs (${server.mode}) restarted wrangler dev during the tests.\n${report(server)}\n`);
  }
  if (server.child.exitCode === null) {
    const exited = new Promise<void>((r) => server.child.once("exit", () => r()));
    server.child.kill("SIGINT");
    const timeout = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 30_000));
    if ((await Promise.race([exited, timeout])) === "timeout") {
      problems.push(`scripts/start.mjs (${server.mode}) did not stop within 30 s of SIGINT.`);
    }
  }
  // Give the group a moment to finish exiting, then look for anything left behind.
  for (let i = 0; i < 20 && groupMembers(pid).length > 0; i++) await new Promise((r) => setTimeout(r, 250));
  const left = groupMembers(pid);
  if (left.length) {
    problems.push(`scripts/start.mjs (${server.mode}) left processes behind:\n  ${left.join("\n  ")}`);
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
  for (const file of [
    join(root, "workers/news", `.wrangler-local-${server.port}.toml`),
    join(root, ".wrangler/local", `${server.mode}-${server.port}.env`),
  ]) {
    if (existsSync(file)) {
      problems.push(`scripts/start.mjs (${server.mode}) left ${file} behind.`);
      rmSync(file, { force: true });
    }
  }
  rmSync(server.dir, { recursive: true, force: true });
  return problems;
}
