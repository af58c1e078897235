/**
 * Server rendering as a citizen feels it (npm run bench): the home page against /help through the
 * same server in the same run, interleaved in short windows so that the machine's speed and load
 * cancel out. Each window keeps CONNECTIONS requests in flight for WINDOW_MS; the figures are
 * requests per second and the 95th percentile latency of each page over all its windows.
 * Budget: `/` serves at least half the requests per second of /help (docs/performance.md).
 *
 * Signed in (`npm run bench -- --render` runs it alone, issue 29, decision 0118): a demo citizen
 * reading in Bengali (their account's language, as the demo citizens do), whom no edge cache serves:
 * `/`, a debate page and `/help`, interleaved the same way, through a page Worker of its own on a
 * fresh seeded local D1 (with the news Worker, whose trending topics a signed-in `/` shows). Budget: `/` and the debate page each at least 0.5x /help's requests per
 * second. Also reported: each page's HTML size and its D1 round trips (`X-D1-Queries`).
 */
import { createHash, randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { createCookie } from "@remix-run/cloudflare";
import { firstDebateId } from "./edge-cache.mjs";
import { demoState, executeSqlFile } from "./local-d1.mjs";
import { inspectorSession } from "./mixed-load.mjs";
const CONNECTIONS = 10;
const WINDOW_MS = 2_000;
const ROUNDS = 4;

const round = (value, digits = 1) => Number(value.toFixed(digits));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};

/** Requests to `url` with CONNECTIONS in flight for `ms`: their latencies and the time it took. */
async function window(url, ms, headers = {}) {
  const latencies = [];
  const started = performance.now();
  const until = started + ms;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const response = await fetch(url, { headers: { Accept: "text/html", ...headers } });
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

/** Interleaved windows over `pages` ({ name: url }) with `headers`: requests per second and p95 of each. */
async function interleaved(pages, headers) {
  for (const url of Object.values(pages)) await window(url, 500, headers);
  const names = Object.keys(pages);
  const totals = Object.fromEntries(names.map((n) => [n, { latencies: [], seconds: 0 }]));
  for (let i = 0; i < ROUNDS; i++) {
    // Rotate which goes first, so that none always follows another.
    const order = names.map((_, k) => names[(k + i) % names.length]);
    for (const name of order) {
      const { latencies, seconds } = await window(pages[name], WINDOW_MS, headers);
      totals[name].latencies.push(...latencies);
      totals[name].seconds += seconds;
    }
  }
  return Object.fromEntries(
    names.map((n) => [
      n,
      { rate: totals[n].latencies.length / totals[n].seconds, p95: percentile(totals[n].latencies, 95) },
    ]),
  );
}

/**
 * RENDER_PROFILE=<file>: a CPU profile of the page Worker (its inspector's Profiler, as decision 0115 took it)
 * over 30 signed-in `/` requests one after another (RENDER_PROFILE_PAGE=debate or help: that page's instead),
 * written to <file> (.cpuprofile, for DevTools or scripts/bench/profile-summary.mjs). Not a figure: the
 * bench's windows run after it as always.
 */
async function profileHome(inspectorPort, url, headers, file) {
  // Profiling 30 requests takes longer than a call usually waits.
  const { call, close } = await inspectorSession(inspectorPort, 120_000);
  await call("Profiler.enable");
  await call("Profiler.setSamplingInterval", { interval: 100 });
  await call("Profiler.start");
  for (let i = 0; i < 30; i++) await (await fetch(url, { headers: { Accept: "text/html", ...headers } })).arrayBuffer();
  const { profile } = await call("Profiler.stop");
  writeFileSync(file, JSON.stringify(profile));
  // The Worker's bundle as the isolate runs it (minified: the profile's lines and columns point into it).
  const scriptId = profile.nodes.find((n) => n.callFrame.url.endsWith("index.js"))?.callFrame.scriptId;
  await call("Debugger.enable");
  const source = scriptId ? await call("Debugger.getScriptSource", { scriptId }) : null;
  if (source?.scriptSource) writeFileSync(`${file}.js`, source.scriptSource);
  // And the page itself, to count what it renders (elements, attributes) beside the profile.
  writeFileSync(`${file}.html`, await (await fetch(url, { headers: { Accept: "text/html", ...headers } })).text());
  await call("Debugger.disable");
  await call("Profiler.disable");
  close();
}

export async function benchSignedInRendering({ root, env, bin, report, waitFor, pageWorker, secrets }) {
  const state = demoState({ root, env, bin }, "render");
  // A live session for a demo citizen who reads in Bengali (the signed `ds_session` cookie holds the token,
  // the sessions row its SHA-256: app/models/accounts/sessions.server.ts).
  const token = randomBytes(32).toString("base64url");
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const seen = new Date(Date.now() + 86_400_000).toISOString();
  const file = join(state, "bench-render.sql");
  writeFileSync(
    file,
    `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at)
     SELECT '${createHash("sha256").update(token).digest("hex")}', id, '${seen}', '${seen}', '${later}'
     FROM users WHERE language = 'bn' AND username != '${secrets.DEV_ADMIN_USERNAME}' ORDER BY id LIMIT 1;`,
  );
  executeSqlFile({ bin, root, env, state }, file);
  const cookie = createCookie("ds_session", {
    secrets: [secrets.SESSION_SECRET],
    path: "/",
    httpOnly: true,
    sameSite: "lax",
  });
  const headers = { Cookie: (await cookie.serialize(token)).split(";")[0] };
  // The news Worker beside it: a signed-in `/` shows the trending topics it answers.
  const { child, base, inspector } = await pageWorker(state, "page Worker (signed-in render)", {}, [
    "workers/news/wrangler.toml",
  ]);
  try {
    await waitFor(`${base}/robots.txt`, child);
    const pages = { home: `${base}/`, debate: `${base}/debates/${await firstDebateId(base)}`, help: `${base}/help` };
    // Signed in, really: the page names the citizen's sign-out, and each page's size and D1 round trips
    // (the second request: the figures the Worker keeps in KV for a minute are read from there, as on most).
    // The same citizen reading this visit in English (`?lng=en` sets the visit's language cookie): sizes only.
    const english = (await fetch(`${base}/?lng=en`, { headers, redirect: "manual" })).headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("lng_visit="));
    const probes = {
      ...pages,
      "home in English": { url: pages.home, cookie: `${headers.Cookie}; ${english}` },
      "debate in English": { url: pages.debate, cookie: `${headers.Cookie}; ${english}` },
    };
    for (const [name, probe] of Object.entries(probes)) {
      const url = typeof probe === "string" ? probe : probe.url;
      const cookie = typeof probe === "string" ? headers.Cookie : probe.cookie;
      const ask = () => fetch(url, { headers: { Accept: "text/html", "X-Debug-D1": "1", Cookie: cookie } });
      await (await ask()).arrayBuffer();
      const response = await ask();
      const html = await response.text();
      if (response.status !== 200 || !html.includes('action="/logout"')) {
        throw new Error(`${url}: not a signed-in page (${response.status})\n${child.log().slice(-3000)}`);
      }
      report(`signed in, ${name} HTML (uncompressed)`, round(new TextEncoder().encode(html).length / 1024), "KB");
      report(
        `signed in, ${name} D1 round trips`,
        Number.parseInt(response.headers.get("X-D1-Queries") ?? "NaN", 10),
        "",
      );
    }
    if (process.env.RENDER_PROFILE) {
      const page = process.env.RENDER_PROFILE_PAGE ?? "home";
      if (!(page in pages)) throw new Error(`RENDER_PROFILE_PAGE: one of ${Object.keys(pages).join(", ")}`);
      await profileHome(inspector, pages[page], headers, process.env.RENDER_PROFILE);
    }
    const figures = await interleaved(pages, headers);
    for (const name of Object.keys(pages)) {
      report(
        `signed in, ${name} requests per second (${CONNECTIONS} connections, interleaved)`,
        round(figures[name].rate),
        "req/s",
      );
      report(`signed in, ${name} p95 latency`, round(figures[name].p95), "ms");
    }
    for (const name of ["home", "debate"])
      report(
        `signed in, ${name} req/s over /help req/s`,
        round(figures[name].rate / figures.help.rate, 2),
        "x",
        0.5,
        "min",
      );
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1_000));
    rmSync(state, { recursive: true, force: true });
  }
}
