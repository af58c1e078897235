/**
 * Signed-out pages from the edge cache (npm run bench; `npm run bench -- --edge` alone; issue 29,
 * decision 0111): requests per second of `/` and a debate page as a visitor gets them (from the
 * Workers Cache API, workers/edge-cache.ts) against a static file (wrangler's asset server answers
 * it before the Worker runs), measured from outside with 10 connections, through `wrangler dev`
 * serving the build on a fresh local D1 with the demo seed and the edge cache on
 * (EDGE_CACHE_SECONDS=15, production's default; every other part of the bench keeps it off).
 * Budget: each page at least 0.8x the static file's requests per second (docs/performance.md).
 *
 * The ceiling beside it: the same load against the cheapest answer the page Worker gives, an address
 * that cannot be decoded (`/%ff`: a 404 from workers/app.ts before any route, with no D1, KV or
 * rendering, only the Worker's entry, its configuration and the language's strings already loaded),
 * as its ratio to the static file. No page served by the Worker, from the cache or not, can beat
 * it on this machine: under `wrangler dev` the static file never reaches a Worker. And one request
 * at a time (SEQUENTIAL of each kind, after the load): p10 and p50 of each kind, where the time goes.
 *
 * The kinds are interleaved in short windows (static, `/`, a debate, and `/` drawn for each request
 * as today's path: a request with a cookie bypasses the cache, here a forged session the Worker
 * drops before drawing a visitor's page), so the machine's load lands on all alike. Every answer
 * must be a 200, and the cached pages must come from the cache.
 */
import { rmSync } from "node:fs";

import { demoState } from "./local-d1.mjs";

const CONNECTIONS = 10;
const WINDOW_MS = 3_000;
const ROUNDS = 4;
const BUDGET = 0.8;

const round = (value, digits = 1) => Number(value.toFixed(digits));

/** Requests of each kind one at a time, after the load: their p10 and p50. */
const SEQUENTIAL = 200;

/** One request: its X-Cache header, after checking the answer's status (200 unless the kind says). */
async function fetchOnce(url, headers, status = 200) {
  const response = await fetch(url, { headers: { Accept: "text/html", ...headers } });
  await response.arrayBuffer();
  if (response.status !== status) throw new Error(`${url} answered ${response.status}, expected ${status}`);
  return response.headers.get("X-Cache");
}

/** Requests of `kind` with CONNECTIONS in flight for WINDOW_MS: how many, in how many seconds. */
async function window({ url, headers, status }) {
  let requests = 0;
  const started = performance.now();
  const until = started + WINDOW_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        await fetchOnce(url, headers, status);
        requests++;
      }
    }),
  );
  return { requests, seconds: (performance.now() - started) / 1000 };
}

/** SEQUENTIAL requests of `kind`, one at a time: the p10 and p50 of their times, in ms. */
async function oneAtATime({ url, headers, status }) {
  const times = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    await fetchOnce(url, headers, status);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p10: at(0.1), p50: at(0.5) };
}

/** A seeded debate's id, from the JSON API's list. */
export async function firstDebateId(base) {
  const body = await (await fetch(`${base}/api/debates`)).json();
  const id = (Array.isArray(body) ? body : (body.debates ?? []))[0]?.id;
  if (!id) throw new Error("GET /api/debates answered no debate");
  return id;
}

export async function benchEdgeCache({ root, env, bin, report, waitFor, pageWorker }) {
  const state = demoState({ root, env, bin }, "edge");
  const { child, base } = await pageWorker(state, "page Worker (edge cache on)", { EDGE_CACHE_SECONDS: "15" });
  try {
    await waitFor(`${base}/robots.txt`, child);
    const kinds = {
      static: { url: `${base}/robots.txt` },
      // The cheapest answer of the page Worker (a 404 before any route): the ceiling of any Worker-served page here.
      worker: { url: `${base}/%ff`, status: 404 },
      home: { url: `${base}/` },
      debate: { url: `${base}/debates/${await firstDebateId(base)}` },
      homeDrawn: { url: `${base}/`, headers: { Cookie: "ds_session=bench-bypass" } },
    };
    // Warm every kind (code loaded, strings read, the cache filled), then check where each answer came from.
    for (const kind of Object.values(kinds))
      for (let i = 0; i < 3; i++) await fetchOnce(kind.url, kind.headers, kind.status);
    for (const name of ["home", "debate"]) {
      const outcome = await fetchOnce(kinds[name].url);
      if (outcome !== "HIT") throw new Error(`${kinds[name].url}: X-Cache ${outcome}, expected HIT (is the cache on?)`);
    }
    if ((await fetchOnce(kinds.homeDrawn.url, kinds.homeDrawn.headers)) !== "BYPASS") {
      throw new Error("a request with a session cookie was not drawn for itself (X-Cache BYPASS expected)");
    }
    const totals = Object.fromEntries(Object.keys(kinds).map((name) => [name, { requests: 0, seconds: 0 }]));
    for (let i = 0; i < ROUNDS; i++) {
      const names = Object.keys(kinds);
      // Alternate the order, so that no kind always follows another.
      for (const name of i % 2 === 0 ? names : names.reverse()) {
        const result = await window(kinds[name]);
        totals[name].requests += result.requests;
        totals[name].seconds += result.seconds;
      }
    }
    const sequential = {};
    for (const name of Object.keys(kinds)) sequential[name] = await oneAtATime(kinds[name]);
    const rate = (name) => totals[name].requests / totals[name].seconds;
    const label = `${CONNECTIONS} connections, ${ROUNDS} × ${WINDOW_MS / 1000} s interleaved`;
    report(`edge cache: a static file (/robots.txt), requests per second (${label})`, round(rate("static")), "req/s");
    report("edge cache: / signed out, from the cache, requests per second", round(rate("home")), "req/s");
    report("edge cache: a debate page signed out, from the cache, requests per second", round(rate("debate")), "req/s");
    report(
      "edge cache: / drawn for each request (bypassing the cache), requests per second",
      round(rate("homeDrawn")),
      "req/s",
    );
    report(
      "edge cache: the page Worker's cheapest answer (/%ff, a 404 before any route), requests per second",
      round(rate("worker")),
      "req/s",
    );
    report(
      "edge cache ceiling: the page Worker's cheapest answer over a static file (req/s; no Worker-served page can beat it here)",
      round(rate("worker") / rate("static"), 2),
      "x",
    );
    report(
      "edge cache ratio: / from the cache over the page Worker's cheapest answer (req/s)",
      round(rate("home") / rate("worker"), 2),
      "x",
    );
    report(
      "edge cache ratio: a debate page from the cache over the page Worker's cheapest answer (req/s)",
      round(rate("debate") / rate("worker"), 2),
      "x",
    );
    const labels = {
      static: "static file",
      worker: "cheapest Worker answer",
      home: "/ from the cache",
      debate: "a debate from the cache",
      homeDrawn: "/ drawn",
    };
    report(
      `edge cache: one request at a time, p10 / p50 (${SEQUENTIAL} of each, after the load)`,
      Object.keys(kinds)
        .map((name) => `${labels[name]} ${round(sequential[name].p10)} / ${round(sequential[name].p50)}`)
        .join("; "),
      "ms",
    );
    report(
      "edge cache ratio: / over a static file (req/s)",
      round(rate("home") / rate("static"), 2),
      "x",
      BUDGET,
      "min",
    );
    report(
      "edge cache ratio: a debate page over a static file (req/s)",
      round(rate("debate") / rate("static"), 2),
      "x",
      BUDGET,
      "min",
    );
    report("edge cache gain: / from the cache over / drawn (req/s)", round(rate("home") / rate("homeDrawn"), 2), "x");
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1_500));
    rmSync(state, { recursive: true, force: true });
  }
}
