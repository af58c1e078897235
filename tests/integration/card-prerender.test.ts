/**
 * Cards drawn ahead of the request (docs/decisions/0085-card-prerender.md), inside workerd: votes
 * through the built Worker's real door, the debate's CardRenderer Durable Object, its alarm, the
 * infographic Worker behind the service binding, and the KV store the card route serves from.
 *
 * How the tests wait: each vote request runs with its own execution context and the test awaits
 * `waitOnExecutionContext`, so the vote's background call to the CardRenderer has finished; the
 * redraw delay is set longer than any test (vitest.config.ts CARD_REDRAW_DELAY_MS), and the test
 * fires the alarm itself with `runDurableObjectAlarm`. No wall-clock sleeps.
 */
import {
  createExecutionContext,
  env,
  runDurableObjectAlarm,
  runInDurableObject,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";

import worker from "~built-worker";
import { createDb } from "~/db/client.server";
import { createConfirmedUser, createDebate } from "~/seed/factories";
import { getDebate } from "~/models/debates/debates.server";
import { createConfirmationToken } from "~/models/accounts/email-confirmation.server";
import { cardFor, cardKey, participantBucket } from "~/models/debates/infographic.server";
import { castVote } from "~/models/debates/votes.server";

import type { CardRenderer } from "../../workers/cards/card-renderer";
import { ORIGIN, signedInUser } from "../helpers/api-client";

const db = createDb(env.DB);

/** A citizen who confirmed their e-mail: their vote counts in the figures the card shows. */
const confirmedCitizen = async () => (await createConfirmedUser(db, { password: null })).user;

const renderer = (debateId: string) => env.CARD_RENDERER.get(env.CARD_RENDERER.idFromName(debateId));

/**
 * A vote by a new signed-in citizen through POST /api/debates/{id}/vote, background work included.
 * The citizen confirmed their e-mail (their vote counts) unless `confirmed` is false.
 */
async function voteThroughApi(debateId: string, position: "for" | "against", { confirmed = true } = {}) {
  const { cookie, user } = await signedInUser({ emailConfirmedAt: confirmed ? new Date().toISOString() : null });
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/api/debates/${debateId}/vote`, {
    method: "POST",
    headers: { Origin: ORIGIN, Host: "localhost", Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ position }),
  });
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  return user;
}

/** GET /debates/{id}/infographic.png, its background work (the KV write, the note to the CardRenderer) included. */
async function getCard(debateId: string, lng = "en") {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/debates/${debateId}/infographic.png?lng=${lng}`, {
    headers: { Host: "localhost" },
  });
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  return { response, png: new Uint8Array(await response.arrayBuffer()) };
}

/** The card stored in KV for the debate's current figures, as the route would look it up. */
async function storedCard(debateId: string, lng: "en" | "hi" | "bn" = "en") {
  const debate = await getDebate(db, debateId);
  if (!debate) throw new Error("no debate");
  const key = await cardKey(debate.id, await cardFor(debate, lng), debate.participantCount);
  const stored = await env.CACHE.get(key, "arrayBuffer");
  return stored ? new Uint8Array(stored) : null;
}

/** `count` citizens' votes written in one statement (the counter triggers run for each), without the door. */
async function crowd(debateId: string, count: number, position: "for" | "against") {
  const tag = `${debateId.slice(0, 8)}-${position}-${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO users (id, username, email, email_confirmed_at, created_at)
       SELECT 'crowd-' || ?2 || '-' || i, 'crowd' || replace(?2, '-', '') || i, 'crowd-' || ?2 || '-' || i || '@test.local', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM n`,
    ).bind(count, tag),
    env.DB.prepare(
      `INSERT INTO votes (debate_id, user_id, position, created_at)
       SELECT ?1, id, ?2, '2026-01-02T00:00:00.000Z' FROM users WHERE id LIKE 'crowd-' || ?3 || '-%'`,
    ).bind(debateId, position, tag),
  ]);
}

describe("cards drawn ahead of the request", () => {
  it("a vote changes the stored card after the redraw delay, without any request for the card", async () => {
    const debate = await createDebate(db, { title: "Should towns light their streets with solar lamps?" });
    const before = await getCard(debate.id);
    expect(before.response.headers.get("X-Infographic-Cache")).toBe("miss");

    await voteThroughApi(debate.id, "for");
    const stub = renderer(debate.id);
    const pending = await stub.stats();
    expect(pending).toMatchObject({ scheduled: 1, passes: 0, renders: 0 });
    expect(pending.alarm).not.toBeNull();
    // Before the alarm, nothing is stored for the new figures (100 % for, 1 participant).
    expect(await storedCard(debate.id)).toBeNull();

    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.stats()).toMatchObject({ scheduled: 1, passes: 1, renders: 1, alarm: null });
    const stored = await storedCard(debate.id);
    expect(stored).not.toBeNull();
    expect(stored).not.toEqual(before.png);

    // The route serves that stored card: no drawing on the request.
    const after = await getCard(debate.id);
    expect(after.response.headers.get("X-Infographic-Cache")).toBe("hit");
    expect(after.png).toEqual(stored);
  });

  it("redraws English ahead even if nobody asked for the card yet, and the languages asked for since", async () => {
    const debate = await createDebate(db, { title: "Should every village have a public reading room?" });
    await voteThroughApi(debate.id, "against");
    const stub = renderer(debate.id);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await storedCard(debate.id, "en")).not.toBeNull();
    expect(await storedCard(debate.id, "hi")).toBeNull();
    expect((await getCard(debate.id, "en")).response.headers.get("X-Infographic-Cache")).toBe("hit");

    // Someone opens the Hindi card: drawn once on the request; from then on it is kept up to date too.
    expect((await getCard(debate.id, "hi")).response.headers.get("X-Infographic-Cache")).toBe("miss");
    await voteThroughApi(debate.id, "for");
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await storedCard(debate.id, "hi")).not.toBeNull();
    expect(await stub.stats()).toMatchObject({ passes: 2, renders: 3 });
  });

  it("a vote that does not count yet asks for no redraw; opening the confirmation link does", async () => {
    const debate = await createDebate(db, { title: "Should markets close on polling day?" });
    await getCard(debate.id);
    const voter = await voteThroughApi(debate.id, "for", { confirmed: false });
    const stub = renderer(debate.id);
    // The figures did not move (the voter's e-mail is not confirmed): nothing to redraw.
    expect(await stub.stats()).toMatchObject({ scheduled: 0, alarm: null });

    const token = await createConfirmationToken(db, voter);
    const ctx = createExecutionContext();
    const opened = await worker.fetch(
      new Request(`${ORIGIN}/confirm-email?token=${token}`, { headers: { Host: "localhost" } }) as Parameters<
        typeof worker.fetch
      >[0],
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(opened.status).toBe(302);
    // Their vote counts now: the card of the debate they voted on is redrawn ahead.
    expect(await stub.stats()).toMatchObject({ scheduled: 1 });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await storedCard(debate.id)).not.toBeNull();
    expect((await getCard(debate.id)).response.headers.get("X-Infographic-Cache")).toBe("hit");
  });

  it("a burst of votes is one redraw, not one per vote", async () => {
    const debate = await createDebate(db, { title: "Should bus travel be free for students?" });
    await getCard(debate.id);
    const votes = 12;
    await Promise.all(
      Array.from({ length: votes }, (_, i) => voteThroughApi(debate.id, i % 3 === 0 ? "against" : "for")),
    );
    const stub = renderer(debate.id);
    expect(await stub.stats()).toMatchObject({ scheduled: votes, passes: 0, renders: 0 });

    expect(await runDurableObjectAlarm(stub)).toBe(true);
    // One pass, one card (the only language asked for), and no alarm left for the same burst.
    expect(await stub.stats()).toMatchObject({ scheduled: votes, passes: 1, renders: 1, alarm: null });
    expect(await runDurableObjectAlarm(stub)).toBe(false);
    expect((await getCard(debate.id)).response.headers.get("X-Infographic-Cache")).toBe("hit");
  });

  it("never serves a card older than the figures once they moved by a whole percent", async () => {
    const debate = await createDebate(db, { title: "Should cities plant a tree for every newborn?" });
    await crowd(debate.id, 100, "for");
    await crowd(debate.id, 100, "against");
    const even = await getCard(debate.id); // 50 %, 200 participants
    expect(even.response.headers.get("X-Infographic-Cache")).toBe("miss");

    // One more vote: still 50 % and in the same participant bucket (200): the stored card is served.
    await castVote(db, { debateId: debate.id, userId: (await confirmedCitizen()).id, position: "for" });
    const same = await getCard(debate.id);
    expect(same.response.headers.get("X-Infographic-Cache")).toBe("hit");
    expect(same.png).toEqual(even.png);

    // Two more: 103 of 203 is 51 %. Asked at once, before any redraw, the old bytes never come back.
    for (let i = 0; i < 2; i++) {
      await castVote(db, { debateId: debate.id, userId: (await confirmedCitizen()).id, position: "for" });
    }
    const moved = await getCard(debate.id);
    expect(moved.response.headers.get("X-Infographic-Cache")).toBe("miss");
    expect(moved.png).not.toEqual(even.png);
    expect(moved.response.headers.get("ETag")).not.toBe(even.response.headers.get("ETag"));

    // From nothing to a first vote: the no-votes card is never served for a voted debate.
    const fresh = await createDebate(db, { title: "Should markets close on one weekday?" });
    const none = await getCard(fresh.id);
    await castVote(db, { debateId: fresh.id, userId: (await confirmedCitizen()).id, position: "against" });
    const voted = await getCard(fresh.id);
    expect(voted.response.headers.get("X-Infographic-Cache")).toBe("miss");
    expect(voted.png).not.toEqual(none.png);
  });

  it("a burst costs the CardRenderer one storage write; a vote while the alarm runs sets the next alarm", async () => {
    const debate = await createDebate(db, { title: "Should libraries open on Sunday evenings?" });
    const stub = renderer(debate.id);
    const stored = () =>
      runInDurableObject(
        stub,
        async (_instance, state) => (await state.storage.get<{ scheduled: number }>("state"))?.scheduled,
      );
    for (let i = 0; i < 5; i++) await voteThroughApi(debate.id, i % 2 === 0 ? "for" : "against");
    // Only the first vote of the burst wrote; the other four found the alarm pending and only counted.
    expect(await stored()).toBe(1);
    expect(await stub.stats()).toMatchObject({ scheduled: 5, passes: 0 });

    // A vote that arrives while the pass draws (its figures may postdate what the pass read) sets the next alarm.
    await runInDurableObject(stub, async (instance: CardRenderer, state) => {
      await state.storage.deleteAlarm(); // as the platform does when it starts the alarm
      const pass = instance.alarm();
      await instance.schedule(debate.id);
      await pass;
      expect(await state.storage.getAlarm()).not.toBeNull();
    });
    expect(await stub.stats()).toMatchObject({ scheduled: 6, passes: 1, renders: 1 });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.stats()).toMatchObject({ scheduled: 6, passes: 2, alarm: null });

    // After the pass, the next vote starts a new burst: it writes and sets an alarm again.
    await voteThroughApi(debate.id, "for");
    expect(await stored()).toBe(7);
    expect((await stub.stats()).alarm).not.toBeNull();
  });

  it("names the card from the figures read on every request: a changed or hidden debate is never served from before", async () => {
    const debate = await createDebate(db, { title: "Should schools teach first aid every year?" });
    await crowd(debate.id, 30, "for");
    await crowd(debate.id, 10, "against");
    const first = await getCard(debate.id); // 75 %, named and stored in this isolate
    expect((await getCard(debate.id)).response.headers.get("X-Infographic-Cache")).toBe("hit");

    // The figures move outside any door (no request, no CardRenderer): the next request names the new card.
    await crowd(debate.id, 10, "against"); // 30 of 50: 60 %
    const moved = await getCard(debate.id);
    expect(moved.response.headers.get("X-Infographic-Cache")).toBe("miss");
    expect(moved.png).not.toEqual(first.png);
    expect(moved.png).toEqual(await storedCard(debate.id));

    // A new title is a new card, and a hidden debate has no card at all.
    await env.DB.prepare("UPDATE debates SET title = ?1 WHERE id = ?2")
      .bind("Should schools teach first aid every term?", debate.id)
      .run();
    const retitled = await getCard(debate.id);
    expect(retitled.response.headers.get("X-Infographic-Cache")).toBe("miss");
    expect(retitled.png).not.toEqual(moved.png);
    await env.DB.prepare("UPDATE debates SET hidden_at = ?1, hidden_reason = 'other' WHERE id = ?2")
      .bind(new Date().toISOString(), debate.id)
      .run();
    const ctx = createExecutionContext();
    const hidden = await worker.fetch(
      new Request(`${ORIGIN}/debates/${debate.id}/infographic.png?lng=en`, {
        headers: { Host: "localhost" },
      }) as Parameters<typeof worker.fetch>[0],
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(hidden.status).toBe(404);
  });

  it("names the participant count in the key exactly below 100, then by two significant digits", () => {
    expect([0, 7, 99, 100, 149, 201, 999, 1_000, 1_234, 98_765].map(participantBucket)).toEqual([
      0, 7, 99, 100, 140, 200, 990, 1_000, 1_200, 98_000,
    ]);
  });
});
