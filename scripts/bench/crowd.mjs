/**
 * 1,000 voters at once (npm run bench; issue 19): 1,000 distinct citizens, signed in beforehand,
 * all vote on one debate at the same moment; every vote must be counted exactly, and the votes per
 * second are compared with the limit of this machine measured in the same run: a bare one-row D1
 * insert behind the same session check (scripts/bench/bare-insert, a bench-only Worker). Budget:
 * at least 0.5x (docs/performance.md).
 *
 * Doors: the page door the UI uses (the vote form's fetcher: POST /debates/{id}.data with
 * intent=vote, what a browser with JavaScript sends; without JavaScript the same action answers a
 * redirect) and the JSON API door (POST /api/debates/{id}/vote). Both are measured and budgeted.
 *
 * The citizens are signed in the way the app expects (app/models/accounts/sessions.server.ts): a random
 * 256-bit token in the signed `ds_session` cookie, its SHA-256 as the session row's id in D1,
 * written by SQL before the servers start (one statement for 1,000 rows).
 *
 * The bench Worker runs in its own `wrangler dev` on the same --persist-to directory, so it reads
 * the same sessions from the same SQLite file. Two processes must not write that file at the same
 * moment (SQLite's lock answers SQLITE_BUSY and local D1 then stalls), so the bursts take turns
 * with a pause between them, never overlap: page door, bare insert, API door, bare insert (ROUNDS
 * times). Each rate is over all its bursts (votes / seconds from the first request sent to the
 * last answer); the bare rate is measured on both sides of each door's burst. Sessions are
 * "seen just now" so that no session check writes (see prepareCrowd).
 *
 * Counted exactly: after each round the debate's page (as a visitor sees it) must show 1,000
 * participants and the expected percentage; after the servers stop, the stored rows and the
 * trigger-kept counters are read from the local D1 (verifyCrowdStored).
 */
import { createHash, randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { createCookie } from "@remix-run/cloudflare";

import { devArgs, executeSqlFile, queryLocal } from "./local-d1.mjs";

const CROWD = 1_000;
const ROUNDS = 1;
const WARM = 20;
const BUDGET = 0.5;
const DOORS = ["page", "api"];
const DOOR_NAMES = { page: "page door (the vote form)", api: "API door", bare: "bare one-row insert" };

/** Citizen i votes against when i % 3 is 0: 334 against, 666 for. */
export const positionOf = (i) => (i % 3 === 0 ? "against" : "for");
/** How many of citizens 0..crowd-1 vote for. */
const expectedFor = (crowd) => Array.from({ length: crowd }, (_, i) => positionOf(i)).filter((p) => p === "for").length;
const debateId = (door, round) => `bench-crowd-${door}-${round}`;

/**
 * Writes the crowd into the local D1 at `state`: 1,000 citizens with live sessions (five statements
 * of 200 rows), one empty debate per door and round (plus one to warm each door), and the bench Worker's table.
 * Returns the citizens' cookies. `count`: how many citizens (the election-night bench wants more).
 */
export async function prepareCrowd({ bin, root, env, state, sessionSecret, count = CROWD }) {
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
  // Seen "just now" for the whole run: the session check writes lastSeenAt at most every five minutes
  // (app/models/accounts/sessions.server.ts), and a citizen who just opened the debate to vote was seen when the
  // page loaded, so the vote's check only reads. (A touch from one process while the other writes
  // would also make them wait on SQLite's lock.)
  const seen = new Date(Date.now() + 86_400_000).toISOString();
  const cookie = createCookie("ds_session", { secrets: [sessionSecret], path: "/", httpOnly: true, sameSite: "lax" });
  const cookies = [];
  const sessions = [];
  for (let i = 0; i < count; i++) {
    const token = randomBytes(32).toString("base64url");
    sessions.push(
      `('${createHash("sha256").update(token).digest("hex")}', 'bench-citizen-${i}', '${now}', '${seen}', '${later}')`,
    );
    cookies.push((await cookie.serialize(token)).split(";")[0]);
  }
  const ids = [...DOORS.map((door) => debateId(door, "warm"))];
  for (let round = 0; round < ROUNDS; round++) for (const door of DOORS) ids.push(debateId(door, round));
  const sql = [
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})
     INSERT INTO users (id, username, email, email_confirmed_at, created_at)
     SELECT 'bench-citizen-' || i, 'benchcitizen' || i, 'benchcitizen' || i || '@bench.local', '${now}', '${now}' FROM n;`,
    // 200 rows a statement: D1 refuses a statement over 100 KB (SQLITE_TOOBIG).
    ...Array.from(
      { length: Math.ceil(count / 200) },
      (_, k) =>
        `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES\n${sessions.slice(k * 200, (k + 1) * 200).join(",\n")};`,
    ),
    `INSERT INTO debates (id, title, category, region, created_at) VALUES\n${ids
      .map((id) => `('${id}', 'Bench: 1,000 citizens vote at once (${id})', 'world', 'global', '${now}')`)
      .join(",\n")};`,
    // The bench Worker's table: in this local D1 only, never a migration of the product.
    `CREATE TABLE bench_inserts (id INTEGER PRIMARY KEY, user_id TEXT NOT NULL, label TEXT NOT NULL, created_at TEXT NOT NULL);`,
  ];
  const file = join(state, "bench-crowd.sql");
  writeFileSync(file, sql.join("\n"));
  executeSqlFile({ bin, root, env, state }, file);
  return { cookies };
}

/** The bench Worker's `wrangler dev` arguments (its own config, the same local D1). */
export const bareInsertArgs = (options) => devArgs({ config: "scripts/bench/bare-insert/wrangler.toml", ...options });

function send(door, { base, bareBase }, cookie, target, position) {
  if (door === "bare") {
    return fetch(`${bareBase}/?round=${encodeURIComponent(target)}`, { method: "POST", headers: { Cookie: cookie } });
  }
  if (door === "api") {
    return fetch(`${base}/api/debates/${target}/vote`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ position }),
    });
  }
  // What the vote form's fetcher sends (app/components/debates/vote-form.tsx): the page's own action.
  return fetch(`${base}/debates/${target}.data`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: base },
    body: new URLSearchParams({ intent: "vote", debateId: target, position }),
  });
}

/** `count` citizens (from `first`) through `door` at once; the seconds from the first send to the last answer. */
async function burst(door, servers, cookies, target, { first = 0, count = CROWD, serverLog } = {}) {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, async (_, k) => {
      const i = first + k;
      try {
        const response = await send(door, servers, cookies[i], target, positionOf(i));
        await response.arrayBuffer();
        return response.status;
      } catch (error) {
        return `network error ${error.cause?.code ?? error.message}`;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (count === CROWD) console.log(`  (${DOOR_NAMES[door]}, ${target}: ${count} at once in ${seconds.toFixed(1)} s)`);
  const failed = statuses.filter((s) => s !== 200);
  if (failed.length > 0) {
    const kinds = [...new Set(failed)].join(", ");
    console.log(`  ${failed.length} of ${count} requests through the ${DOOR_NAMES[door]} failed (${kinds})`);
    // What the server said about them (wrangler dev's output: the error and its stack). "Reloading local
    // server": wrangler dev restarted the Worker because a file under build/ changed during the run (an
    // `npm run build`, or `npm run lint`'s typegen, which swaps build/server/index.js for a stand-in
    // for a moment): requests in flight are dropped, answered 503 or 500; rerun without them.
    const said = (serverLog?.(door) ?? "")
      .split("\n")
      .filter((line) => /error|exception|Reloading local server/i.test(line));
    for (const line of [...new Set(said)].slice(-10)) console.log(`    server: ${line.slice(0, 300)}`);
  }
  return { seconds, failed: failed.length };
}

/** What a visitor sees on the debate's page: its participants and the support percentage (`headers`: e.g. a cookie that bypasses the edge cache). */
export async function shownFigures(base, id, headers = {}) {
  const html = await (await fetch(`${base}/debates/${id}`, { headers: { Accept: "text/html", ...headers } })).text();
  const participants = html.match(/([\d,.\u00a0]+) participants/)?.[1]?.replace(/\D/g, "");
  const forPercent = html.match(/data-testid="vote-bar" data-for="(\d+)"/)?.[1];
  return { participants: Number(participants ?? NaN), forPercent: Number(forPercent ?? NaN) };
}

/** The bursts, taking turns; reports the rates and their ratios. Returns what verifyCrowdStored checks. */
export async function benchCrowd({ base, bareBase, cookies, report, serverLog }) {
  const servers = { base, bareBase };
  // Warm each door's isolate and code paths (not counted).
  const pause = () => new Promise((r) => setTimeout(r, 2_000));
  for (const door of DOORS) await burst(door, servers, cookies, debateId(door, "warm"), { count: WARM });
  await pause();
  await burst("bare", servers, cookies, "warm", { count: WARM });
  await pause();

  const seconds = { page: 0, api: 0, bare: 0 };
  const votes = { page: 0, api: 0, bare: 0 };
  const failed = { page: 0, api: 0, bare: 0 };
  const shown = [];
  const run = async (door, target) => {
    const result = await burst(door, servers, cookies, target, { serverLog });
    seconds[door] += result.seconds;
    votes[door] += CROWD;
    failed[door] += result.failed;
    await pause();
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const door of DOORS) {
      const id = debateId(door, round);
      await run(door, id);
      shown.push({ door, id, ...(await shownFigures(base, id)) });
      await run("bare", `${door}-${round}`);
    }
  }
  for (const door of [...DOORS, "bare"]) {
    report(`1,000 voters at once: ${DOOR_NAMES[door]}, requests refused or failed`, failed[door], "", 0);
  }
  const rate = (door) => votes[door] / seconds[door];
  const round1 = (value, digits = 1) => Number(value.toFixed(digits));
  report(`1,000 voters at once: ${DOOR_NAMES.bare} (session check + insert)`, round1(rate("bare")), "req/s");
  for (const door of DOORS) {
    report(`1,000 voters at once: ${DOOR_NAMES[door]}`, round1(rate(door)), "votes/s");
    report(
      `1,000 voters at once: ${DOOR_NAMES[door]} over the bare insert (same run)`,
      round1(rate(door) / rate("bare"), 2),
      "x",
      BUDGET,
      "min",
    );
  }
  return { shown };
}

/** Each crowd debate whose id starts with `prefix`: its stored counters and its vote rows, by id. */
export function storedCrowds(query, prefix) {
  const debates = query(
    `SELECT d.id, d.for_count AS forCount, d.against_count AS againstCount, d.participant_count AS participants,
            (SELECT count(*) FROM votes v WHERE v.debate_id = d.id AND v.position = 'for') AS forRows,
            (SELECT count(*) FROM votes v WHERE v.debate_id = d.id AND v.position = 'against') AS againstRows
     FROM debates d WHERE d.id LIKE '${prefix}%'`,
  );
  return Object.fromEntries(debates.map((d) => [d.id, d]));
}

/** A crowd round counted exactly: rows = counters = the page, for every one of the `crowd` voters (citizens 0..crowd-1). */
export function countedExactly(stored, shown, crowd = CROWD) {
  const votedFor = expectedFor(crowd);
  return Boolean(
    stored &&
    stored.forRows === votedFor &&
    stored.againstRows === crowd - votedFor &&
    stored.forCount === stored.forRows &&
    stored.againstCount === stored.againstRows &&
    stored.participants === crowd &&
    shown.participants === crowd &&
    shown.forPercent === Math.round((votedFor * 100) / crowd),
  );
}

/**
 * After the servers stopped: every round's votes and counters as stored in the local D1, and what
 * its page showed. Reports, per door, how many rounds were counted exactly (budget: all of them).
 */
export function verifyCrowdStored({ bin, root, env, state, shown, report }) {
  const query = (command) => queryLocal({ bin, root, env, state }, command);
  const stored = storedCrowds(query, "bench-crowd-");
  const bare = query(`SELECT label, count(*) AS n FROM bench_inserts GROUP BY label`);
  for (const door of DOORS) {
    const rounds = shown.filter((s) => s.door === door);
    const exact = rounds.filter((s) => countedExactly(stored[s.id], s));
    report(
      `1,000 voters at once: ${DOOR_NAMES[door]}, rounds counted exactly (rows, counters, page)`,
      exact.length,
      `of ${rounds.length}`,
      rounds.length,
      "min",
      { stored: rounds.map((s) => stored[s.id]), shown: rounds },
    );
  }
  const bareRounds = bare.filter((b) => b.label !== "warm");
  report(
    `1,000 voters at once: ${DOOR_NAMES.bare}, rounds with 1,000 rows`,
    bareRounds.filter((b) => b.n === CROWD).length,
    `of ${bareRounds.length}`,
    bareRounds.length,
    "min",
  );
}
