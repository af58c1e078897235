/**
 * "A live room you joined has started" (docs/live-rooms.md "When the session starts", docs/push.md):
 * through the deployed Worker and the real LiveRoom Durable Object, the host's start tells each
 * member who took a side, has a confirmed address and is not in the room now, once, in their
 * language, in the app and on their devices (the push queue, the local push service decrypting);
 * nobody else. A start sent twice at once, or reported to D1 again, tells no one twice.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { notifications } from "~/db/schema";
import { recordRoomStart } from "~/models/rooms";

import { callWorker } from "../helpers/api-client";
import { connect, db, liveRoomWith, person, takeSide, type Client } from "../helpers/live-room";
import { fetcherData, postForm } from "../helpers/page-action";
import { mintPushSubscription, receivedPushes, type FakeSubscription } from "../helpers/web-push";

const confirmed = (language: "en" | "hi" | "bn" = "en") => ({ emailConfirmedAt: new Date().toISOString(), language });

/** A device subscribed as the settings page's fetcher does it. */
async function subscribe(cookie: string): Promise<FakeSubscription> {
  const subscription = await mintPushSubscription({ applicationServerKey: env.VAPID_PUBLIC_KEY });
  const { endpoint, keys } = subscription;
  const response = await postForm(
    "/settings",
    { intent: "pushSubscribe", endpoint, p256dh: keys.p256dh, auth: keys.auth },
    { cookie, fetcher: true },
  );
  expect(await fetcherData(response)).toMatchObject({ ok: true });
  return subscription;
}

const startNotices = (roomId: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, "live_room_started"), eq(notifications.href, `/live-rooms/${roomId}`)));

/** `who` joins the waiting room (taking `side` if given) and leaves; the host sees them gone. */
async function joinAndLeave(
  roomId: string,
  host: Client,
  who: { user: { id: string }; cookie: string },
  side?: "support",
) {
  const client = await connect(roomId, who.cookie);
  if (side) await takeSide(client, who.user.id, side, host);
  client.close();
  await host.until(() => host.of("presence").some((p) => p.userId === who.user.id && !p.online));
}

describe("a live room's start", () => {
  it("tells each member who took a side and is away, once, in their language, in the app and by push", async () => {
    const host = await person(true, confirmed());
    const [asha, rahul, mita, sam, unconfirmed, outsider] = await Promise.all([
      person(true, confirmed("hi")),
      person(true, confirmed("en")),
      person(true, confirmed("bn")),
      person(true, confirmed("en")),
      person(true, { emailConfirmedAt: null }),
      person(true, confirmed("en")),
    ]);
    const room = await liveRoomWith(host);
    const ashaDevice = await subscribe(asha.cookie);
    const outsiderDevice = await subscribe(outsider.cookie);

    // The host in two tabs; Asha, Rahul and the unconfirmed member take a side and leave; Sam only
    // looks in (no side); Mita takes a side and stays.
    const h1 = await connect(room.id, host.cookie);
    const h2 = await connect(room.id, host.cookie);
    await joinAndLeave(room.id, h1, asha, "support");
    await joinAndLeave(room.id, h1, rahul, "support");
    await joinAndLeave(room.id, h1, unconfirmed, "support");
    await joinAndLeave(room.id, h1, sam);
    const m = await connect(room.id, mita.cookie);
    await takeSide(m, mita.user.id, "support", h1);

    // Both tabs press Start at once: one start, the other refused.
    h1.send({ type: "start" });
    h2.send({ type: "start" });
    await m.until(() => m.of("session").some((s) => s.session.status === "live"));
    const refused = () => h1.of("error").length + h2.of("error").length === 1;
    await Promise.race([h1.until(refused), h2.until(refused)]);

    const told = await vi.waitFor(
      async () => {
        const rows = await startNotices(room.id);
        if (rows.length < 2) throw new Error(`${rows.length} notifications so far`);
        return rows;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(told.map((r) => r.userId).sort()).toEqual([asha.user.id, rahul.user.id].sort());
    expect(told.every((r) => JSON.parse(r.params).roomTitle === room.title)).toBe(true);
    expect((await db.query.liveRooms.findFirst({ where: (r, { eq }) => eq(r.id, room.id) }))?.startedAt).toBeTruthy();

    // Reported to D1 again, twice at once (a retry, a second start): nobody is told again.
    await Promise.all([
      recordRoomStart({ db, env }, room.id, [asha.user.id, rahul.user.id, sam.user.id]),
      recordRoomStart({ db, env }, room.id, [asha.user.id, rahul.user.id, sam.user.id]),
    ]);
    expect(await startNotices(room.id)).toHaveLength(2);

    // Asha's device gets it in Hindi, leading to the room; the outsider's gets nothing.
    const [message] = await vi.waitFor(
      async () => {
        const messages = await receivedPushes(ashaDevice.id);
        if (messages.length === 0) throw new Error("no push yet");
        return messages;
      },
      { timeout: 45_000, interval: 250 },
    );
    expect(JSON.parse(message?.payload ?? "{}")).toEqual({
      title: "आप जिस लाइव कक्ष में शामिल हुए थे, वह शुरू हो गया है",
      body: `${room.title} अभी लाइव है: बहस में शामिल हों`,
      url: `/live-rooms/${room.id}`,
      tag: told.find((r) => r.userId === asha.user.id)?.id,
      lang: "hi",
    });
    await vi.waitFor(async () => {
      const rows = await db.select().from(notifications).where(eq(notifications.pushState, "pending"));
      if (rows.some((r) => r.userId === asha.user.id)) throw new Error("a push is still waiting");
    });
    expect(await receivedPushes(ashaDevice.id)).toHaveLength(1);
    expect(await receivedPushes(outsiderDevice.id)).toHaveLength(0);
    for (const client of [h1, h2, m]) client.close();
  });

  it("tells each member once, never the host, when the start is reported three times at once; the app reads it in their language", async () => {
    const host = await person(true, confirmed());
    const [bina, rafi] = await Promise.all([person(true, confirmed("bn")), person(true, confirmed("en"))]);
    const room = await liveRoomWith(host);
    const members = [bina.user.id, rafi.user.id, host.user.id];
    await Promise.all([
      recordRoomStart({ db, env }, room.id, members),
      recordRoomStart({ db, env }, room.id, members),
      recordRoomStart({ db, env }, room.id, members),
    ]);
    const rows = await startNotices(room.id);
    // Never the host, even when listed.
    expect(rows.map((r) => r.userId).sort()).toEqual([bina.user.id, rafi.user.id].sort());

    // The app's list reads it in Bengali, leading to the room.
    const page = await callWorker("GET", "/notifications", { cookie: `${bina.cookie}; lng=bn` });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("আপনি যে লাইভ রুমে যোগ দিয়েছিলেন তা শুরু হয়েছে");
    expect(html).toContain(`${room.title} এখন লাইভ: বিতর্কে যোগ দিন`);
    expect(html).toContain(`href="/live-rooms/${room.id}"`);
  });
});
