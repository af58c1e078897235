/**
 * The cost of a vote at any size (npm run bench): the same request, a first vote by a signed-in
 * citizen through POST /api/debates/{id}/vote, on a debate that already has 100,000 votes and on
 * debates that have none, interleaved in one run so the machine's speed cancels out. Budget: the
 * big debate's median at most 1.2x the empty ones' (docs/performance.md).
 *
 * The data is written straight into the local D1 before the server starts: 100,000 users and
 * their votes (the database's counter triggers run for each, as in production), and fresh
 * citizens with real server-side sessions whose cookies are signed with the bench's secret.
 */
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { createCookie } from "@remix-run/cloudflare";

const BIG_DEBATE_VOTES = 100_000;
const SAMPLES = 150;
/** Citizens who vote while the card is measured (scripts/bench/infographic.mjs benchCardUnderVotes). */
const CARD_VOTERS = 400;
const sql = (value) => `'${String(value).replace(/'/g, "''")}'`;

/** Writes the bench's debates, users, votes and sessions into the local D1 at `state`. */
export async function prepareVoteBench({ bin, root, env, state, sessionSecret }) {
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const debate = (id, title) =>
    `INSERT INTO debates (id, title, category, region, created_at) VALUES (${sql(id)}, ${sql(title)}, 'world', 'global', '2020-01-01T00:00:00.000Z');`;
  const lines = [
    debate("bench-big", "Bench: a debate with 100,000 votes"),
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BIG_DEBATE_VOTES})
     INSERT INTO users (id, username, email, email_confirmed_at, created_at)
     SELECT 'bench-crowd-' || i, 'benchcrowd' || i, 'benchcrowd' || i || '@bench.local', '2020-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z' FROM n;`,
    `INSERT INTO votes (debate_id, user_id, position, created_at)
     SELECT 'bench-big', id, CASE WHEN abs(random()) % 3 = 0 THEN 'against' ELSE 'for' END, '2020-01-02T00:00:00.000Z'
     FROM users WHERE id LIKE 'bench-crowd-%';`,
  ];
  const cookie = createCookie("ds_session", { secrets: [sessionSecret], path: "/", httpOnly: true, sameSite: "lax" });
  const voters = [];
  for (let i = 0; i < SAMPLES * 2 + CARD_VOTERS; i++) {
    const id = `bench-voter-${i}`;
    const token = randomBytes(32).toString("base64url");
    const sessionId = createHash("sha256").update(token).digest("hex");
    lines.push(
      `INSERT INTO users (id, username, email, email_confirmed_at, created_at) VALUES (${sql(id)}, ${sql(`benchvoter${i}`)}, ${sql(`benchvoter${i}@bench.local`)}, ${sql(now)}, ${sql(now)});`,
      `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES (${sql(sessionId)}, ${sql(id)}, ${sql(now)}, ${sql(now)}, ${sql(later)});`,
    );
    if (i < SAMPLES) lines.push(debate(`bench-empty-${i}`, `Bench: an empty debate ${i}`));
    voters.push((await cookie.serialize(token)).split(";")[0]);
  }
  const file = join(state, "bench-votes.sql");
  writeFileSync(file, lines.join("\n"));
  execFileSync(bin("wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file, "--yes"], {
    cwd: root,
    env,
    stdio: "pipe",
  });
  return { voters: voters.slice(0, SAMPLES * 2), cardVoters: voters.slice(SAMPLES * 2) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function castVote(base, cookie, debateId) {
  const start = performance.now();
  const response = await fetch(`${base}/api/debates/${debateId}/vote`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ position: "for" }),
  });
  const body = await response.json();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`a bench vote on ${debateId} answered ${response.status}`);
  return { ms, debate: body.debate };
}

/** Interleaved: one vote on the big debate, then one on an empty debate, by different citizens. */
export async function benchVoteCost({ base, voters, report }) {
  const big = [];
  const empty = [];
  let last;
  for (let i = 0; i < SAMPLES; i++) {
    last = await castVote(base, voters[i], "bench-big");
    big.push(last.ms);
    empty.push((await castVote(base, voters[SAMPLES + i], `bench-empty-${i}`)).ms);
  }
  // The first few warm the isolate; they are not part of the medians.
  const warm = 10;
  const bigMedian = median(big.slice(warm));
  const emptyMedian = median(empty.slice(warm));
  const total = last.debate.forCount + last.debate.againstCount;
  report("votes counted on the big debate (expected 100,000 + the bench's)", total, "votes");
  if (total !== BIG_DEBATE_VOTES + SAMPLES) report("  votes counted exactly", 0, "", 1, "min");
  report(`vote on a debate with ${BIG_DEBATE_VOTES.toLocaleString("en")} votes, median`, round(bigMedian), "ms");
  report("vote on a debate with no votes, median (same run, interleaved)", round(emptyMedian), "ms");
  report("vote cost ratio: 100,000 votes / none", round(bigMedian / emptyMedian, 2), "x", 1.2);
}

const round = (value, digits = 1) => Number(value.toFixed(digits));
