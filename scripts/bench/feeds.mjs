/**
 * The news reader on 2 MB (its size cap): the median parse time of each shape in
 * tests/fixtures/big-feeds.ts, in a process of its own (scripts/bench/feed-parse.ts); the slowest
 * against the budget of 100 ms.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";

export function benchFeedParse({ root, env, report }) {
  const output = execFileSync(join(root, "node_modules", ".bin", "tsx"), ["scripts/bench/feed-parse.ts"], {
    cwd: root,
    env,
    encoding: "utf8",
  });
  const medians = JSON.parse(output.trim().split("\n").at(-1));
  const [slowest, ms] = Object.entries(medians).sort((a, b) => b[1] - a[1])[0];
  // The name stays the same whichever shape is slowest (a part run replaces its figure by name).
  report("news reader, 2 MB feed, slowest shape, median of 5", ms, "ms", 100, "max", { slowest, medians });
  for (const [label, value] of Object.entries(medians)) console.log(`      ${String(value).padStart(7)} ms  ${label}`);
}
