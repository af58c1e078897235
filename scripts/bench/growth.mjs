/**
 * Cost growth (npm run bench; issue 19): the home page and a debate page with a large archive
 * (10,000 debates, 200,000 votes) against a small one (100 debates, a few votes), in one run.
 * Budget: each page's median at most 1.5x (docs/performance.md).
 *
 * Two page Workers, each on its own local D1: the home page lists the whole archive, so one
 * database cannot hold both sizes. Both run the same bundle, both are warmed first, and the
 * requests alternate one by one between them (which size goes first alternates too), so a burst
 * of load from the rest of the machine lands on both sizes alike and the ratio of the medians
 * is the archive's cost, not the machine's mood. One request at a time: the figure is what one
 * page costs, not how a queue behaves.
 *
 * The rows are written by SQL before each server starts: one INSERT … SELECT over a recursive
 * counter per table, never one request per row. Votes and comments go through the database's
 * own triggers as in production (migrations 0004, 0005, 0016/0017: for/against, verified and
 * participant counters, trend_score, the search index), so the seeded debates are consistent.
 * The measured debate is the same in both: 30 comments (more than a page), and 20,018 of the
 * 200,000 votes in the large archive (5 in the small), so its own size is part of the test too.
 * After seeding, the sizes and every debate's counters are read back and checked against the rows.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";

import { queryLocal } from "./local-d1.mjs";

/**
 * debates (the measured one included) and votes in all; each other debate has votesPerDebate votes,
 * the measured debate the rest (5 in the small archive, 20,018 in the large one).
 */
const SIZES = {
  small: { debates: 100, votes: 302, users: 200, votesPerDebate: 3, commentsPerDebate: 0 },
  big: { debates: 10_000, votes: 200_000, users: 20_100, votesPerDebate: 18, commentsPerDebate: 1 },
};
/** The debate whose page is measured, in both archives. */
const MEASURED_DEBATE = "growth-measured";
const MEASURED_COMMENTS = 30;
const SAMPLES = 40;
const WARM = 8;
const BUDGET = 1.5;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (value, digits = 1) => Number(value.toFixed(digits));

/** The measured debate's votes: what the other debates leave of the total. */
const measuredVotes = (size) => size.votes - (size.debates - 1) * size.votesPerDebate;

/** The seed of one archive: users, debates, votes and comments, each one statement. */
function growthSql(size) {
  const { debates, users, votesPerDebate, commentsPerDebate } = size;
  // Minutes before now, as the ISO text the app writes (strftime %f keeps milliseconds).
  const ago = (minutes) => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${minutes}) || ' minutes')`;
  const counter = (n) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;
  return [
    // Citizens, every one with a confirmed e-mail (their votes count: the counted-votes migration); one in
    // five verified (their votes count as verified too: 0006's triggers).
    `${counter(users)}
     INSERT INTO users (id, username, email, first_name, verification_status, email_confirmed_at, created_at)
     SELECT 'growth-user-' || i, 'growthuser' || i, 'growthuser' || i || '@bench.local', 'Citizen' || (i % 97),
            CASE WHEN i % 5 = 0 THEN 'verified' ELSE 'pending' END,
            ${ago("i")}, ${ago("i + 600000")}
     FROM n;`,
    // The archive: one debate a 50 minutes back over about a year, half Bharat Pulse (category India).
    `${counter(debates - 1)}
     INSERT INTO debates (id, title, description, category, region, original_headline, created_at)
     SELECT 'growth-debate-' || i,
            'Should city ' || i || ' replace its bus fleet with electric buses by 2030?',
            'City ' || i || ' runs an ageing diesel fleet. Supporters point to cleaner air and lower running costs over a bus''s life; opponents say the money is needed for more routes first, and that charging depots take years to build.',
            CASE WHEN i % 2 = 0 THEN 'India' ELSE 'World' END,
            CASE WHEN i % 2 = 0 THEN 'bharat' ELSE 'global' END,
            'City ' || i || ' weighs electric buses', ${ago("i * 50")}
     FROM n;`,
    `INSERT INTO debates (id, title, description, category, region, original_headline, created_at)
     VALUES ('${MEASURED_DEBATE}', 'Should voting be compulsory in national elections?',
             'Some democracies fine citizens who do not vote. Supporters say it makes parliaments represent everyone; opponents say a forced vote is not a free one.',
             'World', 'global', 'Parliament debates compulsory voting', ${ago("90")});`,
    // Votes on the archive: votesPerDebate distinct citizens per debate (k * 1093 mod users is distinct
    // for k < users / 1093), over the last 30 days; a third against.
    `${counter(votesPerDebate)}, d(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM d WHERE j < ${debates - 1})
     INSERT INTO votes (debate_id, user_id, position, created_at)
     SELECT 'growth-debate-' || j, 'growth-user-' || (((j * 37 + (i - 1) * 1093) % ${users}) + 1),
            CASE WHEN (i + j) % 3 = 0 THEN 'against' ELSE 'for' END, ${ago("(j * 17 + i * 131) % 43200")}
     FROM d, n;`,
    // The measured debate's votes: the first measuredVotes citizens, over the last hour.
    `${counter(measuredVotes(size))}
     INSERT INTO votes (debate_id, user_id, position, created_at)
     SELECT '${MEASURED_DEBATE}', 'growth-user-' || i, CASE WHEN i % 3 = 0 THEN 'against' ELSE 'for' END,
            ${ago("i % 60")}
     FROM n;`,
    // Comments: the measured debate's (the same in both archives), and commentsPerDebate on each other debate.
    `${counter(MEASURED_COMMENTS)}
     INSERT INTO comments (id, debate_id, user_id, position, content, created_at)
     SELECT 'growth-measured-comment-' || i, '${MEASURED_DEBATE}', 'growth-user-' || i,
            CASE WHEN i % 2 = 0 THEN 'against' ELSE 'for' END,
            'Comment ' || i || ': a turnout rule changes who parties campaign for, and that matters more than the fine.',
            ${ago("i")}
     FROM n;`,
    ...(commentsPerDebate > 0
      ? [
          `${counter(debates - 1)}
           INSERT INTO comments (id, debate_id, user_id, position, content, created_at)
           SELECT 'growth-comment-' || i, 'growth-debate-' || i, 'growth-user-' || (((i * 37) % ${users}) + 1),
                  CASE WHEN i % 2 = 0 THEN 'against' ELSE 'for' END, 'Charging depots come first.', ${ago("i * 7 % 43200")}
           FROM n;`,
        ]
      : []),
  ].join("\n");
}

/** Reads the seeded archive back: its sizes, and whether every counter agrees with the rows. */
const CHECK_SQL = `SELECT
  (SELECT count(*) FROM debates) AS debates,
  (SELECT count(*) FROM votes) AS votes,
  (SELECT count(*) FROM debates d WHERE d.for_count <> (SELECT count(*) FROM votes v WHERE v.debate_id = d.id AND v.position = 'for' AND v.counted = 1)
      OR d.against_count <> (SELECT count(*) FROM votes v WHERE v.debate_id = d.id AND v.position = 'against' AND v.counted = 1)
      OR d.participant_count <> (SELECT count(*) FROM debate_participants p WHERE p.debate_id = d.id AND p.counted = 1)
      OR d.verified_for_count <> (SELECT count(*) FROM votes v WHERE v.debate_id = d.id AND v.position = 'for' AND v.verified = 1)
      OR d.trend_score <= 0) AS inconsistent,
  (SELECT count(*) FROM debates_search) AS searchable`;

/** The archive of `size` in a fresh local D1 at `state` (bench.mjs's seededD1), read back and checked. */
function prepare({ bin, root, env, seededD1 }, state, size) {
  seededD1(state, growthSql(size));
  const [seeded] = queryLocal({ bin, root, env, state }, CHECK_SQL);
  if (seeded.debates !== size.debates || seeded.votes !== size.votes || seeded.searchable !== size.debates) {
    throw new Error(`the seeded archive is not the one asked for: ${JSON.stringify(seeded)}`);
  }
  if (seeded.inconsistent !== 0) throw new Error(`${seeded.inconsistent} seeded debates disagree with their rows`);
}

async function timed(url) {
  const start = performance.now();
  const response = await fetch(url, { headers: { Accept: "text/html" }, redirect: "manual" });
  const body = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms, body };
}

/**
 * Seeds two local D1s (100 and 10,000 debates), starts a page Worker on each, and reports p50/p95
 * of `/` and the measured debate's page at both sizes, and the ratio of the p50s (budget 1.5x).
 */
export async function benchGrowth(bench) {
  const { root, report, waitFor, pageWorker } = bench;
  const servers = {};
  try {
    for (const [label, size] of Object.entries(SIZES)) {
      const state = join(root, ".wrangler", `bench-growth-${label}-${process.pid}`);
      const started = performance.now();
      prepare(bench, state, size);
      console.log(
        `  (seeded ${size.debates.toLocaleString("en")} debates, ${size.votes.toLocaleString("en")} votes by SQL in ${round((performance.now() - started) / 1000)} s, counters checked)`,
      );
      const { child, base } = await pageWorker(state, `page Worker (${size.debates} debates)`);
      servers[label] = { size, state, child, base };
    }
    for (const server of Object.values(servers)) await waitFor(`${server.base}/robots.txt`, server.child);

    const pages = [
      { name: "/", path: "/" },
      { name: "a debate page", path: `/debates/${MEASURED_DEBATE}` },
    ];
    for (const page of pages) {
      const times = { small: [], big: [] };
      for (let i = 0; i < SAMPLES + WARM; i++) {
        const order = i % 2 === 0 ? ["big", "small"] : ["small", "big"];
        for (const label of order) {
          const { ms } = await timed(`${servers[label].base}${page.path}`);
          if (i >= WARM) times[label].push(ms);
        }
      }
      const [p50Small, p95Small, p50Big, p95Big] = [
        percentile(times.small, 50),
        percentile(times.small, 95),
        percentile(times.big, 50),
        percentile(times.big, 95),
      ];
      const name = `cost growth, ${page.name}`;
      report(`${name}: 100 debates p50 / p95`, `${round(p50Small)} / ${round(p95Small)}`, "ms");
      report(`${name}: 10,000 debates, 200,000 votes p50 / p95`, `${round(p50Big)} / ${round(p95Big)}`, "ms");
      report(`${name}: ratio of the p50s, 10,000 / 100 debates`, round(p50Big / p50Small, 2), "x", BUDGET);
    }
  } finally {
    for (const server of Object.values(servers)) server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    for (const server of Object.values(servers)) rmSync(server.state, { recursive: true, force: true });
  }
}
