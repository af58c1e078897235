/**
 * The local mail outbox: in development and tests, e-mail is written here instead of being
 * sent (app/models/mail/send.server.ts decides), and /dev/outbox shows it.
 */
import { desc } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

export async function writeToOutbox(db: Database, mail: OutboxMail) {
  await db.insert(emailOutbox).values({
    id: crypto.randomUUID(),
    toAddress: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    createdAt: new Date().toISOString(),
  });
}

/** The newest messages first. */
export async function readOutbox(db: Database, limit = 50) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
