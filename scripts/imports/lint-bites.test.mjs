/**
 * The floors are kept by the linter, not by memory: files that break them are planted in the tree
 * and ESLint (or scripts/imports/check.mjs, also part of `npm run lint`) must refuse each
 * (docs/architecture.md). Run: `node --test scripts/imports/lint-bites.test.mjs`.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { after, test } from "node:test";

import { ESLint } from "eslint";

import { root } from "./graph.mjs";

const planted = [];
function plant(path, text) {
  mkdirSync(join(root, dirname(path)), { recursive: true });
  writeFileSync(join(root, path), text);
  planted.push(path);
  return path;
}
after(() => {
  for (const path of planted) rmSync(join(root, path), { force: true });
});

async function breaches(path) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintFiles([path]);
  return result.messages.filter((m) => m.ruleId === "layers/imports-point-down").map((m) => m.message);
}

test("a lower floor importing a higher one fails lint", async () => {
  const file = plant("app/utils/planted-upward.ts", 'export { getDebate } from "~/models/debates";\n');
  const messages = await breaches(file);
  assert.equal(messages.length, 1);
  assert.match(messages[0], /the ground floor .* imports the domains floor above it/);
});

test("a domain reaching into another domain's files fails lint; its face does not", async () => {
  const file = plant(
    "app/models/civic/planted-deep.ts",
    'export { vote } from "~/models/debates/votes.server";\nexport { getDebate } from "~/models/debates";\n',
  );
  const messages = await breaches(file);
  assert.equal(messages.length, 1);
  assert.match(messages[0], /only the debates domain reaches into its own files/);
});

test("app/ importing workers/ fails lint", async () => {
  const file = plant("app/routes/planted-workers.ts", 'export { default } from "../../workers/app";\n');
  const messages = await breaches(file);
  assert.equal(messages.length, 1);
  assert.match(messages[0], /app\/ never imports workers\//);
});

test("an export nothing imports fails lint; one that is imported does not", () => {
  plant("app/utils/planted-unused.ts", "export const plantedRead = 1;\nexport const plantedUnread = 2;\n");
  plant(
    "app/utils/planted-reader.ts",
    'import { plantedRead } from "./planted-unused";\n\nconsole.log(plantedRead);\n',
  );
  const run = spawnSync(process.execPath, ["scripts/imports/check.mjs"], { cwd: root, encoding: "utf8" });
  assert.equal(run.status, 1);
  assert.match(run.stdout, /app\/utils\/planted-unused\.ts:2 plantedUnread: nothing imports it/);
  assert.doesNotMatch(run.stdout, /plantedRead\b/);
});
