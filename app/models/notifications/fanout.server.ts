/**
 * Fan-out (docs/notifications.md, docs/decisions/0112-notification-queue.md): news for a debate's
 * followers is not written in the request's batch any more. The request queues ONE small event
 * (`queueFanOut`) on NOTIFY_QUEUE; the queue's consumer (workers/app.ts → `handleFanOutMessages`)
 * writes it to the followers in pages of `PAGE` recipients, by cursor (user id order), and queues
 * the rest as a new message past `PAGES_PER_MESSAGE` pages. Then the push queue is kicked; e-mail
 * copies are `pending` rows the Cron Trigger sends, as before.
 *
 * Exactly once per citizen: each row's id is the event's id and the recipient's, written with
 * INSERT OR IGNORE, so a message delivered or retried twice tells nobody twice. Only those who
 * followed by the event's time are told, never the event's author. A page that throws retries
 * the message (the cursor restarts where the message says); after max_retries the runtime moves it
 * to the dead-letter queue (wrangler.toml).
 */
import { sql } from "drizzle-orm";

import { notificationToEach } from "./notifications.server";
import { kickPushQueue } from "./push.server";

import type { LoadContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { follows, votes, type NotificationKind } from "~/db/schema";

/** Recipients written by one statement. */
const PAGE = 500;
/** Pages written by one message before the rest is queued again. */
const PAGES_PER_MESSAGE = 40;

export interface FanOutEvent {
  /** Unique per event (a UUID): with the recipient's id, the notification's id. */
  id: string;
  kind: Extract<NotificationKind, "expert_contribution_added" | "outcome_recorded">;
  debateId: string;
  href: string;
  params: Record<string, string | number | null>;
  /** ISO time of the event: followers after it are not told. */
  at: string;
  authorId: string | null;
  /** Its voters are told too (who voted by the event's time), once each though they also follow. */
  voters?: boolean;
  /** The last recipient written (user id order); absent at first. */
  after?: string;
}

type FanOutContext = Pick<LoadContext, "db" | "env">;

/** Queues the event for the debate's followers: one message, whatever their number. */
export async function queueFanOut(
  context: Pick<LoadContext, "env">,
  event: Omit<FanOutEvent, "id" | "at" | "after"> & { now?: Date },
) {
  const { now = new Date(), ...rest } = event;
  if (!rest.href.startsWith("/") || rest.href.startsWith("//"))
    throw new Error(`A notification leads to a path here: ${rest.href}`);
  await context.env.NOTIFY_QUEUE.send({
    ...rest,
    id: crypto.randomUUID(),
    at: now.toISOString(),
  } satisfies FanOutEvent);
}

/** Writes one page of the event's recipients after `after`; the last one written, or null when none were left. */
async function writePage(db: Database, event: FanOutEvent, after: string | null): Promise<string | null> {
  const { debateId, at } = event;
  const voters = event.voters
    ? sql`UNION SELECT ${votes.userId} FROM ${votes} WHERE ${votes.debateId} = ${debateId} AND ${votes.createdAt} <= ${at}`
    : sql``;
  const audience = sql`SELECT "user_id" FROM (SELECT ${follows.userId} AS "user_id" FROM ${follows}
      WHERE ${follows.debateId} = ${debateId} AND ${follows.unfollowedAt} IS NULL AND ${follows.createdAt} <= ${at} ${voters})
    WHERE "user_id" <> ${event.authorId ?? ""} AND "user_id" > ${after ?? ""}`;
  const [last] = await db.all<{ last: string | null }>(
    sql`SELECT max("user_id") AS "last" FROM (${audience} ORDER BY "user_id" LIMIT ${PAGE})`,
  );
  if (!last?.last) return null;
  await notificationToEach(db, {
    kind: event.kind,
    href: event.href,
    params: event.params,
    now: new Date(at),
    eventId: event.id,
    recipients: sql`${audience} AND "user_id" <= ${last.last}`,
  });
  return last.last;
}

interface QueuedMessage {
  readonly body: unknown;
  ack(): void;
  retry(): void;
}

function isFanOutEvent(body: unknown): body is FanOutEvent {
  const event = body as Partial<FanOutEvent> | null;
  return Boolean(
    event && typeof event.id === "string" && typeof event.debateId === "string" && typeof event.at === "string",
  );
}

/** The notify queue's consumer: each message writes its pages, then is acked, or retried if a page failed. */
export async function handleFanOutMessages(context: FanOutContext, messages: readonly QueuedMessage[]) {
  for (const message of messages) {
    const event = message.body;
    if (!isFanOutEvent(event)) {
      console.error("[fanout] a message that is not ours was dropped");
      message.ack();
      continue;
    }
    try {
      let after: string | null = event.after ?? null;
      for (let pages = 0; pages < PAGES_PER_MESSAGE; pages++) {
        const last = await writePage(context.db, event, after);
        if (!last) break;
        after = last;
        if (pages === PAGES_PER_MESSAGE - 1) await context.env.NOTIFY_QUEUE.send({ ...event, after });
      }
      message.ack();
    } catch (error) {
      console.error(`[fanout] event ${event.id} retried: ${error instanceof Error ? error.message : String(error)}`);
      message.retry();
    }
  }
  await kickPushQueue(context);
}
