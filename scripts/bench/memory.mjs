/**
 * Memory under load (issue 29, docs/decisions/0116-bounded-memos.md; `npm run bench -- --memory`,
 * `--memory-minutes N` for the mixed phase, default 10): the resident memory (VmRSS) of the workerd
 * process under `wrangler dev` serving the build, sampled every SAMPLE_MS, through three phases on
 * one fresh server (scripts/bench/mixed-load.mjs; the edge cache off, so that every page is drawn by
 * our code):
 *   1. a static file only, N/2 minutes: wrangler's asset server answers it before the page Worker
 *      runs, so none of our code runs: what grows here is workerd's own;
 *   2. the mixed load, N minutes: signed-out `/`, a debate page, the static file, signed-in `/`, votes;
 *   3. idle, N/2 minutes: what is given back.
 * Our own module-level structures are BoundedMaps with fixed limits (app/utils/bounded-map.ts); the
 * growth per 10,000 requests of each phase says how much of the rest follows our code. No budget:
 * the figures describe the local runtime, not production's.
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

import { descendantsNamed, isolateHeap, mixedServer, requestKinds, residentMB, runLoad, VIRAL } from "./mixed-load.mjs";

const SAMPLE_MS = 5_000;
const CONNECTIONS = 8;
const CITIZENS = 1_000;
const MIXED = ["homeOut", "debateOut", "static", "homeIn", "vote"];

const minutesArg = () => {
  const at = process.argv.indexOf("--memory-minutes");
  const minutes = at === -1 ? 10 : Number(process.argv[at + 1]);
  if (!(minutes > 0)) throw new Error("--memory-minutes wants a number of minutes, e.g. --memory-minutes 3");
  return minutes;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");

export async function benchMemory(ownServer) {
  const { report } = ownServer;
  const minutes = minutesArg();
  const server = await mixedServer(ownServer, "memory", CITIZENS);
  try {
    // Two workerd processes: wrangler dev's proxy, listening on the port requests come to, and the
    // runtime behind it (miniflare's: the asset server and the page Worker's isolate).
    const port = new URL(server.base).port;
    const roles = descendantsNamed(server.child.pid, "workerd").map((pid) => ({
      pid,
      role: readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(`entry=localhost:${port}`) ? "proxy" : "runtime",
    }));
    const runtime = roles.find((r) => r.role === "runtime");
    const proxy = roles.find((r) => r.role === "proxy");
    if (!runtime || !proxy) throw new Error(`workerd processes under wrangler dev: ${JSON.stringify(roles)}`);
    // Votes: each a citizen's first on its debate (the crowd's debates, then the demo's), as long as there are pairs.
    const listed = await (await fetch(`${server.base}/api/debates`)).json();
    const seeded = (Array.isArray(listed) ? listed : (listed.debates ?? [])).map((d) => d.id);
    const kinds = requestKinds(server.base, server.cookies, [VIRAL, ...seeded]);
    let votes = 0;
    const citizen = (kind, n) => (kind === "vote" ? votes++ : n);
    // Warm every kind (code loaded, strings read) before the first sample.
    await runLoad({ kinds, cycle: MIXED, connections: 1, seconds: 5, citizen });

    const curve = [];
    const started = performance.now();
    let phase = "start";
    let requests = 0;
    const heap = await isolateHeap(server.inspector);
    const at = async () => ({
      runtime: residentMB(runtime.pid),
      proxy: residentMB(proxy.pid),
      heap: await heap.used(),
    });
    // At each phase's end: the same, and the heap after a full collection (what our code really keeps).
    const atEnd = async () => ({ ...(await at()), retained: await heap.retained() });
    const sample = async () => {
      const point = { s: Math.round((performance.now() - started) / 1000), phase, requests, ...(await at()) };
      curve.push(point);
      console.log(
        `  ${String(point.s).padStart(5)} s  ${phase.padEnd(7)} ${String(requests).padStart(7)} requests  runtime ${point.runtime} MB  proxy ${point.proxy} MB  isolate heap ${point.heap} MB`,
      );
    };
    await sample();
    const timer = setInterval(sample, SAMPLE_MS);
    const phaseOf = async (name, seconds, cycle) => {
      phase = name;
      if (!cycle) return new Promise((r) => setTimeout(r, seconds * 1000));
      // In slices, so that the request count of each sample is current.
      for (let left = seconds; left > 0; left -= SAMPLE_MS / 1000) {
        const slice = await runLoad({
          kinds,
          cycle,
          connections: CONNECTIONS,
          seconds: Math.min(left, SAMPLE_MS / 1000),
          citizen,
        });
        if (slice.errors > 0) console.log(`  ${slice.errors} errors: ${JSON.stringify(slice.byKind)}`);
        errors += slice.errors;
        requests += slice.requests;
      }
    };
    let errors = 0;
    const rss = { start: await atEnd() };
    const loadAt = { start: load() };
    const count = { start: requests };
    await phaseOf("static", (minutes * 60) / 2, ["static"]);
    rss.static = await atEnd();
    count.static = requests;
    await phaseOf("mixed", minutes * 60, MIXED);
    rss.mixed = await atEnd();
    count.mixed = requests;
    loadAt.mixed = load();
    await phaseOf("idle", (minutes * 60) / 2, null);
    rss.idle = await atEnd();
    clearInterval(timer);
    await sample();
    heap.close();

    // A figure the inspector did not give (null) makes its differences null too, never NaN.
    const grownBy = (role, from, to) =>
      rss[from][role] === null || rss[to][role] === null ? null : rss[to][role] - rss[from][role];
    const perTenThousand = (grown, n) =>
      grown === null ? null : Number(((grown * 10_000) / Math.max(1, n)).toFixed(1));
    const staticRequests = count.static - count.start;
    const mixedRequests = count.mixed - count.static;
    const label = `${minutes} min mixed, ${CONNECTIONS} connections, load ${loadAt.start} at the start, ${loadAt.mixed} after the mixed phase, ${cpus().length} cores`;
    report(`memory: requests that failed (${label})`, errors, "", undefined, "max", { curve });
    const NAMES = {
      runtime: "workerd runtime RSS (the Worker's isolate, the asset server)",
      proxy: "workerd proxy RSS (wrangler dev's)",
      heap: "the page Worker's JavaScript heap in use (garbage included)",
      retained: "the page Worker's JavaScript heap after a full collection (all our code keeps)",
    };
    for (const role of ["runtime", "proxy", "heap", "retained"]) {
      const name = NAMES[role];
      report(`memory: ${name}, at the start`, rss.start[role], "MB");
      report(`memory: ${name}, after the static-file phase (${staticRequests} requests)`, rss.static[role], "MB");
      report(`memory: ${name}, after the mixed phase (${mixedRequests} requests)`, rss.mixed[role], "MB");
      report(`memory: ${name}, after ${minutes / 2} min idle`, rss.idle[role], "MB");
      report(
        `memory: ${name}, growth per 10,000 static-file requests (none of our code runs)`,
        perTenThousand(grownBy(role, "start", "static"), staticRequests),
        "MB",
      );
      report(
        `memory: ${name}, growth per 10,000 mixed requests`,
        perTenThousand(grownBy(role, "static", "mixed"), mixedRequests),
        "MB",
      );
      const back = grownBy(role, "idle", "mixed");
      report(`memory: ${name}, given back after idle`, back === null ? null : Number(back.toFixed(1)), "MB");
    }
  } finally {
    await server.stop();
    server.remove();
  }
}
