/**
 * Notifications: what concerns a citizen (a decision about them, news about a debate they took part
 * in). `notification` returns the insert as a statement for the same D1 batch as the change it tells
 * of, and that one function also queues the e-mail copy: the insert itself decides, from the
 * citizen's settings, whether the row waits to be e-mailed (`email_state = 'pending'`); the row is
 * the outbox, so an e-mail exists exactly when its notification was written (docs/notifications.md,
 * docs/decisions/0041-notification-emails.md). The Cron Trigger delivers what is queued
 * (`deliverNotificationEmails`).
 *
 * The reading side: the header's bell (`unreadCount`), `/notifications` (`listNotifications`,
 * `markAllRead`, `clearNotification`), the e-mail settings (`emailSettings`, `saveEmailSettings`).
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";

import { describeNotification, type Translate } from "./text";

import type { LoadContext } from "~/context.server";
import { chunkForD1, runBatch, type Database } from "~/db/client.server";
import { NOTIFICATION_KINDS } from "~/db/enums";
import {
  comments,
  notificationSettings,
  notifications,
  pushSubscriptions,
  users,
  type NotificationKind,
} from "~/db/schema";
import { getFixedT } from "~/i18n/i18n.server";
import { sendMail } from "~/models/mail";

import { displayName } from "~/utils/display-name";

interface NotificationInput {
  /** A fixed id makes the notification once-only (`.onConflictDoNothing()`); a random one otherwise. */
  id?: string;
  userId: string;
  kind: NotificationKind;
  /** Where it leads: a path on this site. */
  href: string;
  /** The values its message is written with: see NOTIFICATION_PARAMS. */
  params?: Record<string, string | number | null>;
  now?: Date;
}

/**
 * Which kinds arrive by e-mail when the citizen has not chosen: decisions about the citizen
 * themselves do; news about debates does not (they are many, and only in the app unless asked for).
 */
const EMAIL_BY_DEFAULT: Record<NotificationKind, boolean> = {
  comment_inspired_debate: false,
  outcome_recorded: false,
  verification_decided: true,
  expert_application_decided: true,
  campaign_status_changed: true,
  expert_contribution_added: false,
  comment_hidden: true,
  role_changed: true,
  premium_started: true,
  premium_ended: true,
  competition_won: true,
  account_claimed: true,
  comment_reply: false,
  live_room_started: false,
  followed_debate_comments: false,
};

/**
 * The kinds a citizen can turn off altogether (`notification_settings.in_app` = 0): then the
 * notification is not written, so no e-mail or push follows either. Replies: they can be many.
 */
const OPTIONAL_KINDS: ReadonlySet<NotificationKind> = new Set(["comment_reply", "followed_debate_comments"]);

/** Whether a recipient (an SQL expression of their id) has a device subscribed to push: the push copy waits then. */
function pushState(recipient: SQL | string) {
  return sql`CASE WHEN EXISTS (SELECT 1 FROM ${pushSubscriptions} WHERE ${pushSubscriptions.userId} = ${recipient}) THEN 'pending' END`;
}

/**
 * A notification's row. Its e-mail copy is queued in the same statement when the citizen gets this
 * kind by e-mail (their setting, else the kind's default) and has a confirmed address.
 */
function notificationRow({ id, userId, kind, href, params = {}, now }: NotificationInput) {
  if (!href.startsWith("/") || href.startsWith("//")) throw new Error(`A notification leads to a path here: ${href}`);
  const wanted = sql`COALESCE((SELECT ${notificationSettings.email} FROM ${notificationSettings} WHERE ${notificationSettings.userId} = ${userId} AND ${notificationSettings.kind} = ${kind}), ${EMAIL_BY_DEFAULT[kind] ? 1 : 0})`;
  const confirmed = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.emailConfirmedAt} IS NOT NULL)`;
  return {
    id: id ?? crypto.randomUUID(),
    userId,
    kind,
    href,
    params: JSON.stringify(params),
    emailState: sql`CASE WHEN ${wanted} = 1 AND ${confirmed} THEN 'pending' END`,
    createdAt: (now ?? new Date()).toISOString(),
    pushState: pushState(userId),
  };
}

/** The notification's insert, to run in the same batch as the change it tells of. */
export function notification(db: Database, input: NotificationInput) {
  return db.insert(notifications).values(notificationRow(input));
}

/** Many notifications (one change telling many citizens), as few multi-row inserts for the same batch. */
export function notificationInserts(db: Database, inputs: NotificationInput[]) {
  return chunkForD1(inputs.map(notificationRow), 12).map((rows) => db.insert(notifications).values(rows));
}

// ---------------------------------------------------------------- reading

/** How many unread notifications the citizen has (the header's bell, on every page: one indexed count). */
export async function unreadCount(db: Database, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

const NOTIFICATIONS_PAGE_SIZE = 50;

interface NotificationItem {
  id: string;
  kind: NotificationKind;
  href: string;
  params: Record<string, string | number | null>;
  read: boolean;
  createdAt: string;
}

export function parseParams(raw: string): Record<string, string | number | null> {
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string | number | null] =>
          typeof entry[1] === "string" || typeof entry[1] === "number" || entry[1] === null,
      ),
    );
  } catch {
    return {};
  }
}

/** The newest notifications first, as they were before this visit (read or not), and whether there are more. */
export async function listNotifications(db: Database, userId: string, page = 1) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE);
  const items: NotificationItem[] = rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map((row) => ({
    id: row.id,
    kind: row.kind,
    href: row.href,
    params: parseParams(row.params),
    read: row.readAt !== null,
    createdAt: row.createdAt,
  }));
  return { items, hasMore: rows.length > NOTIFICATIONS_PAGE_SIZE, page };
}

/** Marks the citizen's notifications read (opening /notifications does). */
export async function markAllRead(db: Database, userId: string, now = new Date()) {
  await db
    .update(notifications)
    .set({ readAt: now.toISOString() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Removes one notification of the citizen's; false when they have none with that id. */
export async function clearNotification(db: Database, userId: string, id: string) {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return deleted.length === 1;
}

/** Removes all of the citizen's notifications. */
export async function clearAllNotifications(db: Database, userId: string) {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

// ---------------------------------------------------------------- the words

// In notification-text.ts, which the browser also loads (the notifications page renders them).
export { describeNotification } from "./text";

// ---------------------------------------------------------------- e-mail settings

type EmailSettings = Record<NotificationKind, boolean>;

/** Which kinds reach the citizen by e-mail: their choices over the defaults. */
export async function emailSettings(db: Database, userId: string): Promise<EmailSettings> {
  const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const settings = { ...EMAIL_BY_DEFAULT };
  for (const row of rows) settings[row.kind] = row.email;
  return settings;
}

/** Stores a choice for every kind (the settings form sends all of them). */
export async function saveEmailSettings(db: Database, userId: string, chosen: EmailSettings, now = new Date()) {
  const updatedAt = now.toISOString();
  await runBatch(
    db,
    NOTIFICATION_KINDS.map((kind) =>
      db
        .insert(notificationSettings)
        .values({ userId, kind, email: chosen[kind], updatedAt })
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.kind],
          set: { email: chosen[kind], updatedAt },
        }),
    ),
  );
}

// ---------------------------------------------------------------- delivering the e-mails

const DELIVERY_BATCH = 25;

/**
 * Sends the queued e-mail copies, oldest first, at most `limit`: each is claimed first (so two
 * deliveries never send the same one), then sent in the citizen's language and marked sent, or
 * failed (logged; not tried again). Needs the public origin for the links: without one, nothing is
 * claimed. Returns how many were sent.
 */
export async function deliverNotificationEmails(
  context: Pick<LoadContext, "db" | "config">,
  origin: string | null,
  limit = DELIVERY_BATCH,
) {
  if (!origin) return 0;
  const { db } = context;
  const waiting = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.emailState, "pending"))
    .orderBy(asc(notifications.createdAt))
    .limit(limit);
  const claimed = await db
    .update(notifications)
    .set({ emailState: "sending" })
    .where(and(inArray(notifications.id, waiting), eq(notifications.emailState, "pending")))
    .returning();
  if (claimed.length === 0) return 0;

  const ids = [...new Set(claimed.map((row) => row.userId))];
  const people = new Map<string, typeof users.$inferSelect>();
  for (const chunk of chunkForD1(ids)) {
    for (const user of await db.select().from(users).where(inArray(users.id, chunk))) people.set(user.id, user);
  }

  let sent = 0;
  for (const row of claimed) {
    const user = people.get(row.userId);
    let state: "sent" | "failed" = "failed";
    if (user?.emailConfirmedAt) {
      try {
        const t = (await getFixedT(user.language)) as unknown as Translate;
        const { title, detail } = describeNotification(t, { kind: row.kind, params: parseParams(row.params) });
        await sendMail(context as LoadContext, {
          to: user.email,
          subject: t("email.notificationSubject", { title }),
          text: t("email.notificationBody", {
            name: displayName(user),
            title,
            detail: detail ?? "",
            link: `${origin}${row.href}`,
            settings: `${origin}/settings#notifications`,
          }),
        });
        state = "sent";
        sent++;
      } catch (error) {
        console.error(
          `[notifications] e-mail ${row.id} not sent: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    await db.update(notifications).set({ emailState: state }).where(eq(notifications.id, row.id));
  }
  return sent;
}

/** Notifications older than this are deleted by the Cron Trigger (docs/account-settings.md: how long data is kept). */
const NOTIFICATION_RETENTION_DAYS = 365;

export async function deleteOldNotifications(db: Database, now = new Date()) {
  const cutoff = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000).toISOString();
  await db.delete(notifications).where(lt(notifications.createdAt, cutoff));
}

/**
 * The same notification to many citizens as ONE statement (INSERT … SELECT), for the same batch as
 * the change it tells of: its cost does not grow with a loop of statements, and nobody who joins
 * meanwhile is half-told. `recipients` is a SELECT whose one column is `user_id`. The e-mail copy
 * is decided per recipient, as in `notification` (columns in the schema's order).
 */
export function notificationToEach(
  db: Database,
  input: Omit<NotificationInput, "userId"> & { recipients: SQL; eventId?: string },
) {
  // With an event id (the fan-out queue, fanout.server.ts), the row's id is the event's and the
  // recipient's: the same event written twice tells each citizen once.
  const { eventId } = input;
  const id = eventId ? sql`${eventId} || '.' || "recipients"."user_id"` : sql`lower(hex(randomblob(16)))`;
  const insert = db.insert(notifications).select(eachRow(input, id));
  return eventId ? insert.onConflictDoNothing() : insert;
}

/** The SELECT of `notificationToEach`: one row per recipient, the e-mail and push copies decided per recipient. */
function eachRow(
  { recipients, kind, href, params = {}, now }: Omit<NotificationInput, "userId"> & { recipients: SQL },
  id: SQL,
) {
  if (!href.startsWith("/") || href.startsWith("//")) throw new Error(`A notification leads to a path here: ${href}`);
  const createdAt = (now ?? new Date()).toISOString();
  const recipient = sql.raw(`"recipients"."user_id"`);
  const wanted = sql`COALESCE((SELECT ${notificationSettings.email} FROM ${notificationSettings} WHERE ${notificationSettings.userId} = ${recipient} AND ${notificationSettings.kind} = ${kind}), ${EMAIL_BY_DEFAULT[kind] ? 1 : 0})`;
  const confirmed = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${recipient} AND ${users.emailConfirmedAt} IS NOT NULL)`;
  // A kind the citizen may turn off is written only for those who did not.
  const enabled = OPTIONAL_KINDS.has(kind)
    ? sql`WHERE COALESCE((SELECT ${notificationSettings.inApp} FROM ${notificationSettings} WHERE ${notificationSettings.userId} = ${recipient} AND ${notificationSettings.kind} = ${kind}), 1) = 1`
    : sql`WHERE 1`; // (a WHERE, so that SQLite reads the ON CONFLICT of an INSERT … SELECT)
  return sql`SELECT ${id}, ${recipient}, ${kind}, ${href}, ${JSON.stringify(params)}, NULL,
          CASE WHEN ${wanted} = 1 AND ${confirmed} THEN 'pending' END, ${createdAt}, ${pushState(recipient)}
        FROM (${recipients}) AS "recipients" ${enabled}`;
}

/**
 * "N new comments in <debate>" for the followers of a debate (`recipients`), written by the
 * notify queue's consumer for one comment (docs/decisions/0117-comment-fan-out.md). Coalesced: ONE
 * row per follower and debate (id `c.{debate}.{follower}`). A follower without it gets it unread
 * (count 1, push and e-mail copies as for any notification); an unread one counts one more and
 * leads to the newest comment (no new push or e-mail: one per unread streak); a read one becomes
 * unread again with count 1 (a push again). A comment counts only if it is newer than the one the
 * row last counted (`at`, then the comment's id): the same message delivered twice counts once.
 */
export function followedCommentNotifications(
  db: Database,
  input: {
    recipients: SQL;
    debateId: string;
    commentId: string;
    href: string;
    params: { debateTitle: string };
    at: Date;
  },
) {
  const { debateId, commentId } = input;
  const id = sql`'c.' || ${debateId} || '.' || "recipients"."user_id"`;
  const row = eachRow(
    {
      recipients: input.recipients,
      kind: "followed_debate_comments",
      href: input.href,
      params: { ...input.params, count: 1, commentId },
      now: input.at,
    },
    id,
  );
  const unread = sql`${notifications.readAt} IS NULL`;
  const count = sql`CASE WHEN ${unread} THEN COALESCE(json_extract(${notifications.params}, '$.count'), 1) + 1 ELSE 1 END`;
  return db
    .insert(notifications)
    .select(row)
    .onConflictDoUpdate({
      target: notifications.id,
      set: {
        params: sql`json_set(excluded.params, '$.count', ${count})`,
        href: sql`excluded.href`,
        createdAt: sql`excluded.created_at`,
        emailState: sql`CASE WHEN ${unread} THEN ${notifications.emailState} ELSE excluded.email_state END`,
        pushState: sql`CASE WHEN ${unread} THEN ${notifications.pushState} ELSE excluded.push_state END`,
        readAt: sql`NULL`,
      },
      setWhere: sql`excluded.created_at > ${notifications.createdAt}
        OR (excluded.created_at = ${notifications.createdAt}
          AND json_extract(excluded.params, '$.commentId') > json_extract(${notifications.params}, '$.commentId'))`,
    });
}

/**
 * "Someone replied to your comment", for the batch that stores the reply: to the author of the
 * comment answered (`parentAuthorId`), never to the one replying, unless they turned replies off
 * (`saveOptionalNotifications`). Written only if the reply `replyId` was stored by the same batch
 * (a comment sent again with its clientId stores nothing, and tells no one again): once per reply.
 */
export function replyNotification(
  db: Database,
  input: {
    replyId: string;
    replierId: string;
    parentAuthorId: string;
    href: string;
    params: { name: string; debateTitle: string };
    now?: Date;
  },
) {
  const { replyId, replierId, parentAuthorId } = input;
  return notificationToEach(db, {
    kind: "comment_reply",
    href: input.href,
    params: input.params,
    now: input.now,
    recipients: sql`SELECT ${parentAuthorId} AS "user_id"
      WHERE ${parentAuthorId} <> ${replierId}
        AND EXISTS (SELECT 1 FROM ${comments} WHERE ${comments.id} = ${replyId} AND ${comments.userId} = ${replierId})`,
  });
}

/** The kinds a citizen turns on or off in the settings: "Replies to my comments", "New comments on debates I follow". */
const CHOSEN_KINDS = { replies: "comment_reply", followed: "followed_debate_comments" } as const;
type OptionalNotifications = Record<keyof typeof CHOSEN_KINDS, boolean>;

/** Whether the citizen is told of replies to their comments, and of new comments on the debates they follow (both on unless turned off). */
export async function optionalNotifications(db: Database, userId: string): Promise<OptionalNotifications> {
  const rows = await db
    .select({ kind: notificationSettings.kind, inApp: notificationSettings.inApp })
    .from(notificationSettings)
    .where(
      and(eq(notificationSettings.userId, userId), inArray(notificationSettings.kind, Object.values(CHOSEN_KINDS))),
    );
  const on = (kind: NotificationKind) => rows.find((row) => row.kind === kind)?.inApp ?? true;
  return { replies: on(CHOSEN_KINDS.replies), followed: on(CHOSEN_KINDS.followed) };
}

/** Turns those notifications on or off (keeping each kind's e-mail choice). */
export async function saveOptionalNotifications(
  db: Database,
  userId: string,
  chosen: OptionalNotifications,
  now = new Date(),
) {
  const updatedAt = now.toISOString();
  await runBatch(
    db,
    (Object.keys(CHOSEN_KINDS) as (keyof OptionalNotifications)[]).map((name) => {
      const kind = CHOSEN_KINDS[name];
      return db
        .insert(notificationSettings)
        .values({ userId, kind, email: EMAIL_BY_DEFAULT[kind], inApp: chosen[name], updatedAt })
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.kind],
          set: { inApp: chosen[name], updatedAt },
        });
    }),
  );
}
