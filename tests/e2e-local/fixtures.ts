/**
 * The browser tests of `npm start` and `npm run start:prod`: the fixtures of tests/e2e (axe, console
 * errors) and the server the project runs against, as its run file describes it (global-setup.ts):
 * its vars file's values (the passwords its first start wrote) and its stand-ins' addresses.
 *
 * Each test starts once its server answers: scripts/start.mjs restarts `wrangler dev` if the local
 * runtime dies (decision 0127), and a test waits for that rather than failing on a refused connection.
 *
 * In production mode Turnstile is on. Its widget is a script from challenges.cloudflare.com, which
 * the browser cannot reach offline: the browser is served the local Turnstile server's stand-in for
 * that script instead (tests/fakes/turnstile-server.ts), as the real one does with a testing site key.
 */
import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";

import type { StandInReport } from "../../local/stand-ins";
import { appAnswers } from "../../scripts/app-answers.mjs";
import { expect, test as base } from "../e2e/fixtures";

export interface LocalServer {
  mode: "development" | "production";
  app: string;
  vars: Record<string, string>;
  standIns: StandInReport[];
}

function readServer(mode: LocalServer["mode"]): LocalServer {
  const file = mode === "production" ? process.env.E2E_PROD_INFO : process.env.E2E_START_INFO;
  if (!file) throw new Error("Run these tests with playwright.local.config.ts (its global setup starts the servers).");
  const info = JSON.parse(readFileSync(file, "utf8")) as LocalServer & { varsFile: string };
  return { ...info, vars: parseEnv(readFileSync(info.varsFile, "utf8")) as Record<string, string> };
}

/** Throws unless the app answers with its own robots.txt. */
async function answering(server: LocalServer) {
  expect(await appAnswers(server.app, 10_000)).toBe(true);
}

export const test = base.extend<{ serverMode: LocalServer["mode"]; server: LocalServer }>({
  serverMode: ["development", { option: true }],
  server: async ({ serverMode }, use) => {
    const server = readServer(serverMode);
    await expect(
      () => answering(server),
      `${server.app} answers (scripts/start.mjs may be restarting wrangler dev)`,
    ).toPass({ timeout: 60_000 });
    await use(server);
  },
  context: async ({ context, server }, use) => {
    const turnstile = server.standIns.find((s) => s.key === "turnstile" && s.url);
    if (turnstile?.links.script) {
      await context.route("https://challenges.cloudflare.com/turnstile/v0/api.js*", async (route) => {
        await route.fulfill({ response: await route.fetch({ url: turnstile.links.script }) });
      });
    }
    await use(context);
  },
});

/** The messages the local mail API of `server` holds for `to`. */
export async function sentMail(server: LocalServer, to: string): Promise<{ subject: string; text: string }[]> {
  const mail = server.standIns.find((s) => s.key === "mail");
  if (!mail?.links.messages) throw new Error(`The ${server.mode} server runs no local mail API.`);
  const response = await fetch(`${mail.links.messages}?to=${encodeURIComponent(to)}`);
  return (await response.json()) as { subject: string; text: string }[];
}

export { expect };
