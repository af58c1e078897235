#!/usr/bin/env node
/**
 * Fails when app/db/schema.ts has changes that no migration in migrations/ holds
 * (someone edited the schema and forgot `npm run db:generate`).
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = mkdtempSync(join(tmpdir(), "debatestorm-drift-"));
try {
  cpSync(join(root, "migrations"), out, { recursive: true });
  const before = readdirSync(out).sort().join("\n");
  execFileSync(
    join(root, "node_modules", ".bin", "drizzle-kit"),
    // drizzle-kit reads --out relative to the working directory (an absolute path fails, silently).
    ["generate", "--dialect", "sqlite", "--schema", "./app/db/schema.ts", "--out", relative(root, out)],
    { cwd: root, stdio: "pipe" },
  );
  const after = readdirSync(out).sort().join("\n");
  if (before !== after) {
    console.error("app/db/schema.ts has changes with no migration. Run `npm run db:generate` and commit migrations/.");
    process.exit(1);
  }
  console.log("Schema and migrations agree.");
} finally {
  rmSync(out, { recursive: true, force: true });
}
