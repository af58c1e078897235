/**
 * Before the browser tests of `npm start` and `npm run start:prod` (playwright.local.config.ts): each
 * server is started by the real script, scripts/start.mjs (without its build: `npm test` has built),
 * as a newcomer starts it, on a free port, with a fresh database and a fresh vars file of its own
 * (written by that first start, as .dev.vars and .prod.vars are), in a process group of its own.
 * The script writes a run file (STANDINS_JSON) once the app answers: its address, its vars file and
 * its stand-ins'; the tests read it (tests/e2e-local/fixtures.ts).
 *
 * Afterwards each script gets SIGINT (what Ctrl-C sends it) and must stop by itself, leaving no
 * process of its group behind and none of the files it made for the run: the teardown fails if it
 * does not. It also fails if a script stopped during the tests, and prints the end of its output and
 * of wrangler's debug log (WRANGLER_LOG_PATH, in the run's directory); if the script's supervisor
 * restarted `wrangler dev` (decision 0127), it prints the same as a warning.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { CHROMIUM_MISSING, chromiumPath } from "../e2e/chromium";
import { ready, start, stop, type Started } from "./servers";

const root = resolve(import.meta.dirname, "../..");

export default async function globalSetup() {
  if (!chromiumPath()) {
    console.error(`\n${CHROMIUM_MISSING}\n`);
    process.exit(1);
  }
  if (!existsSync(join(root, "build/server/index.js")) || !existsSync(join(root, "workers/infographic/generated"))) {
    throw new Error("The app is not built: run `npm run build` first (npm test does).");
  }
  const servers = [await start("development"), await start("production")];
  try {
    await Promise.all(servers.map(ready));
  } catch (error) {
    await Promise.all(servers.map(stop));
    throw error;
  }
  const [development, production] = servers as [Started, Started];
  process.env.E2E_START_INFO = development.info;
  process.env.E2E_START_URL = JSON.parse(readFileSync(development.info, "utf8")).app;
  process.env.E2E_PROD_INFO = production.info;
  process.env.E2E_PROD_URL = JSON.parse(readFileSync(production.info, "utf8")).app;

  return async () => {
    const problems = (await Promise.all(servers.map(stop))).flat();
    if (problems.length) throw new Error(problems.join("\n"));
  };
}
