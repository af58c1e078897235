/**
 * Fan-out (docs/notifications.md, docs/decisions/0112-notification-queue.md): news for a debate's
 * followers is not written in the request's batch any more. The request queues ONE small event
 * (`queueFanOut`) on NOTIFY_QUEUE; the queue's consumer (the news Worker, workers/news/index.ts →
 * `handleFanOutMessages`, decision 0120)
 * writes it to the followers in pages of `PAGE` recipients, by cursor (user id order), and queues
 * the rest as a new message past `PAGES_PER_MESSAGE` pages. Then the push queue is kicked; e-mail
 * copies are `pending` rows the Cron Trigger sends, as before.
 *
 * Exactly once per citizen: each row's id is the event's id and the recipient's, written with
 * INSERT OR IGNORE, so a message delivered or retried twice tells nobody twice. Only those who
 * followed by the event's time are told, never the event's author. A page that throws retries
 * the message (the cursor restarts where the message says); after max_retries the runtime moves it
 * to the dead-letter queue (workers/news/wrangler.toml).
 *
 * A new comment (docs/decisions/0117-comment-fan-out.md) is a message of its own, `{ debateId,
 * commentId }` (`queueCommentFanOut`, after the comment's batch): the consumer reads the comment
 * and tells the debate's followers in one coalesced row each ("N new comments in …",
 * `followedCommentNotifications`), by the same pages.
 *
 * Each message's pages are written as ONE D1 batch (a transaction): their bounds are read first
 * (every PAGE-th recipient), then one INSERT … SELECT per page.
 */
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";

import { followedCommentNotifications, notificationToEach } from "./notifications.server";
import { kickPushQueue } from "./push.server";

import type { LoadContext } from "~/context.server";
import { runBatch, type BatchItem, type Database } from "~/db/client.server";
import { comments, debates, follows, votes, type NotificationKind } from "~/db/schema";

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

/** What the notify queue's consumer needs (the news Worker runs it, decision 0120): the database and both queues. */
type FanOutContext = { db: Database; env: Pick<LoadContext["env"], "NOTIFY_QUEUE" | "PUSH_QUEUE"> };

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

/** The citizens following the debate by `at` (ISO time), except `authorId`: a SELECT of `user_id`. */
function followersBy(debateId: string, at: string, authorId: string | null, also: SQL = sql``) {
  return sql`SELECT "user_id" FROM (SELECT ${follows.userId} AS "user_id" FROM ${follows}
      WHERE ${follows.debateId} = ${debateId} AND ${follows.unfollowedAt} IS NULL AND ${follows.createdAt} <= ${at} ${also})
    WHERE "user_id" <> ${authorId ?? ""}`;
}

/**
 * Writes the recipients of `audience` after `after` (user id order), at most PAGES_PER_MESSAGE
 * pages, as one D1 batch of one statement per page (`write` builds it for a page's recipients).
 * Returns the last recipient written when the message's pages were full (more may follow), else null.
 */
async function writePages(db: Database, audience: SQL, after: string | null, write: (page: SQL) => BatchItem) {
  const rest = sql`SELECT "user_id" FROM (${audience}) WHERE "user_id" > ${after ?? ""} ORDER BY "user_id" LIMIT ${PAGE * PAGES_PER_MESSAGE}`;
  const bounds = await db.all<{ user_id: string; n: number }>(
    sql`SELECT "user_id", "n" FROM (SELECT "user_id", row_number() OVER (ORDER BY "user_id") AS "n" FROM (${rest}))
      WHERE "n" % ${PAGE} = 0 OR "n" = (SELECT count(*) FROM (${rest})) ORDER BY "n"`,
  );
  let from = after ?? "";
  const statements = bounds.map(({ user_id: to }) => {
    const page = sql`SELECT "user_id" FROM (${audience}) WHERE "user_id" > ${from} AND "user_id" <= ${to}`;
    from = to;
    return write(page);
  });
  await runBatch(db, statements);
  const last = bounds.at(-1);
  return last && last.n === PAGE * PAGES_PER_MESSAGE ? last.user_id : null;
}

/** Writes the event's recipients from its cursor; the cursor of the rest, or null when all were written. */
async function writeEvent(db: Database, event: FanOutEvent) {
  const { debateId, at } = event;
  const voters = event.voters
    ? sql`UNION SELECT ${votes.userId} FROM ${votes} WHERE ${votes.debateId} = ${debateId} AND ${votes.createdAt} <= ${at}`
    : sql``;
  return writePages(db, followersBy(debateId, at, event.authorId, voters), event.after ?? null, (recipients) =>
    notificationToEach(db, {
      kind: event.kind,
      href: event.href,
      params: event.params,
      now: new Date(at),
      eventId: event.id,
      recipients,
    }),
  );
}

/** A new comment on a debate: its followers hear of it (`queueCommentFanOut`). */
export interface CommentFanOut {
  debateId: string;
  commentId: string;
  /** The last follower written (user id order); absent at first. */
  after?: string;
}

/** Queues the news of a new comment for the debate's followers: one small message, whatever their number. */
export async function queueCommentFanOut(context: Pick<LoadContext, "env">, comment: CommentFanOut) {
  await context.env.NOTIFY_QUEUE.send({
    debateId: comment.debateId,
    commentId: comment.commentId,
  } satisfies CommentFanOut);
}

/** Tells the comment's debate's followers (but its author, and who followed after it); the cursor of the rest, or null. */
async function writeComment(db: Database, message: CommentFanOut) {
  const [comment] = await db
    .select({ userId: comments.userId, createdAt: comments.createdAt, title: debates.title })
    .from(comments)
    .innerJoin(debates, eq(debates.id, comments.debateId))
    .where(and(eq(comments.id, message.commentId), isNull(comments.hiddenAt)));
  // Gone (deleted with its debate or account), hidden by moderators before the message was read,
  // or not this debate's: nobody is told, and no follower's "N new comments" counts it.
  if (!comment) return null;
  const { debateId, commentId } = message;
  return writePages(db, followersBy(debateId, comment.createdAt, comment.userId), message.after ?? null, (recipients) =>
    followedCommentNotifications(db, {
      recipients,
      debateId,
      commentId,
      href: `/debates/${debateId}#comment-${commentId}`,
      params: { debateTitle: comment.title },
      at: new Date(comment.createdAt),
    }),
  );
}

interface QueuedMessage {
  readonly body: unknown;
  ack(): void;
  retry(): void;
}

function isCommentFanOut(body: unknown): body is CommentFanOut {
  const message = body as Partial<CommentFanOut> | null;
  return Boolean(message && typeof message.commentId === "string" && typeof message.debateId === "string");
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
    const body = message.body;
    const work = isFanOutEvent(body)
      ? { name: `event ${body.id}`, write: () => writeEvent(context.db, body) }
      : isCommentFanOut(body)
        ? { name: `comment ${body.commentId}`, write: () => writeComment(context.db, body) }
        : null;
    if (!work) {
      console.error("[fanout] a message that is not ours was dropped");
      message.ack();
      continue;
    }
    try {
      // Full pages: the rest goes on as a new message from its cursor.
      const after = await work.write();
      if (after) await context.env.NOTIFY_QUEUE.send({ ...(body as object), after });
      message.ack();
    } catch (error) {
      console.error(`[fanout] ${work.name} retried: ${error instanceof Error ? error.message : String(error)}`);
      message.retry();
    }
  }
  await kickPushQueue(context);
}
