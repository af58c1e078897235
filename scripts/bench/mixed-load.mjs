/**
 * A mixed load from outside (issue 29): the server and the kinds of request the memory bench
 * (scripts/bench/memory.mjs) and the election-night bench (scripts/bench/election.mjs) share.
 *
 * The server: `wrangler dev` serving the build (the page Worker, and the news Worker it calls) on a fresh local D1 with the
 * demo seed and a crowd of citizens signed in beforehand (scripts/bench/crowd.mjs prepareCrowd); the
 * viral debate is one of the crowd's empty debates. Every request asks for its D1 count (`X-Debug-D1:
 * 1`, development only: app/db/query-count.server.ts); the answer's `X-D1-Queries` is kept per kind.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";

import WebSocket from "ws";

import { positionOf, prepareCrowd } from "./crowd.mjs";
import { demoState } from "./local-d1.mjs";

/** The crowd's debate every vote, comment and debate page of the load goes to. */
export const VIRAL = "bench-crowd-api-0";

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};

/** A fresh local D1 (migrated, demo seed, `citizens` signed in) and a page Worker on it; stop(), then remove() when done. */
export async function mixedServer({ root, env, bin, waitFor, pageWorker, secrets }, name, citizens, extra = {}) {
  const state = demoState({ root, env, bin }, name);
  const { cookies } = await prepareCrowd({
    bin,
    root,
    env,
    state,
    sessionSecret: secrets.SESSION_SECRET,
    count: citizens,
  });
  // With the news Worker: a signed-in citizen's `/` asks it for the trending topics (its NEWS binding).
  const { child, base, inspector } = await pageWorker(state, `page Worker (${name})`, extra, [
    "workers/news/wrangler.toml",
  ]);
  await waitFor(`${base}/robots.txt`, child);
  const stop = async () => {
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1_500));
  };
  const remove = () => rmSync(state, { recursive: true, force: true });
  return { state, child, base, inspector, cookies, stop, remove, d1: { bin, root, env, state } };
}

/**
 * The kinds of request, by name: each makes its request from the citizen `i` it is given (or null:
 * nothing to send). `expect`: the status a right answer has. Comments go to the viral debate; vote `i`
 * is citizen i % cookies.length's on voteDebates[⌊i / cookies.length⌋] (so while i stays under
 * cookies.length × voteDebates.length, every vote is a citizen's first on its debate; default: the viral one only).
 */
export function requestKinds(base, cookies, voteDebates = [VIRAL]) {
  const page = (path, signedIn) => (i) => ({
    url: `${base}${path}`,
    init: { headers: { Accept: "text/html", ...(signedIn ? { Cookie: cookies[i % cookies.length] } : {}) } },
  });
  return {
    static: { label: "a static file (/robots.txt)", make: page("/robots.txt", false), expect: 200 },
    homeOut: { label: "/ signed out", make: page("/", false), expect: 200 },
    debateOut: { label: "the viral debate signed out", make: page(`/debates/${VIRAL}`, false), expect: 200 },
    homeIn: { label: "/ signed in", make: page("/", true), expect: 200 },
    debateIn: { label: "the viral debate signed in", make: page(`/debates/${VIRAL}`, true), expect: 200 },
    vote: {
      label: voteDebates.length === 1 ? "a vote on the viral debate (API door)" : "a vote (API door)",
      make: (i) => ({
        url: `${base}/api/debates/${voteDebates[Math.floor(i / cookies.length) % voteDebates.length]}/vote`,
        init: {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookies[i % cookies.length] },
          body: JSON.stringify({ position: positionOf(i % cookies.length) }),
        },
      }),
      expect: 200,
    },
    comment: {
      label: "a comment on the viral debate (API door)",
      make: (i, n) => ({
        url: `${base}/api/debates/${VIRAL}/comments`,
        init: {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookies[i % cookies.length] },
          body: JSON.stringify({ content: `Election night, comment ${n}: the figures are in.` }),
        },
      }),
      expect: 201,
    },
  };
}

/**
 * `connections` loops for `seconds`, each sending the kinds of `cycle` in turn (shared: request n is
 * cycle[n % cycle.length]); `citizen(kind, n)` names who sends it (null: skip it). Per kind: answers,
 * errors (another status, or no answer), latencies, D1 round trips and answers from the edge cache
 * (X-Cache HIT or STALE); `answered(kind, citizen)` is told
 * of each right answer. `stopOnError`: end at the first error.
 */
export async function runLoad({
  kinds,
  cycle,
  connections,
  seconds,
  citizen = (_, n) => n,
  answered = () => {},
  stopOnError = false,
}) {
  const totals = Object.fromEntries(
    [...new Set(cycle)].map((name) => [
      name,
      { requests: 0, errors: 0, latencies: [], d1: 0, d1Answers: 0, fromCache: 0, failures: [] },
    ]),
  );
  let next = 0;
  let failed = false;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until && !(stopOnError && failed)) {
        const n = next++;
        const name = cycle[n % cycle.length];
        const who = citizen(name, n);
        if (who === null) continue;
        const { url, init } = kinds[name].make(who, n);
        const total = totals[name];
        const t0 = performance.now();
        let outcome;
        try {
          const response = await fetch(url, { ...init, headers: { ...init.headers, "X-Debug-D1": "1" } });
          await response.arrayBuffer();
          // From the edge cache (X-Cache HIT or STALE): no query ran for it (the stored page keeps the
          // X-D1-Queries of the drawing that filled the cache). No X-D1-Queries: no D1 session was opened
          // (a static file): 0 too.
          const cache = response.headers.get("X-Cache");
          const cached = cache === "HIT" || cache === "STALE";
          const queries = cached ? null : response.headers.get("X-D1-Queries");
          total.d1 += queries === null ? 0 : Number.parseInt(queries, 10);
          total.d1Answers++;
          if (cached) total.fromCache++;
          outcome = response.status === kinds[name].expect ? null : `${response.status}`;
        } catch (error) {
          outcome = `network error ${error.cause?.code ?? error.message}`;
        }
        total.requests++;
        total.latencies.push(performance.now() - t0);
        if (outcome !== null) {
          total.errors++;
          if (total.failures.length < 5) total.failures.push(outcome);
          failed = true;
        } else {
          answered(name, who);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const round = (value, digits = 1) => Number(value.toFixed(digits));
  const byKind = Object.fromEntries(
    Object.entries(totals).map(([name, t]) => [
      name,
      {
        requests: t.requests,
        errors: t.errors,
        failures: t.failures,
        perSecond: round(t.requests / elapsed),
        p95: round(percentile(t.latencies, 95)),
        d1PerRequest: t.d1Answers ? round(t.d1 / t.d1Answers, 2) : null,
        fromCachePercent: t.requests ? round((t.fromCache * 100) / t.requests) : 0,
      },
    ]),
  );
  const requests = Object.values(totals).reduce((sum, t) => sum + t.requests, 0);
  const errors = Object.values(totals).reduce((sum, t) => sum + t.errors, 0);
  return { seconds: elapsed, requests, errors, perSecond: round(requests / elapsed), byKind };
}

/** The pids below `pid` (children, their children, …) whose command is `name`, read from /proc. */
export function descendantsNamed(pid, name) {
  const parents = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const comm = stat.slice(stat.indexOf("(") + 1, close);
      const ppid = Number(stat.slice(close + 2).split(" ")[1]);
      parents.set(Number(entry), { ppid, comm });
    } catch {
      // gone meanwhile
    }
  }
  const below = (p) => {
    for (let at = parents.get(p); at; at = parents.get(at.ppid)) if (at.ppid === pid) return true;
    return false;
  };
  return [...parents].filter(([p, { comm }]) => comm === name && below(p)).map(([p]) => p);
}

/** A process's resident memory (VmRSS in /proc/<pid>/status), in MB; null once it is gone. */
export function residentMB(pid) {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    return kb ? Number((Number(kb) / 1024).toFixed(1)) : null;
  } catch {
    return null;
  }
}

/**
 * A Chrome DevTools Protocol session with the page Worker's isolate, through wrangler dev's inspector:
 * `call(method, params)` answers the result, or null after `timeoutMs` without an answer; `close()`.
 */
export async function inspectorSession(inspectorPort, timeoutMs = 10_000) {
  const ws = new WebSocket(`ws://127.0.0.1:${inspectorPort}/ws`);
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  let id = 0;
  const waiting = new Map();
  ws.on("message", (data) => {
    const message = JSON.parse(data.toString());
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      const ask = ++id;
      const timer = setTimeout(() => (waiting.delete(ask), resolve(null)), timeoutMs);
      waiting.set(ask, (result) => {
        clearTimeout(timer);
        resolve(result ?? null);
      });
      ws.send(JSON.stringify({ id: ask, method, params }));
    });
  return { call, close: () => ws.close() };
}

/**
 * The page Worker's JavaScript heap, through wrangler dev's inspector (Chrome DevTools Protocol):
 * everything our code keeps lives in it. `used()`: MB in use now (Runtime.getHeapUsage, garbage
 * included); `retained()`: MB in use after a full collection (HeapProfiler.collectGarbage first),
 * what is really kept; `close()`.
 */
export async function isolateHeap(inspectorPort) {
  const { call, close } = await inspectorSession(inspectorPort);
  const used = async () => {
    const usage = await call("Runtime.getHeapUsage");
    return usage ? Number((usage.usedSize / 1024 / 1024).toFixed(1)) : null;
  };
  // The inspector sometimes answers a collection with no result (not run): tried three times, a second
  // apart; null if none ran (the heap in use then says nothing of what is kept).
  const retained = async () => {
    for (let tries = 0; tries < 3; tries++) {
      if ((await call("HeapProfiler.collectGarbage")) !== null) return used();
      await new Promise((r) => setTimeout(r, 1_000));
    }
    return null;
  };
  return { used, retained, close };
}
