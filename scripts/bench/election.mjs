/**
 * Election night on one machine (issue 29; `npm run bench -- --election`): a bounded mixed load
 * through `wrangler dev` serving the build with the edge cache on (EDGE_CACHE_SECONDS=15,
 * production's default) and the hot-debate threshold lowered to what this machine's mix reaches
 * (HOT_VOTES_PER_MINUTE), on a fresh local D1 with the demo seed and CITIZENS signed in
 * (scripts/bench/mixed-load.mjs): signed-out reads of `/` and of one viral debate, signed-in reads of
 * both, votes on the viral debate (each by a citizen who has not voted yet, so every vote is a new
 * one) and comments on it (by citizens whose vote was answered, so that a comment adds no
 * participant the count does not expect).
 *
 * Step-up: the same mix at 2, 4, 8, … connections, STEP_SECONDS each, until a step has an error or
 * the next step would end past TOTAL_SECONDS; the figures are those of the fastest step without an
 * error (requests per second, p95 per kind, D1 round trips per request from the dev-only
 * `X-D1-Queries`, 0 for an answer from the edge cache). Counted exactly at the end: the viral
 * debate's page shows every vote answered, and, once the server has stopped, its stored rows and
 * counters agree (crowd.mjs countedExactly), and every comment answered is stored.
 * No budget on the rates: the issue sets none for this mix on one machine; the count is held to
 * "exactly", as every public figure is.
 */
import { cpus, loadavg } from "node:os";

import { countedExactly, shownFigures, storedCrowds } from "./crowd.mjs";
import { queryLocal } from "./local-d1.mjs";
import { mixedServer, requestKinds, runLoad, VIRAL } from "./mixed-load.mjs";

const CITIZENS = 5_000;
/**
 * The hot-debate threshold for this run: 1 vote a second. This machine's mix sends about 2-3 votes a
 * second, below production's 10 (HOT_DEBATE_VOTES_PER_MINUTE 600); lowered, the viral debate crosses
 * it mid-run, as it would on election night, and its votes go through its DebateCounter from then on.
 */
const HOT_VOTES_PER_MINUTE = 60;
const STEPS = [2, 4, 8, 16, 32, 64];
const STEP_SECONDS = 20;
const TOTAL_SECONDS = 300;
/** Election night is mostly reading: of every 10 requests, 6 reads signed out, 2 signed in, a vote and a comment. */
const CYCLE = [
  "debateOut",
  "homeOut",
  "debateOut",
  "homeIn",
  "debateOut",
  "vote",
  "homeOut",
  "debateIn",
  "debateOut",
  "comment",
];

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

export async function benchElection(ownServer) {
  const { report } = ownServer;
  const server = await mixedServer(ownServer, "election", CITIZENS, {
    EDGE_CACHE_SECONDS: "15",
    HOT_DEBATE_VOTES_PER_MINUTE: String(HOT_VOTES_PER_MINUTE),
  });
  const kinds = requestKinds(server.base, server.cookies);
  // Votes: citizens 0, 1, 2, … in turn, each once. Comments: by a citizen whose vote was answered.
  let nextVoter = 0;
  const voted = [];
  const citizen = (kind, n) => {
    if (kind === "vote") return nextVoter < CITIZENS ? nextVoter++ : null;
    if (kind === "comment") return voted.length ? voted[n % voted.length] : null;
    return n;
  };
  const answered = (kind, who) => {
    if (kind === "vote") voted.push(who);
  };
  const steps = [];
  let shown = null;
  try {
    // Warm (not counted): the code loaded, the cache filled; reads only, so every vote is counted below.
    await runLoad({ kinds, cycle: ["homeOut", "debateOut", "homeIn", "debateIn"], connections: 2, seconds: 4 });
    let spent = 0;
    for (const connections of STEPS) {
      if (spent + STEP_SECONDS > TOTAL_SECONDS) break;
      const step = await runLoad({ kinds, cycle: CYCLE, connections, seconds: STEP_SECONDS, citizen, answered });
      spent += step.seconds;
      steps.push({ connections, load: load(), ...step });
      const kindsLine = Object.entries(step.byKind)
        .map(([name, k]) => `${name} ${k.perSecond}/s p95 ${k.p95} ms`)
        .join(", ");
      console.log(
        `  ${connections} connections: ${step.perSecond} req/s, ${step.errors} errors (load ${load()}): ${kindsLine}`,
      );
      if (step.errors > 0) {
        const failures = Object.entries(step.byKind).filter(([, k]) => k.errors > 0);
        console.log(
          `    errors: ${failures.map(([name, k]) => `${name} ${k.errors} (${k.failures.join(", ")})`).join("; ")}`,
        );
        break;
      }
      if (nextVoter >= CITIZENS) break;
    }
    // Until the viral debate's page shows every vote answered (a hot debate's counter writes to D1 each second).
    // Drawn for this request, as a visitor's (a cookie the Worker drops bypasses the edge cache, which may be 30 s old).
    const drawn = { Cookie: "ds_session=bench-bypass" };
    shown = await shownFigures(server.base, VIRAL, drawn);
    for (let tries = 0; shown.participants !== voted.length && tries < 60; tries++) {
      await pause(500);
      shown = await shownFigures(server.base, VIRAL, drawn);
    }
  } finally {
    await server.stop();
  }

  const clean = steps.filter((s) => s.errors === 0);
  if (clean.length === 0) throw new Error("election night: even the first step had errors (see above)");
  const best = clean.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
  const failing = steps.find((s) => s.errors > 0);
  const label = `${best.connections} connections, ${STEP_SECONDS} s, load ${best.load}, ${cpus().length} cores`;
  report(
    `election night: the highest rate with 0 errors, all kinds (${label})`,
    best.perSecond,
    "req/s",
    undefined,
    "max",
    {
      steps: steps.map(({ connections, load: l, perSecond, errors, byKind }) => ({
        connections,
        load: l,
        perSecond,
        errors,
        byKind,
      })),
    },
  );
  report(
    `election night: the first step with errors (${failing ? `${failing.connections} connections, ${failing.errors} errors` : "none up to the last step"})`,
    failing ? failing.perSecond : 0,
    "req/s",
  );
  for (const [name, k] of Object.entries(best.byKind)) {
    const kind = kinds[name].label;
    report(`election night: ${kind}, requests per second`, k.perSecond, "req/s");
    report(`election night: ${kind}, p95 latency`, k.p95, "ms");
    if (k.d1PerRequest !== null) report(`election night: ${kind}, D1 round trips per request`, k.d1PerRequest, "");
    if (name.endsWith("Out")) report(`election night: ${kind}, answered from the edge cache`, k.fromCachePercent, "%");
  }

  // Counted exactly, read once no server holds the database.
  const comments = queryLocal(server.d1, `SELECT count(*) AS n FROM comments WHERE debate_id = '${VIRAL}'`)[0].n;
  const commented = steps.reduce(
    (sum, s) => sum + (s.byKind.comment?.requests ?? 0) - (s.byKind.comment?.errors ?? 0),
    0,
  );
  const stored = storedCrowds((command) => queryLocal(server.d1, command), VIRAL)[VIRAL];
  const exact = countedExactly(stored, shown, voted.length);
  const [{ hotSince }] = queryLocal(server.d1, `SELECT counter_since AS hotSince FROM debates WHERE id = '${VIRAL}'`);
  report(
    `election night: the viral debate went hot (its votes through its DebateCounter from ${hotSince ?? "never"})`,
    hotSince ? "yes" : "no",
    "",
  );
  report(
    `election night: the viral debate's ${voted.length} votes counted exactly (rows, counters, page)`,
    exact ? 1 : 0,
    "of 1",
    1,
    "min",
    { stored, shown },
  );
  report(
    `election night: the viral debate's ${commented} comments answered, all stored`,
    comments === commented ? 1 : 0,
    "of 1",
    1,
    "min",
    {
      stored: comments,
      answered: commented,
    },
  );
  server.remove();
}
