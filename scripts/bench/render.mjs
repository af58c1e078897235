/**
 * Server rendering as a citizen feels it (npm run bench): the home page against /help through the
 * same server in the same run, interleaved in short windows so that the machine's speed and load
 * cancel out. Each window keeps CONNECTIONS requests in flight for WINDOW_MS; the figures are
 * requests per second and the 95th percentile latency of each page over all its windows.
 * Budget: `/` serves at least half the requests per second of /help (docs/performance.md).
 */
const CONNECTIONS = 10;
const WINDOW_MS = 2_000;
const ROUNDS = 4;

const round = (value, digits = 1) => Number(value.toFixed(digits));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};

/** Requests to `url` with CONNECTIONS in flight for `ms`: their latencies and the time it took. */
async function window(url, ms) {
  const latencies = [];
  const started = performance.now();
  const until = started + ms;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const response = await fetch(url, { headers: { Accept: "text/html" } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

export async function benchRendering({ base, report }) {
  const pages = { home: `${base}/`, help: `${base}/help` };
  // Warm both (code loaded, strings read, caches filled) before measuring.
  for (const url of Object.values(pages)) await window(url, 500);
  const totals = { home: { latencies: [], seconds: 0 }, help: { latencies: [], seconds: 0 } };
  for (let i = 0; i < ROUNDS; i++) {
    // Alternate which goes first, so that neither always follows the other.
    const order = i % 2 === 0 ? ["home", "help"] : ["help", "home"];
    for (const name of order) {
      const { latencies, seconds } = await window(pages[name], WINDOW_MS);
      totals[name].latencies.push(...latencies);
      totals[name].seconds += seconds;
    }
  }
  const rate = (name) => totals[name].latencies.length / totals[name].seconds;
  const p95 = (name) => percentile(totals[name].latencies, 95);
  const homeHtml = await (await fetch(pages.home)).text();
  report("home page HTML (uncompressed)", round(new TextEncoder().encode(homeHtml).length / 1024), "KB");
  report(`/ requests per second (${CONNECTIONS} connections, interleaved)`, round(rate("home")), "req/s");
  report(`/help requests per second (same run)`, round(rate("help")), "req/s");
  report("/ p95 latency", round(p95("home")), "ms");
  report("/help p95 latency", round(p95("help")), "ms");
  report("server rendering ratio: / req/s over /help req/s", round(rate("home") / rate("help"), 2), "x", 0.5, "min");
}
