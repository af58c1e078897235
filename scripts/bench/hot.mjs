/**
 * A hot debate's votes through its DebateCounter against today's path (issue 29,
 * docs/decisions/0113-debate-counter.md; `npm run bench -- --hot`): 1,000 distinct citizens, signed
 * in beforehand (scripts/bench/crowd.mjs prepareCrowd), vote on one debate through the JSON API
 * door, in the same run and the same server, taking turns: a cold debate (today's path: one D1 batch
 * per vote), a hot debate (its counter: one D1 batch a second), ROUNDS times each.
 *
 * The hot debates are marked hot before the server starts (`counter_since`, as the vote that crossed
 * HOT_DEBATE_VOTES_PER_MINUTE marks it; the threshold is set out of reach so the cold ones stay
 * cold). Citizen 0 votes first on every debate, untimed: on the hot ones that is what tells the
 * isolate the debate is hot (in production the first votes after the switch do it). The other 999
 * then vote at once.
 *
 * Rates: the cold one is votes / seconds from the first request to the last answer (every vote is
 * in D1 by then). The hot one is budgeted the same way but to the moment its debate page shows every
 * vote (its counter has written them to D1: at most COUNTER_FLUSH_MS, 1 s, after the last answer);
 * the rate of answers alone is reported beside it. Budget: at least 2x. Counted exactly: after the
 * server stops, every debate's stored rows, trigger-kept counters and what its page showed agree.
 */
import { writeFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { countedExactly, positionOf, prepareCrowd, shownFigures, storedCrowds } from "./crowd.mjs";
import { executeSqlFile, migratedState, queryLocal } from "./local-d1.mjs";

const CROWD = 1_000;
const ROUNDS = 2;
const BUDGET = 2;
const PATHS = ["cold", "hot"];
const NAMES = { cold: "today's path (one D1 batch per vote)", hot: "hot path (DebateCounter, one D1 batch a second)" };

const debateId = (path, round) => `bench-hot-${path}-${round}`;
const round1 = (value, digits = 1) => Number(value.toFixed(digits));
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

function send(base, cookie, id, position) {
  return fetch(`${base}/api/debates/${id}/vote`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ position }),
  });
}

/** Citizens 1..999 at once (citizen 0 voted before): seconds to the last answer, failures, then until the page shows all. */
async function burst(base, cookies, id) {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: CROWD - 1 }, async (_, k) => {
      const i = k + 1;
      try {
        const response = await send(base, cookies[i], id, positionOf(i));
        await response.arrayBuffer();
        return response.status;
      } catch (error) {
        return `network error ${error.cause?.code ?? error.message}`;
      }
    }),
  );
  const answered = (performance.now() - started) / 1000;
  // Until the page shows every vote (bounded: 30 s), as a visitor reads it.
  let shown = await shownFigures(base, id);
  for (let tries = 0; shown.participants !== CROWD && tries < 120; tries++) {
    await pause(250);
    shown = await shownFigures(base, id);
  }
  const onPage = (performance.now() - started) / 1000;
  const failed = statuses.filter((s) => s !== 200);
  console.log(
    `  (${id}: 999 at once, answered in ${answered.toFixed(1)} s, all on the page after ${onPage.toFixed(1)} s` +
      `${failed.length ? `; ${failed.length} failed: ${[...new Set(failed)].join(", ")}` : ""})`,
  );
  return { answered, onPage, failed: failed.length, shown };
}

export async function benchHot({ root, env, bin, report, waitFor, pageWorker, secrets }) {
  const state = migratedState({ root, env, bin }, "hot");
  const ctx = { bin, root, env, state };
  const { cookies } = await prepareCrowd({ ...ctx, sessionSecret: secrets.SESSION_SECRET });
  const now = new Date().toISOString();
  const ids = [];
  for (let round = 0; round < ROUNDS; round++) for (const path of PATHS) ids.push({ id: debateId(path, round), path });
  const file = join(state, "bench-hot.sql");
  writeFileSync(
    file,
    `INSERT INTO debates (id, title, category, region, created_at, counter_since) VALUES\n${ids
      .map(
        ({ id, path }) =>
          `('${id}', 'Bench: 1,000 citizens vote at once (${id})', 'world', 'global', '${now}', ${path === "hot" ? `'${now}'` : "NULL"})`,
      )
      .join(",\n")};`,
  );
  executeSqlFile(ctx, file);

  const { child, base } = await pageWorker(state, "page Worker (hot debates)", {
    // Out of reach: the cold debates stay cold; the hot ones were marked above.
    HOT_DEBATE_VOTES_PER_MINUTE: "100000000",
  });
  const shown = [];
  const totals = Object.fromEntries(PATHS.map((p) => [p, { answered: 0, onPage: 0, votes: 0, failed: 0 }]));
  try {
    await waitFor(`${base}/robots.txt`, child);
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which path goes first.
      for (const path of round % 2 === 0 ? PATHS : [...PATHS].reverse()) {
        const id = debateId(path, round);
        const first = await send(base, cookies[0], id, positionOf(0));
        if (first.status !== 200) throw new Error(`${id}: citizen 0's vote answered ${first.status}`);
        await pause(1_500);
        const result = await burst(base, cookies, id);
        totals[path].answered += result.answered;
        totals[path].onPage += result.onPage;
        totals[path].votes += CROWD - 1;
        totals[path].failed += result.failed;
        shown.push({ id, path, ...result.shown });
        await pause(2_000);
      }
    }
  } finally {
    child.kill("SIGTERM");
    await pause(1_500);
  }

  const coldRate = totals.cold.votes / totals.cold.answered;
  const hotAnswered = totals.hot.votes / totals.hot.answered;
  const hotOnPage = totals.hot.votes / totals.hot.onPage;
  for (const path of PATHS)
    report(`hot debates: ${NAMES[path]}, requests refused or failed`, totals[path].failed, "", 0);
  report(`hot debates: 1,000 voters at once, ${NAMES.cold}`, round1(coldRate), "votes/s");
  report(`hot debates: 1,000 voters at once, ${NAMES.hot}, answered`, round1(hotAnswered), "votes/s");
  report(`hot debates: 1,000 voters at once, ${NAMES.hot}, until the page shows them`, round1(hotOnPage), "votes/s");
  report("hot debates: hot path over today's path, answered (same run)", round1(hotAnswered / coldRate, 2), "x");
  report(
    "hot debates: hot path over today's path, until the page shows every vote (same run)",
    round1(hotOnPage / coldRate, 2),
    "x",
    BUDGET,
    "min",
  );

  // Counted exactly, read once no server holds the database.
  const stored = storedCrowds((command) => queryLocal(ctx, command), "bench-hot-");
  for (const path of PATHS) {
    const rounds = shown.filter((s) => s.path === path);
    const exact = rounds.filter((s) => countedExactly(stored[s.id], s));
    report(
      `hot debates: ${NAMES[path]}, rounds counted exactly (rows, counters, page)`,
      exact.length,
      `of ${rounds.length}`,
      rounds.length,
      "min",
      { stored: rounds.map((s) => stored[s.id]), shown: rounds },
    );
  }
  rmSync(state, { recursive: true, force: true });
}
