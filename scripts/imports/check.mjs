#!/usr/bin/env node
/**
 * The house, measured from the code's own imports (part of `npm run lint`):
 *   - import circles among app/, workers/ and scripts/ (tests aside): must be none;
 *   - arrows that run back up the floors (scripts/imports/layers.mjs; the ESLint rule
 *     `layers/imports-point-down` names each at its line): must be none;
 *   - the longest route module (at most 300 lines) and component (at most 400);
 *   - exports nothing imports (scripts/imports/unused.mjs): must be none.
 * Prints the figures; exits 1 when a floor is broken.
 *
 *   node scripts/imports/check.mjs
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { circles, importGraph, root, sourceFiles } from "./graph.mjs";
import { breach } from "./layers.mjs";
import { unusedExports } from "./unused.mjs";

const MAX_ROUTE_LINES = 300;
const MAX_COMPONENT_LINES = 400;

const isTest = (f) => /\.test\.[cm]?[jt]sx?$/.test(f) || f.startsWith("tests/") || f.startsWith("bench/");
const all = sourceFiles();
const files = all.filter((f) => !isTest(f) && /^(app|workers|scripts)\//.test(f));
const graph = importGraph(files);

const problems = [];

const found = circles(graph);
console.log(`import circles: ${found.length}`);
for (const circle of found) {
  console.log(`  ${circle.join(" ↔ ")}`);
  problems.push("circle");
}

const upward = [];
for (const [from, targets] of graph) {
  for (const to of targets) {
    const why = breach(from, to);
    if (why) upward.push(`${from} → ${to}: ${why}`);
  }
}
console.log(`arrows that break the floors: ${upward.length}`);
for (const line of upward) console.log(`  ${line}`);
if (upward.length) problems.push("floors");

const lines = (f) => readFileSync(join(root, f), "utf8").split("\n").length;
const longest = (prefix, max, label) => {
  const sized = files
    .filter((f) => f.startsWith(prefix) && /\.(ts|tsx)$/.test(f))
    .map((f) => [f, lines(f)])
    .sort((a, b) => b[1] - a[1]);
  const [top] = sized;
  console.log(`longest ${label}: ${top ? `${top[0]}, ${top[1]} lines` : "none"} (at most ${max})`);
  for (const [f, n] of sized.filter(([, n]) => n > max)) {
    console.log(`  ${f}: ${n} lines, over ${max}: move its parts into app/components/<feature>/`);
    problems.push("size");
  }
};
longest("app/routes/", MAX_ROUTE_LINES, "route module");
longest("app/components/", MAX_COMPONENT_LINES, "component");

const unused = unusedExports(all);
console.log(`unused exports: ${unused.length}`);
for (const line of unused)
  console.log(`  ${line}: nothing imports it (delete it, or drop its export if its module uses it)`);
if (unused.length) problems.push("unused exports");

if (problems.length) {
  console.error(`The house is off its plan (docs/architecture.md): ${[...new Set(problems)].join(", ")}.`);
  process.exit(1);
}
