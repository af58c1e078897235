/**
 * Hot debates counted by their DebateCounter (issue 29, docs/decisions/0113-debate-counter.md),
 * through the built Worker: a debate one vote short of HOT_DEBATE_VOTES_PER_MINUTE (its rate
 * window written as if 599 votes had just arrived) takes a crowd, and the switch happens inside
 * the burst. The counter's writes to D1 are its alarm, run here with runDurableObjectAlarm
 * (COUNTER_FLUSH_MS is long in vitest.config.ts), so nothing waits on the wall clock.
 * Counted exactly: the stored rows, the trigger-kept counters and the page agree.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { userPositions } from "~/models/debates";
import { createDebate } from "~/seed/factories";

import { callWorker as call, signedInUser } from "../helpers/api-client";
import { fetcherData, postForm } from "../helpers/page-action";

const db = createDb(env.DB);
const THRESHOLD = 600; // the default: vitest.config.ts leaves HOT_DEBATE_VOTES_PER_MINUTE unset

const positionOf = (i: number) => (i % 3 === 0 ? "against" : "for");
const counterOf = (debateId: string) => env.DEBATE_COUNTER.get(env.DEBATE_COUNTER.idFromName(debateId));

/** `n` confirmed citizens with live sessions, made 50 at a time. */
async function citizens(n: number) {
  const made: Awaited<ReturnType<typeof signedInUser>>[] = [];
  for (let k = 0; k < n; k += 50) {
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, n - k) }, () => signedInUser({ emailConfirmedAt: new Date().toISOString() })),
      )),
    );
  }
  return made;
}

/** The debate's rate window as if THRESHOLD - 1 votes had just arrived: its next stored vote makes it hot. */
async function almostHot(debateId: string) {
  await env.DB.prepare("UPDATE debates SET rate_window_votes = ?, rate_window_start = ? WHERE id = ?")
    .bind(THRESHOLD - 1, new Date().toISOString(), debateId)
    .run();
}

/** Runs the counter's alarm until nothing waits: every vote it took is in D1. */
async function writeAll(debateId: string) {
  for (let passes = 0; passes < 100; passes++) {
    if (!(await runDurableObjectAlarm(counterOf(debateId)))) return;
  }
  throw new Error("the counter kept asking for more writes");
}

const voteThroughApi = (debateId: string, cookie: string, position: string) =>
  call("POST", `/api/debates/${debateId}/vote`, { cookie, body: { position } });

/** Stored rows, trigger-kept counters and the debate page's figures. */
async function figures(debateId: string) {
  const stored = await env.DB.prepare(
    `SELECT d.for_count AS forCount, d.against_count AS againstCount, d.participant_count AS participants,
            d.counter_since AS counterSince,
            (SELECT count(*) FROM votes v WHERE v.debate_id = d.id AND v.position = 'for') AS forRows,
            (SELECT count(*) FROM votes v WHERE v.debate_id = d.id AND v.position = 'against') AS againstRows
     FROM debates d WHERE d.id = ?`,
  )
    .bind(debateId)
    .first<{
      forCount: number;
      againstCount: number;
      participants: number;
      counterSince: string | null;
      forRows: number;
      againstRows: number;
    }>();
  const html = await (await call("GET", `/debates/${debateId}`, { headers: { Accept: "text/html" } })).text();
  const shownParticipants = Number(html.match(/([\d,.\u00a0]+) participants/)?.[1]?.replace(/\D/g, "") ?? NaN);
  const shownFor = Number(html.match(/data-testid="vote-bar" data-for="(\d+)"/)?.[1] ?? NaN);
  return { ...stored, shownParticipants, shownFor };
}

/** What the counter's storage holds: its votes, how many are written to D1. */
const counterStorage = (debateId: string) =>
  runInDurableObject(counterOf(debateId), (_instance, state) =>
    state.storage.sql
      .exec<{ n: number; written: number }>("SELECT count(*) AS n, coalesce(sum(flushed), 0) AS written FROM votes")
      .one(),
  );

describe("a hot debate's DebateCounter", () => {
  it("counts 1,000 citizens voting at once across the switch exactly: rows = counters = page", async () => {
    const debate = await createDebate(db, { title: "Should the city ban cars from its centre on Sundays?" });
    await almostHot(debate.id);
    const crowd = await citizens(1000);
    const answers = await Promise.all(
      crowd.map(async ({ cookie }, i) => (await voteThroughApi(debate.id, cookie, positionOf(i))).status),
    );
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    const before = await figures(debate.id);
    expect(before.counterSince).not.toBeNull();
    // Only the vote that crossed the threshold went the cold way: D1 has the rest after the write.
    expect((before.forRows ?? 0) + (before.againstRows ?? 0)).toBeLessThan(1000);
    await writeAll(debate.id);
    const after = await figures(debate.id);
    const expectedFor = crowd.filter((_, i) => positionOf(i) === "for").length;
    expect(after).toMatchObject({
      forRows: expectedFor,
      againstRows: 1000 - expectedFor,
      forCount: expectedFor,
      againstCount: 1000 - expectedFor,
      participants: 1000,
      shownParticipants: 1000,
      shownFor: Math.round((expectedFor * 100) / 1000),
    });
    // The counter holds every vote (those cold before the switch as its baseline), all written.
    expect(await counterStorage(debate.id)).toEqual({ n: 1000, written: 1000 });
  });

  it("loses and double-counts nothing when the object restarts mid-burst, or replays a write", async () => {
    const debate = await createDebate(db, { title: "Should night buses run every fifteen minutes?" });
    await almostHot(debate.id);
    const crowd = await citizens(300);
    const send = (i: number) => voteThroughApi(debate.id, crowd[i]?.cookie ?? "", positionOf(i));
    const first = await Promise.all(crowd.slice(0, 150).map((_, i) => send(i)));
    expect(first.every((r) => r.status === 200)).toBe(true);
    // The object is reset while the second half arrives: votes in flight may fail with it.
    const marked = new WeakSet<object>();
    await runInDurableObject(counterOf(debate.id), (instance) => void marked.add(instance));
    const abort = runInDurableObject(counterOf(debate.id), (_instance, state) => {
      state.abort("the test restarts the counter");
    }).catch(() => "aborted");
    const second = await Promise.all(crowd.slice(150).map(async (_, k) => (await send(150 + k)).status));
    await abort;
    // A new instance answers now (the old one, and its memory, are gone).
    expect(await runInDurableObject(counterOf(debate.id), (instance) => marked.has(instance))).toBe(false);
    // A citizen whose answer was lost votes again, as they would: stored (200) or already stored (400).
    for (const [k, status] of second.entries()) {
      if (status === 200) continue;
      const retry = await send(150 + k);
      expect([200, 400]).toContain(retry.status);
      if (retry.status === 400) expect(await retry.json()).toMatchObject({ position: positionOf(150 + k) });
    }
    await writeAll(debate.id);
    const expectedFor = crowd.filter((_, i) => positionOf(i) === "for").length;
    const counted = {
      forRows: expectedFor,
      againstRows: 300 - expectedFor,
      forCount: expectedFor,
      againstCount: 300 - expectedFor,
      participants: 300,
      shownParticipants: 300,
    };
    expect(await figures(debate.id)).toMatchObject(counted);

    // A crash after D1 took a batch but before the object marked it written: the batch is sent again.
    await runInDurableObject(counterOf(debate.id), async (_instance, state) => {
      state.storage.sql.exec("UPDATE votes SET flushed = 0");
      await state.storage.setAlarm(Date.now() + 600_000);
    });
    await writeAll(debate.id);
    expect(await figures(debate.id)).toMatchObject(counted);
    expect(await counterStorage(debate.id)).toEqual({ n: 300, written: 300 });
  });

  it("refuses a second vote on a hot debate exactly as on a cold one, and shows the voter their vote at once", async () => {
    const cold = await createDebate(db, { title: "Should libraries open on public holidays?" });
    const hot = await createDebate(db, { title: "Should schools start an hour later?" });
    await almostHot(hot.id);
    const [early, late, fetcher] = await citizens(3);
    if (!early || !late || !fetcher) throw new Error("no citizens");
    // `early` votes before the switch (the vote that makes the debate hot is stored by the cold door).
    expect((await voteThroughApi(hot.id, early.cookie, "against")).status).toBe(200);
    expect((await figures(hot.id)).counterSince).not.toBeNull();
    // `late` votes through the counter: theirs at once, before any write to D1.
    expect((await voteThroughApi(hot.id, late.cookie, "for")).status).toBe(200);
    const own = await call("GET", `/api/debates/${hot.id}/user-vote`, { cookie: late.cookie });
    expect(await own.json()).toEqual({ debateId: hot.id, position: "for" });
    const page = await call("GET", `/debates/${hot.id}`, { cookie: late.cookie, headers: { Accept: "text/html" } });
    expect(await page.text()).toMatch(/data-testid="your-vote"/);
    // The cards of the home grid (userPositions): the same, before the write.
    expect(await userPositions({ db, env }, late.user.id, [hot.id, cold.id])).toEqual({ [hot.id]: "for" });
    expect((await voteThroughApi(cold.id, late.cookie, "for")).status).toBe(200);

    for (const [voter, side] of [
      [early, "against"],
      [late, "for"],
    ] as const) {
      const onCold = await voteThroughApi(cold.id, late.cookie, "against");
      const onHot = await voteThroughApi(hot.id, voter.cookie, side === "for" ? "against" : "for");
      expect(onHot.status).toBe(onCold.status);
      expect(onHot.status).toBe(400);
      const [hotBody, coldBody] = [await onHot.json(), await onCold.json()];
      expect(hotBody).toEqual({ ...(coldBody as object), position: side });
    }
    // The page's own action (the vote form's fetcher) on the hot debate: the same answers.
    const firstTry = await postForm(
      `/debates/${hot.id}`,
      { intent: "vote", debateId: hot.id, position: "for" },
      { cookie: fetcher.cookie, fetcher: true },
    );
    expect(await fetcherData(firstTry)).toMatchObject({ ok: true, form: "vote" });
    const secondTry = await postForm(
      `/debates/${hot.id}`,
      { intent: "vote", debateId: hot.id, position: "against" },
      { cookie: fetcher.cookie, fetcher: true },
    );
    expect(await fetcherData(secondTry)).toMatchObject({ ok: false, form: "vote" });

    await writeAll(hot.id);
    expect(await figures(hot.id)).toMatchObject({ forRows: 2, againstRows: 1, forCount: 2, againstCount: 1 });
  });

  it("leaves cold debates on today's path: stored in D1 at once, no counter involved", async () => {
    const debate = await createDebate(db, { title: "Should parks stay open until midnight?" });
    const voters = await citizens(20);
    const answers = await Promise.all(voters.map(({ cookie }, i) => voteThroughApi(debate.id, cookie, positionOf(i))));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const now = await figures(debate.id);
    expect(now).toMatchObject({ counterSince: null, forRows: 13, againstRows: 7, forCount: 13, participants: 20 });
    expect(await counterStorage(debate.id)).toEqual({ n: 0, written: 0 });
    expect(await runDurableObjectAlarm(counterOf(debate.id))).toBe(false);
  });
});
