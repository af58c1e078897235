/**
 * Seeds the local D1 database with demo data (idempotent: a second run adds nothing).
 * Uses the real local D1 through wrangler's platform proxy, the same storage
 * `wrangler dev` serves. Options (environment):
 *   PERSIST_TO  the directory given to `wrangler dev --persist-to` (default: wrangler's own)
 *   DEV_ADMIN_USERNAME, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEMO_USER_PASSWORD
 *               override the values of .dev.vars (the browser tests use their own)
 *   SEED_ADMIN=off  no admin (`npm run start:prod`: the first admin comes from FIRST_ADMIN_*, as on a
 *               deployment); the DEV_ADMIN_* values are then not needed
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";

import { getPlatformProxy, unstable_readConfig } from "wrangler";

import { createDb } from "../app/db/client.server";
import { seedDatabase } from "../app/seed/seed";
import type { Env } from "../app/env.server";

const ADMIN = ["DEV_ADMIN_USERNAME", "DEV_ADMIN_EMAIL", "DEV_ADMIN_PASSWORD"] as const;

const root = resolve(import.meta.dirname, "..");

/**
 * A wrangler config with only the D1 binding of wrangler.toml: the seed needs nothing
 * else, and the Durable Object bindings would only make the proxy warn that their
 * class is not in this process.
 */
function seedConfig() {
  const config = unstable_readConfig({ config: join(root, "wrangler.toml") });
  const db = config.d1_databases.find((d: { binding: string }) => d.binding === "DB");
  if (!db) throw new Error("wrangler.toml has no D1 binding named DB.");
  const dir = join(root, ".wrangler", "seed");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, "wrangler.json");
  writeFileSync(
    path,
    JSON.stringify({ name: "debatestorm-seed", compatibility_date: config.compatibility_date, d1_databases: [db] }),
  );
  return path;
}

function devVars(): Record<string, string | undefined> {
  const file = join(root, ".dev.vars");
  return existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
}

async function main() {
  const persistTo = process.env.PERSIST_TO;
  const proxy = await getPlatformProxy<Env>({
    configPath: seedConfig(),
    persist: { path: persistTo ? join(resolve(persistTo), "v3") : join(root, ".wrangler", "state", "v3") },
    envFiles: [],
    remoteBindings: false,
  });
  const vars = devVars();
  try {
    const withAdmin = process.env.SEED_ADMIN !== "off";
    const value = (name: (typeof ADMIN)[number] | "DEMO_USER_PASSWORD") => process.env[name] || vars[name];
    const missing = [...(withAdmin ? ADMIN : []), "DEMO_USER_PASSWORD" as const].filter((name) => !value(name));
    if (missing.length) {
      throw new Error(`Missing ${missing.join(", ")} in .dev.vars (see .dev.vars.example).`);
    }
    const started = Date.now();
    const report = await seedDatabase(createDb(proxy.env.DB), {
      admin: withAdmin
        ? {
            username: value("DEV_ADMIN_USERNAME") as string,
            email: value("DEV_ADMIN_EMAIL") as string,
            password: value("DEV_ADMIN_PASSWORD") as string,
          }
        : null,
      demoPassword: value("DEMO_USER_PASSWORD") as string,
    });
    const added = Object.entries(report).filter(([, n]) => n > 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (added.length === 0) console.log(`Seed: the demo data is already there, nothing added (${seconds}s).`);
    else console.log(`Seed: added ${added.map(([table, n]) => `${n} ${table}`).join(", ")} (${seconds}s).`);
  } finally {
    await proxy.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
