/**
 * A comment on a debate with 10,000 followers against one on a debate with none (issue 29,
 * docs/decisions/0117-comment-fan-out.md; `npm run bench -- --fanout`): the comment's request only
 * queues one message; the notify queue's consumer tells the followers afterwards. Same run, same
 * server, taking turns: one comment on the followed debate, one on the other, COMMENTS times each,
 * every comment by a citizen of its own (signed in beforehand, automatic following off, so the quiet
 * debate keeps no follower), posted through the debate page's own action as a form without
 * JavaScript posts it (the same action answers a fetcher). Each request is timed alone (sequential).
 * Budget: the followed debate's median at most 1.2x the other's.
 *
 * Then every follower must have been told exactly once: one row each, counting every comment
 * ("N new comments in …", coalesced). The consumer works while the comments arrive (it shares the
 * one local D1 with them, as in production it shares the primary); the bench waits for it (reading
 * the local D1, bounded), then checks the rows once the server has stopped.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { prepareCrowd } from "./crowd.mjs";
import { executeSqlFile, migratedState, queryLocal } from "./local-d1.mjs";

const FOLLOWERS = 10_000;
const COMMENTS = 30;
const WARM = 5;
const BUDGET = 1.2;
const BIG = "bench-fanout-followed";
const NONE = "bench-fanout-none";
const WARM_DEBATE = "bench-fanout-warm";
const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value, digits = 1) => Number(value.toFixed(digits));

/** One comment through the debate page's action (a plain form post: 302 back to the page); its milliseconds. */
async function comment(base, cookie, debateId, k) {
  const started = performance.now();
  const response = await fetch(`${base}/debates/${debateId}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: base },
    body: new URLSearchParams({ intent: "comment", debateId, content: `Bench comment ${k} on ${debateId}: a point.` }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 302) throw new Error(`comment on ${debateId} answered ${response.status}`);
  return ms;
}

const toldQuery = (count) =>
  `SELECT count(*) AS "rows", count(DISTINCT user_id) AS "people",
     sum(json_extract(params, '$.count') = ${count}) AS "counted",
     sum(read_at IS NULL) AS "unread"
   FROM notifications WHERE kind = 'followed_debate_comments' AND id LIKE 'c.${BIG}.%'`;

export async function benchFanOut({ root, env, bin, report, waitFor, pageWorker, secrets }) {
  const state = migratedState({ root, env, bin }, "fanout");
  const ctx = { bin, root, env, state };
  // 1,000 signed-in citizens (scripts/bench/crowd.mjs); commenting does not make them follow.
  const { cookies } = await prepareCrowd({ ...ctx, sessionSecret: secrets.SESSION_SECRET });
  const now = new Date().toISOString();
  const before = new Date(Date.now() - 3_600_000).toISOString();
  const file = join(state, "bench-fanout.sql");
  writeFileSync(
    file,
    [
      `UPDATE users SET auto_follow = 0 WHERE id LIKE 'bench-citizen-%';`,
      `INSERT INTO debates (id, title, category, region, created_at) VALUES
         ('${BIG}', 'Bench: a debate with 10,000 followers', 'world', 'global', '${now}'),
         ('${NONE}', 'Bench: a debate with no follower', 'world', 'global', '${now}'),
         ('${WARM_DEBATE}', 'Bench: warming up', 'world', 'global', '${now}');`,
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${FOLLOWERS - 1})
       INSERT INTO users (id, username, email, email_confirmed_at, created_at)
       SELECT 'bench-follower-' || printf('%05d', i), 'benchfollower' || i, 'benchfollower' || i || '@bench.local', '${before}', '${before}' FROM n;`,
      `INSERT INTO follows (user_id, debate_id, created_at) SELECT id, '${BIG}', '${before}' FROM users WHERE id LIKE 'bench-follower-%';`,
    ].join("\n"),
  );
  executeSqlFile(ctx, file);

  // With the news Worker: it is the notify queue's consumer (decision 0120); alone, the page Worker
  // only queues, and nobody would be told.
  const { child, base } = await pageWorker(state, "page Worker (fan-out)", {}, ["workers/news/wrangler.toml"]);
  const times = { [BIG]: [], [NONE]: [] };
  let citizen = 0;
  let waited = null;
  try {
    await waitFor(`${base}/robots.txt`, child);
    for (let k = 0; k < WARM; k++) await comment(base, cookies[citizen++], WARM_DEBATE, k);
    for (let k = 0; k < COMMENTS; k++) {
      // Alternate which debate goes first.
      for (const id of k % 2 === 0 ? [BIG, NONE] : [NONE, BIG])
        times[id].push(await comment(base, cookies[citizen++], id, k));
    }
    // The consumer tells the followers meanwhile; wait (bounded) until every one counts every comment.
    const started = performance.now();
    for (let tries = 0; tries < 90; tries++) {
      const [row] = queryLocal(ctx, toldQuery(COMMENTS));
      if (row?.counted === FOLLOWERS) {
        waited = (performance.now() - started) / 1000;
        break;
      }
      await pause(2_000);
    }
  } finally {
    child.kill("SIGTERM");
    await pause(1_500);
  }

  const big = median(times[BIG]);
  const none = median(times[NONE]);
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(
    `  (comments: ${COMMENTS} each, medians ${big.toFixed(1)} / ${none.toFixed(1)} ms, means ${mean(times[BIG]).toFixed(1)} / ${mean(times[NONE]).toFixed(1)} ms)`,
  );
  report(`fan-out: a comment on a debate with 10,000 followers (median of ${COMMENTS})`, round(big), "ms");
  report(`fan-out: a comment on a debate with no follower (median of ${COMMENTS})`, round(none), "ms");
  report("fan-out: 10,000 followers over none, comment request (same run)", round(big / none, 2), "x", BUDGET);
  report(
    "fan-out: seconds after the last comment until every follower counted every comment",
    waited === null ? "not within 180 s" : round(waited),
    "s",
  );
  // Told exactly once, read once no server holds the database.
  const [told] = queryLocal(ctx, toldQuery(COMMENTS));
  const [quiet] = queryLocal(
    ctx,
    `SELECT count(*) AS "rows" FROM notifications WHERE kind = 'followed_debate_comments' AND id LIKE 'c.${NONE}.%'`,
  );
  report(
    `fan-out: followers with exactly one notification counting all ${COMMENTS} comments`,
    told.rows === FOLLOWERS && told.people === FOLLOWERS ? told.counted : 0,
    `of ${FOLLOWERS}`,
    FOLLOWERS,
    "min",
    { ...told, rowsOnTheQuietDebate: quiet.rows },
  );
  report("fan-out: notifications about the debate with no follower", quiet.rows, "", 0);
  rmSync(state, { recursive: true, force: true });
}
