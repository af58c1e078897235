/**
 * Notifications: what concerns a citizen (a decision about them, news about a debate they took part
 * in). `notification` returns the insert as a statement for the same D1 batch as the change it tells
 * of. The account area (settings, the header bell, `/notifications`, e-mail preferences) reads them.
 */
import { sql } from "drizzle-orm";

import { chunkForD1, type Database } from "~/db/client.server";
import { notifications, votes, type NotificationKind } from "~/db/schema";

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  /** Where it leads: a path on this site. */
  href: string;
  /** The values its message is written with (a debate's title, a status, a reason). */
  params?: Record<string, string | number | null>;
  now?: Date;
}

function notificationRow({ userId, kind, href, params = {}, now }: NotificationInput) {
  if (!href.startsWith("/") || href.startsWith("//")) throw new Error(`A notification leads to a path here: ${href}`);
  return {
    id: crypto.randomUUID(),
    userId,
    kind,
    href,
    params: JSON.stringify(params),
    readAt: null,
    createdAt: (now ?? new Date()).toISOString(),
  };
}

/** The notification's insert, to run in the same batch as the change it tells of. */
export function notification(db: Database, input: NotificationInput) {
  return db.insert(notifications).values(notificationRow(input));
}

/** Many notifications (one change telling many citizens), as few multi-row inserts for the same batch. */
export function notificationInserts(db: Database, inputs: NotificationInput[]) {
  return chunkForD1(inputs.map(notificationRow), 7).map((rows) => db.insert(notifications).values(rows));
}

/**
 * The same notification to everyone who voted on a debate, as ONE statement (INSERT … SELECT from
 * `votes`), for the same batch as the change it tells of: its cost does not grow with a loop of
 * statements, and nobody who votes meanwhile is half-told.
 */
export function notificationToVoters(
  db: Database,
  { debateId, kind, href, params = {}, now }: Omit<NotificationInput, "userId"> & { debateId: string },
) {
  if (!href.startsWith("/") || href.startsWith("//")) throw new Error(`A notification leads to a path here: ${href}`);
  const createdAt = (now ?? new Date()).toISOString();
  return db.insert(notifications).select(
    sql`SELECT lower(hex(randomblob(16))), ${votes.userId}, ${kind}, ${href}, ${JSON.stringify(params)}, NULL, ${createdAt}
        FROM ${votes} WHERE ${votes.debateId} = ${debateId}`,
  );
}
