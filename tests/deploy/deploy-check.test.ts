/**
 * `npm run deploy:check` (scripts/deploy-check.ts) fails, saying what to do, when a wrangler.toml
 * loses a binding its Worker's code reads, when a Worker grows past its budget, and, for a real
 * deploy, on the repository's placeholder ids. Run after `npm run build` (npm test does): the
 * Workers' upload bundles are in build/upload. A config is changed only in a temporary copy beside
 * the real one (so that its relative paths still hold), removed after the test.
 */
import { execFile } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { afterEach, describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

function deployCheck(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(
      join(root, "node_modules", ".bin", "tsx"),
      ["scripts/deploy-check.ts", ...args],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const copies: string[] = [];
afterEach(() => {
  for (const file of copies.splice(0)) rmSync(file, { force: true });
});

/** A copy of a wrangler config beside it, without the table that starts with `header` (up to the next one). */
function copyWithout(config: string, header: string | null): string {
  const source = readFileSync(join(root, config), "utf8");
  const copy = join(root, dirname(config), `wrangler.deploy-check-${process.pid}-${copies.length}.toml`);
  let text = source;
  if (header) {
    const start = source.indexOf(`${header}\n`);
    expect(start, `${config} has ${header}`).toBeGreaterThanOrEqual(0);
    const next = source.slice(start + header.length).search(/^\[/m);
    text = source.slice(0, start) + (next < 0 ? "" : source.slice(start + header.length + next));
  }
  writeFileSync(copy, text);
  copies.push(copy);
  return relative(root, copy);
}

describe("deploy:check", () => {
  const quick = ["--no-startup", "--no-migrations"];

  it.each([
    {
      worker: "page",
      config: "wrangler.toml",
      table: "[[kv_namespaces]]",
      reads:
        /app\/\S+:\d+ reads env\.CACHE \(KVNamespace\), which \S+ does not declare: add a \[\[kv_namespaces\]\] entry for CACHE/,
    },
    {
      worker: "news",
      config: "workers/news/wrangler.toml",
      table: "[[d1_databases]]",
      reads:
        /workers\/news\/index\.ts:\d+ reads env\.DB \(D1Database\), which \S+ does not declare: add a \[\[d1_databases\]\] entry for DB/,
    },
  ])(
    "fails when $config loses $table, naming who reads it and what to add",
    async ({ worker, config, table, reads }) => {
      const control = await deployCheck(
        "--only",
        worker,
        "--config",
        `${worker}=${copyWithout(config, null)}`,
        ...quick,
      );
      expect(control.output).toContain("deploy:check passed");
      expect(control.code).toBe(0);

      const broken = await deployCheck(
        "--only",
        worker,
        "--config",
        `${worker}=${copyWithout(config, table)}`,
        ...quick,
      );
      expect(broken.code).toBe(1);
      expect(broken.output).toContain("deploy:check FAILED");
      expect(broken.output).toMatch(reads);
    },
  );

  it("fails when a Worker exceeds its budget, saying by how much", async () => {
    const within = await deployCheck("--only", "payments", ...quick);
    expect(within.code).toBe(0);
    const size = /debatestorm-payments\s+([\d.]+) KB gzip/.exec(within.output)?.[1];
    expect(size).toBeDefined();

    const over = await deployCheck("--only", "payments", "--budget", "payments=20", ...quick);
    expect(over.code).toBe(1);
    expect(over.output).toContain(
      `debatestorm-payments is ${size} KB gzip, over its budget of 20 KB by ${(Number(size) - 20).toFixed(1)} KB`,
    );
  });

  it("for a real deploy, refuses the placeholder ids and an empty PUBLIC_ORIGIN", async () => {
    const { code, output } = await deployCheck("--only", "page", "--deploy", ...quick);
    expect(code).toBe(1);
    expect(output).toContain("debatestorm: PUBLIC_ORIGIN is empty in wrangler.toml");
    expect(output).toContain("debatestorm: wrangler.toml still has the placeholder id of DB");
    expect(output).toContain("debatestorm: wrangler.toml still has the placeholder id of CACHE");
  });
});
