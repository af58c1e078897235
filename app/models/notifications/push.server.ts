/**
 * Web Push (docs/push.md, docs/decisions/0104-push-queue.md): a citizen's devices subscribed from
 * /settings, and the push copy of every notification they get in the app.
 *
 * The notification's insert itself marks its push copy `pending` when the recipient has a device
 * subscribed (notifications.server.ts): the row is the outbox, written in the same batch as the
 * change it tells of. Then, off the request path:
 *
 * 1. `kickPushQueue` (after every write request, and the Cron Trigger): if a push waits, one
 *    `drain` message on the push queue;
 * 2. the queue's consumer (the news Worker, workers/news/index.ts → `handlePushMessages`; decision 0120) claims the waiting rows
 *    (`pending` → `queued`, so two drains never queue one twice) and queues one `deliver` message
 *    per notification and device;
 * 3. each `deliver` encrypts the notification, in the citizen's language, for that device
 *    (app/utils/web-push.ts: RFC 8291, VAPID) and posts it to the push service: 404/410 delete the
 *    subscription; 429/5xx retry the message after Retry-After (then the dead-letter queue); any
 *    other refusal is logged and dropped.
 */
import { and, asc, count, desc, eq, inArray, notInArray } from "drizzle-orm";

import { parseParams } from "./notifications.server";
import { describeNotification, type Translate } from "./text";
import type { PushSubscribeData } from "./push.schema";

import type { LoadContext } from "~/context.server";
import { chunkForD1, type Database } from "~/db/client.server";
import { notifications, pushSubscriptions, users } from "~/db/schema";
import { getFixedT } from "~/i18n/i18n.server";
import { buildPushRequest, classifyPushResponse, pushEndpointUrl, WebPushError } from "~/utils/web-push";

/** Devices one citizen may subscribe: past this, the oldest subscription gives way. */
const MAX_DEVICES = 20;
/** Notifications claimed by one drain; a full claim queues another drain. */
const DRAIN_BATCH = 50;
/** A push the device does not take within a day is dropped by the push service (RFC 8030 TTL). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push waiting longer than this (the queue was down) is not sent any more: it would be stale. */
const PUSH_STALE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * What the push queue's consumer needs: the database, the queue (a drain queues its deliveries) and
 * the VAPID keys. The news Worker runs it (workers/news/index.ts `queue`), not the page Worker.
 */
type PushContext = {
  db: Database;
  env: Pick<LoadContext["env"], "PUSH_QUEUE">;
  config: { push: LoadContext["config"]["push"] };
};

// ---------------------------------------------------------------- the citizen's devices

type SavePushResult = { ok: true } | { ok: false; status: 400 | 503; error: { key: string } };

/**
 * Stores the browser's subscription for the citizen (their device). The same endpoint again
 * (the browser re-subscribed, or another account signs in on it) is one row, now theirs.
 */
export async function savePushSubscription(
  context: Pick<LoadContext, "db" | "config">,
  userId: string,
  subscription: PushSubscribeData,
  browser: string | null,
  now = new Date(),
): Promise<SavePushResult> {
  const push = context.config.push;
  if (!push) return { ok: false, status: 503, error: { key: "account.push.unavailable" } };
  try {
    pushEndpointUrl(subscription.endpoint, { allowHttp: push.allowHttp });
  } catch (error) {
    if (error instanceof WebPushError) return { ok: false, status: 400, error: { key: "validation.invalid" } };
    throw error;
  }
  const { db } = context;
  const createdAt = now.toISOString();
  await db.batch([
    db
      .insert(pushSubscriptions)
      .values({ id: crypto.randomUUID(), userId, ...subscription, browser, createdAt })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, browser, createdAt },
      }),
    // Past MAX_DEVICES, the oldest give way.
    db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, userId),
          notInArray(
            pushSubscriptions.id,
            db
              .select({ id: pushSubscriptions.id })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, userId))
              .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
              .limit(MAX_DEVICES),
          ),
        ),
      ),
  ]);
  return { ok: true };
}

/** Turns push off for one device of the citizen's; false when they have no such subscription. */
export async function deletePushSubscription(db: Database, userId: string, endpoint: string) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** How many devices the citizen has subscribed (the settings say so; each device knows whether it is one). */
export async function pushDeviceCount(db: Database, userId: string) {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- the queue

/** What travels on the push queue. */
type PushMessage = { type: "drain" } | { type: "deliver"; notificationId: string; subscriptionId: string };

/** The queue's message, as the consumer receives it (Cloudflare's `Message`). */
interface QueuedMessage {
  readonly body: unknown;
  readonly attempts: number;
  ack(): void;
  retry(options?: { delaySeconds?: number }): void;
}

/**
 * One `drain` on the push queue when a notification's push copy waits (one indexed read otherwise).
 * The page Worker after a write and the Cron Trigger call it, and a live room when it starts.
 */
export async function kickPushQueue(context: Pick<PushContext, "db" | "env">) {
  const [waiting] = await context.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.pushState, "pending"))
    .limit(1);
  if (!waiting) return false;
  await context.env.PUSH_QUEUE.send({ type: "drain" } satisfies PushMessage);
  return true;
}

/**
 * Claims the waiting push copies (`pending` → `queued`, in one statement: a row is claimed once)
 * and queues one delivery per notification and device. Copies too old to matter are dropped.
 */
async function drain(context: PushContext, now = new Date()) {
  const { db } = context;
  const stale = new Date(now.getTime() - PUSH_STALE_MS).toISOString();
  const waiting = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.pushState, "pending"))
    .orderBy(asc(notifications.createdAt))
    .limit(DRAIN_BATCH);
  const claimed = await db
    .update(notifications)
    .set({ pushState: "queued" })
    .where(and(inArray(notifications.id, waiting), eq(notifications.pushState, "pending")))
    .returning({ id: notifications.id, userId: notifications.userId, createdAt: notifications.createdAt });
  const fresh = claimed.filter((row) => row.createdAt >= stale);
  const userIds = [...new Set(fresh.map((row) => row.userId))];
  const devices = new Map<string, string[]>();
  for (const chunk of chunkForD1(userIds)) {
    const rows = await db
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, chunk));
    for (const row of rows) devices.set(row.userId, [...(devices.get(row.userId) ?? []), row.id]);
  }
  const deliveries = fresh.flatMap((row) =>
    (devices.get(row.userId) ?? []).map((subscriptionId): PushMessage => ({
      type: "deliver",
      notificationId: row.id,
      subscriptionId,
    })),
  );
  // sendBatch takes at most 100 messages.
  for (let i = 0; i < deliveries.length; i += 100) {
    await context.env.PUSH_QUEUE.sendBatch(deliveries.slice(i, i + 100).map((body) => ({ body })));
  }
  if (claimed.length === DRAIN_BATCH) await context.env.PUSH_QUEUE.send({ type: "drain" } satisfies PushMessage);
  return deliveries.length;
}

/** What a device's service worker shows (sw/sw.ts `push`): the words, in the citizen's language, and where it leads. */
interface PushPayload {
  title: string;
  body: string;
  /** A path on this site: the worker opens it on our origin when the notification is clicked. */
  url: string;
  /** Replaces an earlier notification with the same tag on the device (the same notification sent again). */
  tag: string;
  lang: string;
}

type Delivery = "delivered" | "gone" | "retry" | "rejected" | "skipped";

/** Sends one notification to one device; says what became of it. */
async function deliver(
  context: PushContext,
  notificationId: string,
  subscriptionId: string,
): Promise<{ outcome: Delivery; retryAfter?: number }> {
  const push = context.config.push;
  if (!push) return { outcome: "skipped" };
  const { db } = context;
  const [row] = await db
    .select({
      kind: notifications.kind,
      href: notifications.href,
      params: notifications.params,
      userId: notifications.userId,
      language: users.language,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    // The device must still be the same citizen's (a browser moves to whoever subscribes it last).
    .innerJoin(
      pushSubscriptions,
      and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.userId, notifications.userId)),
    )
    .where(eq(notifications.id, notificationId));
  // Cleared, deleted with the account, or the device unsubscribed meanwhile: nothing to send.
  if (!row) return { outcome: "skipped" };
  const t = (await getFixedT(row.language)) as unknown as Translate;
  const { title, detail } = describeNotification(t, { kind: row.kind, params: parseParams(row.params) });
  const payload: PushPayload = { title, body: detail ?? "", url: row.href, tag: notificationId, lang: row.language };
  const request = await buildPushRequest(
    { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    JSON.stringify(payload),
    {
      vapid: { publicKey: push.publicKey, privateKey: push.privateKey, subject: push.subject },
      ttl: PUSH_TTL_SECONDS,
      urgency: "normal",
      // The notification's id without its dashes: the same notification sent again replaces itself.
      topic: notificationId.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) || undefined,
      allowHttp: push.allowHttp,
    },
  );
  const response = await fetch(request.url, { method: "POST", headers: request.headers, body: request.body });
  const outcome = classifyPushResponse(response.status);
  if (outcome === "gone") {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  } else if (outcome === "rejected") {
    console.error(
      `[push] ${notificationId} refused by the push service (${response.status}): ${(await response.text()).slice(0, 200)}`,
    );
  }
  await response.body?.cancel();
  const retryAfter = Number(response.headers.get("Retry-After"));
  return { outcome, retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined };
}

function isPushMessage(body: unknown): body is PushMessage {
  if (!body || typeof body !== "object") return false;
  const message = body as Record<string, unknown>;
  if (message.type === "drain") return true;
  return (
    message.type === "deliver" &&
    typeof message.notificationId === "string" &&
    typeof message.subscriptionId === "string"
  );
}

/**
 * The push queue's consumer (the news Worker's `queue`, workers/news/index.ts; decision 0120): each message is acknowledged once handled;
 * a push service's 429/5xx or a failure of ours retries it (after Retry-After when given, backing
 * off otherwise); after the queue's max_retries it goes to the dead-letter queue.
 */
export async function handlePushMessages(context: PushContext, messages: readonly QueuedMessage[]) {
  for (const message of messages) {
    const body = message.body;
    if (!isPushMessage(body)) {
      console.error("[push] a message that is not ours was dropped");
      message.ack();
      continue;
    }
    try {
      if (body.type === "drain") {
        await drain(context);
        message.ack();
        continue;
      }
      const { outcome, retryAfter } = await deliver(context, body.notificationId, body.subscriptionId);
      if (outcome === "retry") message.retry({ delaySeconds: retryAfter ?? backoff(message.attempts) });
      else message.ack();
    } catch (error) {
      console.error(`[push] ${body.type} failed: ${error instanceof Error ? error.message : String(error)}`);
      message.retry({ delaySeconds: backoff(message.attempts) });
    }
  }
}

/** 30 s, 1 min, 2 min … at most an hour. */
function backoff(attempts: number) {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}
