/**
 * A .cpuprofile (RENDER_PROFILE, scripts/bench/render.mjs) summed: the share of the samples spent in each
 * function itself (self) and under it (total), the top ones. `node scripts/bench/profile-summary.mjs <file> [n]`.
 */
import { existsSync, readFileSync } from "node:fs";

const [file, top = "40"] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const hits = new Map();
for (const s of profile.samples) hits.set(s, (hits.get(s) ?? 0) + 1);
// With the bundle beside it (<file>.js, written by the bench), each function shows the start of its code.
const lines = existsSync(`${file}.js`) ? readFileSync(`${file}.js`, "utf8").split("\n") : null;
const code = ({ url, lineNumber, columnNumber }) =>
  lines && url.endsWith("index.js") ? ` ${lines[lineNumber]?.slice(columnNumber, columnNumber + 70) ?? ""}` : "";
const name = (n) =>
  `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber}${code(n.callFrame)}`;
const self = new Map();
const total = new Map();
let all = 0;
for (const [id, count] of hits) {
  const n = nodes.get(id);
  if (n.callFrame.functionName === "(idle)" || n.callFrame.functionName === "(program)") continue;
  all += count;
  self.set(name(n), (self.get(name(n)) ?? 0) + count);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const key = name(nodes.get(at));
    if (seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + count);
  }
}
const pct = (v) => `${((100 * v) / all).toFixed(1)}%`.padStart(6);
console.log(`${all} busy samples`);
console.log("self:");
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) console.log(pct(v), k);
console.log("total:");
for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) console.log(pct(v), k);
