/**
 * Web Push end to end (docs/push.md, issue 32): a citizen turns push on from /settings (the page's
 * own action, as its fetcher posts the browser's subscription), someone replies to their comment
 * through the debate page, and the push queue's consumer (the news Worker's queue handler, its built bundle, run by
 * the real local queue) delivers a message to the local push service (tests/fakes/push-service.ts),
 * which verifies VAPID and decrypts it to the expected payload. 410 removes the subscription; one's
 * own reply and a preference turned off send nothing.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { createDb } from "~/db/client.server";
import { notifications, pushSubscriptions } from "~/db/schema";
import { createDebate } from "~/seed/factories";

import { signedInUser } from "../helpers/api-client";
import { fetcherData, postForm } from "../helpers/page-action";
import {
  expirePushSubscription,
  mintPushSubscription,
  pushServiceUrl,
  receivedPushes,
  type FakeSubscription,
} from "../helpers/web-push";

const db = createDb(env.DB);
const confirmed = () => ({ emailConfirmedAt: new Date().toISOString() });

/** A device of the citizen's subscribed as the settings page does it: the browser's subscription, posted by its fetcher. */
async function subscribe(cookie: string): Promise<FakeSubscription> {
  const subscription = await mintPushSubscription({ applicationServerKey: env.VAPID_PUBLIC_KEY });
  const response = await postForm(
    "/settings",
    {
      intent: "pushSubscribe",
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    },
    { cookie, fetcher: true },
  );
  expect(await fetcherData(response)).toMatchObject({ ok: true, form: "pushSubscribe" });
  return subscription;
}

async function comment(cookie: string, debateId: string, content: string, parentId?: string) {
  const fields: Record<string, string> = { intent: parentId ? "reply" : "comment", debateId, content };
  if (parentId) fields.parentId = parentId;
  const outcome = await fetcherData<{ ok: boolean; commentId: string }>(
    await postForm(`/debates/${debateId}`, fields, { cookie, fetcher: true }),
  );
  expect(outcome.ok).toBe(true);
  return outcome.commentId;
}

/** Waits for the push service to have accepted `count` messages for the subscription (the queue runs on its own). */
async function pushesFor(subscription: FakeSubscription, count: number) {
  return vi.waitFor(
    async () => {
      const messages = await receivedPushes(subscription.id);
      if (messages.length < count) throw new Error(`${messages.length} of ${count} pushes so far`);
      return messages;
    },
    { timeout: 45_000, interval: 250 },
  );
}

async function devices(userId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

describe("push for a reply", () => {
  it("delivers the reply's notification, encrypted, in the citizen's language, to their subscribed device", async () => {
    const debate = await createDebate(db, { title: "Should cities ban cars downtown?" });
    const author = await signedInUser({ ...confirmed(), language: "hi" });
    const replier = await signedInUser({ ...confirmed(), firstName: "Ravi", lastName: "Kumar" });
    const device = await subscribe(author.cookie);
    expect(await devices(author.user.id)).toHaveLength(1);

    const parentId = await comment(author.cookie, debate.id, "Yes, for clean air.");
    const replyId = await comment(replier.cookie, debate.id, "Buses first.", parentId);

    const [message] = await pushesFor(device, 1);
    const payload = JSON.parse(message?.payload ?? "{}") as Record<string, string>;
    expect(payload).toEqual({
      title: "किसी ने आपकी टिप्पणी का जवाब दिया",
      body: "Ravi Kumar ने बहस में जवाब दिया: Should cities ban cars downtown?",
      url: `/debates/${debate.id}#comment-${replyId}`,
      tag: expect.any(String) as string,
      lang: "hi",
    });
    // Signed with the deployment's VAPID key, for the push service's origin; kept a day for an offline device.
    expect(message?.vapid).toMatchObject({
      k: env.VAPID_PUBLIC_KEY,
      aud: pushServiceUrl(),
      sub: "mailto:push-tests@debatestorm.example",
    });
    expect(message?.ttl).toBe(86_400);
    // The notification it tells of is the one in the app, its push copy taken by the queue.
    const [row] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.user.id), eq(notifications.id, payload.tag ?? "")));
    expect(row?.kind).toBe("comment_reply");
    expect(row?.pushState).toBe("queued");
  });

  it("sends nothing for one's own reply, nor while replies are turned off in settings", async () => {
    const debate = await createDebate(db);
    const author = await signedInUser(confirmed());
    const replier = await signedInUser({ ...confirmed(), firstName: "Meera", lastName: "Das" });
    const device = await subscribe(author.cookie);
    const parentId = await comment(author.cookie, debate.id, "A first thought.");

    // Their own reply, then a reply while they have turned replies off (a plain form: no JavaScript).
    await comment(author.cookie, debate.id, "Adding to myself.", parentId);
    const off = await postForm("/settings", { intent: "replyNotifications" }, { cookie: author.cookie });
    expect(off.status).toBe(302);
    await comment(replier.cookie, debate.id, "Not told.", parentId);
    // Turned on again (with JavaScript: a fetcher), the next reply is told: it is the one push they get.
    const on = await postForm(
      "/settings",
      { intent: "replyNotifications", replies: "on" },
      {
        cookie: author.cookie,
        fetcher: true,
      },
    );
    expect(await fetcherData(on)).toMatchObject({ ok: true });
    const told = await comment(replier.cookie, debate.id, "Told.", parentId);

    const messages = await pushesFor(device, 1);
    // Give a stray earlier push every chance to have arrived before counting.
    await vi.waitFor(async () => {
      const rows = await db.select().from(notifications).where(eq(notifications.userId, author.user.id));
      if (rows.some((r) => r.pushState === "pending")) throw new Error("a push is still waiting");
    });
    expect(await receivedPushes(device.id)).toHaveLength(1);
    expect(JSON.parse(messages[0]?.payload ?? "{}")).toMatchObject({ url: `/debates/${debate.id}#comment-${told}` });
    const kinds = await db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(kinds).toHaveLength(1);
  });

  it("removes a subscription the push service says is gone (410), and keeps the citizen's other devices", async () => {
    const debate = await createDebate(db);
    const author = await signedInUser(confirmed());
    const replier = await signedInUser(confirmed());
    const gone = await subscribe(author.cookie);
    const kept = await subscribe(author.cookie);
    await expirePushSubscription(gone.id, 410);
    const parentId = await comment(author.cookie, debate.id, "Anyone?");
    await comment(replier.cookie, debate.id, "Me.", parentId);

    await pushesFor(kept, 1);
    await vi.waitFor(
      async () => {
        const left = (await devices(author.user.id)).map((d) => d.endpoint);
        if (left.includes(gone.endpoint)) throw new Error("the expired subscription is still there");
        return left;
      },
      { timeout: 45_000, interval: 250 },
    );
    expect((await devices(author.user.id)).map((d) => d.endpoint)).toEqual([kept.endpoint]);
    expect(await receivedPushes(gone.id)).toHaveLength(0);
  });
});

describe("turning push on and off (/settings)", () => {
  it("stores the device, moves an endpoint to whoever subscribes it last, and turns off only one's own", async () => {
    const first = await signedInUser(confirmed());
    const second = await signedInUser(confirmed());
    const device = await subscribe(first.cookie);
    // The same browser, now signed in as someone else, subscribes again: one row, theirs.
    const again = await postForm(
      "/settings",
      { intent: "pushSubscribe", endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth },
      { cookie: second.cookie },
    );
    expect(again.status).toBe(302);
    expect(await devices(first.user.id)).toHaveLength(0);
    expect(await devices(second.user.id)).toHaveLength(1);

    // Another citizen's endpoint is not found; one's own is removed.
    const other = await postForm(
      "/settings",
      { intent: "pushUnsubscribe", endpoint: device.endpoint },
      { cookie: first.cookie, fetcher: true },
    );
    expect(await fetcherData(other)).toMatchObject({ ok: false, form: "pushUnsubscribe" });
    expect(await devices(second.user.id)).toHaveLength(1);
    const own = await postForm(
      "/settings",
      { intent: "pushUnsubscribe", endpoint: device.endpoint },
      {
        cookie: second.cookie,
      },
    );
    expect(own.status).toBe(302);
    expect(await devices(second.user.id)).toHaveLength(0);
  });

  it("refuses a subscription that is not one, writing nothing", async () => {
    const citizen = await signedInUser(confirmed());
    const bad = [
      { endpoint: "ftp://push.example/x", p256dh: "B".repeat(87), auth: "a".repeat(22) },
      { endpoint: "https://push.example/x", p256dh: "short", auth: "a".repeat(22) },
      { endpoint: "https://push.example/x", p256dh: "B".repeat(87), auth: "not base64url!!!!!!!!!" },
      { endpoint: "", p256dh: "", auth: "" },
    ];
    for (const fields of bad) {
      const response = await postForm("/settings", { intent: "pushSubscribe", ...fields }, { cookie: citizen.cookie });
      expect(response.status).toBe(400);
    }
    expect(await devices(citizen.user.id)).toHaveLength(0);
  });
});
