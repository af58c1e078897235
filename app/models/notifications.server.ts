/**
 * Notifications: what concerns a citizen (a decision about them, news about a debate they took part
 * in). `notification` returns the insert as a statement for the same D1 batch as the change it tells
 * of. The account area (settings, the header bell, `/notifications`, e-mail preferences) reads them.
 */
import type { Database } from "~/db/client.server";
import { notifications, type NotificationKind } from "~/db/schema";

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  /** Where it leads: a path on this site. */
  href: string;
  /** The values its message is written with (a debate's title, a status, a reason). */
  params?: Record<string, string | number | null>;
  now?: Date;
}

/** The notification's insert, to run in the same batch as the change it tells of. */
export function notification(db: Database, { userId, kind, href, params = {}, now }: NotificationInput) {
  if (!href.startsWith("/") || href.startsWith("//")) throw new Error(`A notification leads to a path here: ${href}`);
  return db.insert(notifications).values({
    id: crypto.randomUUID(),
    userId,
    kind,
    href,
    params: JSON.stringify(params),
    createdAt: (now ?? new Date()).toISOString(),
  });
}
