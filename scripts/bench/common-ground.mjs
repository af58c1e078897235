/**
 * Common ground (npm run bench; issue 30): the computation of 1,000 participants × 300 arguments
 * (every cell reacted: the densest matrix, three planted blocs, 15 % noise) in workerd, against the
 * budget of 2 s of CPU for one run (docs/common-ground.md, docs/performance.md).
 *
 * A bench-only Worker (scripts/bench/common-ground) runs under `wrangler dev`. CPU is read from the
 * workerd process itself (/proc/<pid>/stat: user + system time, in clock ticks of 10 ms) before and
 * after each request, so a loaded machine stretches the wall time but not the figure; it includes
 * the request's own handling (a request that does nothing is measured beside it). The first run,
 * on a fresh isolate (no JIT warm-up: as a Durable Object alarm may find it), is included, and the
 * slowest run is the one held to the budget. `npm run bench -- --common-ground` runs it alone.
 */
import { readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

const RUNS = 6;
const BUDGET_MS = 2_000;
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** user + system CPU of a process, in ms. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which is in parentheses and may hold spaces): utime is the 14th field.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The workerd processes started (at any depth) by the process `root`. */
export function workerdProcesses(root) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      children.set(parent, [...(children.get(parent) ?? []), { pid: Number(entry), name }]);
    } catch {
      // the process ended meanwhile
    }
  }
  const found = [];
  const visit = (pid) => {
    for (const child of children.get(pid) ?? []) {
      if (child.name === "workerd") found.push(child.pid);
      visit(child.pid);
    }
  };
  visit(root);
  return found;
}

/** The load average (1 / 5 / 15 min), as `uptime` prints it: the context of the figure. */
const load = () =>
  `${loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ")} (${cpus().length} cores)`;

export const totalCpu = (pids) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

export async function benchCommonGround({ report, waitFor, startWrangler, freePort }) {
  const loadAtStart = load();
  console.log(`      load average at the start: ${loadAtStart}`);
  const [port, inspector] = await Promise.all([freePort(), freePort()]);
  const child = startWrangler(
    ["-c", "scripts/bench/common-ground/wrangler.toml", "--port", String(port), "--inspector-port", String(inspector)],
    "common-ground bench Worker",
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/noop`, child);
    const pids = workerdProcesses(child.pid);
    if (pids.length === 0) throw new Error(`no workerd process found under wrangler dev (pid ${child.pid})`);

    const measure = async (path) => {
      const before = totalCpu(pids);
      const response = await fetch(`${base}${path}`);
      const body = await response.json();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return { cpu: totalCpu(pids) - before, body };
    };
    const prepared = await measure("/prepare");
    console.log(
      `      input: ${prepared.body.reactions} reactions, ${prepared.body.votes} votes (built in ${prepared.cpu} ms of CPU)`,
    );
    const runs = [];
    const noops = [];
    for (let run = 0; run < RUNS; run++) {
      const { cpu, body } = await measure("/run");
      if (body.status !== "ready") throw new Error(`the computation answered ${JSON.stringify(body)}`);
      runs.push({ cpu, clock: body.ms });
      noops.push((await measure("/noop")).cpu);
      console.log(
        `      run ${run + 1}${run === 0 ? " (fresh isolate)" : ""}: ${cpu} ms CPU, ${body.ms.toFixed(0)} ms on the Worker's clock; groups ${body.groups.join(", ")}`,
      );
    }
    const cpu = runs.map((r) => r.cpu);
    const loadAtEnd = load();
    console.log(`      load average at the end: ${loadAtEnd}`);
    report(
      `common ground, 1,000 × 300, CPU of one computation in workerd, slowest of ${RUNS} (first on a fresh isolate)`,
      Math.max(...cpu),
      "ms",
      BUDGET_MS,
      "max",
      {
        runs: cpu,
        workerClockMs: runs.map((r) => Math.round(r.clock)),
        noopRequestCpuMs: noops,
        loadAverage: { start: loadAtStart, end: loadAtEnd },
      },
    );
    report("common ground, 1,000 × 300, CPU median", median(cpu), "ms");
  } finally {
    child.kill("SIGTERM");
  }
}
