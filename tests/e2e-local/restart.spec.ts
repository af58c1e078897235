/**
 * `npm start` keeps the product up when the local Workers runtime dies (scripts/start.mjs, decision
 * 0127): killed, `wrangler dev` is started again by the script, with the data kept; a port in use
 * is said at once; and a browser asking before the app serves gets a page saying so and does not hold
 * the start up. Project `restart` (playwright.local.config.ts) runs after the others, since the
 * kill would fail whatever else was using the development server at that moment; the teardown then
 * prints the restart as a warning.
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { resolve } from "node:path";

import { appAnswers } from "../../scripts/app-answers.mjs";
import { expect, test } from "./fixtures";
import { ready, start, stop } from "./servers";

const root = resolve(import.meta.dirname, "../..");
const PASSWORD = "restart-pass-123";

/** The process id of the `wrangler dev` (its node process running wrangler's CLI) serving `port`. */
function wranglerOf(port: string): number | null {
  const table = execFileSync("ps", ["-e", "-o", "pid=,args="], { encoding: "utf8" });
  const line = table.split("\n").find((l) => l.includes("wrangler-dist/cli.js dev") && l.includes(`--port ${port} `));
  return line ? Number(line.trim().split(/\s+/)[0]) : null;
}

test("when wrangler dev dies, npm start starts it again and the data is kept", async ({ page, request, server }) => {
  test.setTimeout(150_000);
  const email = `restart-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const registered = await request.post("/api/register-user", {
    data: { firstName: "Ritu", lastName: "Local", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status()).toBe(201);

  const port = new URL(server.app).port;
  const before = wranglerOf(port);
  expect(before, "the wrangler dev of the development server").not.toBeNull();
  process.kill(before as number, "SIGKILL");

  // Another wrangler dev on the same port, started by the script, and the app answering through it.
  await expect.poll(() => wranglerOf(port), { timeout: 90_000 }).not.toBeNull();
  await expect.poll(() => wranglerOf(port), { timeout: 90_000 }).not.toBe(before);
  await expect.poll(() => appAnswers(server.app, 10_000), { timeout: 90_000 }).toBe(true);

  // The account made before the kill signs in after it: the local D1 was kept.
  await page.goto("/login");
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email or username").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toHaveText("Signed in as Ritu Local");
});

test("a second npm start on a port in use says so at once, and stops", async ({ server }) => {
  const port = new URL(server.app).port;
  const child = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    cwd: root,
    env: { ...process.env, PORT: port, STANDINS_JSON: "", VARS_FILE: "", PERSIST_TO: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((r) => child.once("exit", (c) => r(c)));
  expect(code).toBe(1);
  expect(output).toContain(`Port ${port} is in use. Stop what uses it, or choose another: PORT=8788 npm start.`);
  // It stopped before anything: no vars file, no migration, no stand-in.
  expect(output).not.toContain("Created");
  expect(output).not.toContain("Migrations");
});

test("a browser asking while npm start is still starting gets a page saying so, and the start goes on", async () => {
  test.setTimeout(300_000);
  const server = await start("development");
  let idle: Socket | null = null;
  try {
    // The port is the script's from its first moment (migrations and the demo data come after).
    let early: Response | null = null;
    await expect(async () => {
      early = await fetch(`http://127.0.0.1:${server.port}/`, { signal: AbortSignal.timeout(5_000) });
    }).toPass({ timeout: 30_000 });
    const answer = early as unknown as Response;
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    expect(await answer.text()).toContain("DebateStorm is starting on this machine");

    // A connection left open meanwhile (a browser's keep-alive or preconnect) must not keep the port
    // from being handed to wrangler dev: the app serves, and the open connection was closed.
    idle = connect(server.port, "127.0.0.1");
    // Closed by the script at the hand-over: a reset there is expected, not a failure of the test run.
    idle.on("error", () => undefined);
    await once(idle, "connect");
    const closed = once(idle, "close");
    await ready(server);
    await closed;
    const app = (JSON.parse(readFileSync(server.info, "utf8")) as { app: string }).app;
    expect(await appAnswers(app, 10_000)).toBe(true);
  } finally {
    idle?.destroy();
    expect(await stop(server)).toEqual([]);
  }
});
