/**
 * Writing a new session (app/auth/session.server.ts starts them). A session rests on what was just
 * checked: the password, or a provider identity linked to the account. A check that finished while
 * that proof was being taken away (a password changed or removed, an identity unlinked, an account
 * claimed by its address's owner: docs/security.md "External sign-in") must not leave a session
 * behind, or a sign-in in flight would outlive "every session ends".
 */
import { and, eq, sql } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { oauthAccounts, sessions, users } from "~/db/schema";

/** What a sign-in proved: the account's password (its hash as it was checked), or a linked identity. */
export type SessionProof = { passwordHash: string } | { provider: string; subject: string };

/**
 * Writes the session, then, in the same D1 batch, takes it back unless its proof still holds: D1
 * runs one batch at a time, so either the change that took the proof away ran first (the session
 * goes at once) or it runs after (and ends the session with the others). False when it was taken back.
 */
export async function insertSession(
  db: Database,
  row: typeof sessions.$inferInsert,
  proof?: SessionProof,
): Promise<boolean> {
  if (!proof) {
    await db.insert(sessions).values(row);
    return true;
  }
  const holds =
    "passwordHash" in proof
      ? sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${row.userId} AND ${users.passwordHash} = ${proof.passwordHash})`
      : sql`EXISTS (SELECT 1 FROM ${oauthAccounts} WHERE ${oauthAccounts.userId} = ${row.userId} AND ${oauthAccounts.provider} = ${proof.provider} AND ${oauthAccounts.subject} = ${proof.subject})`;
  const [, takenBack] = await db.batch([
    db.insert(sessions).values(row),
    db
      .delete(sessions)
      .where(and(eq(sessions.id, row.id), sql`NOT ${holds}`))
      .returning({ id: sessions.id }),
  ]);
  return takenBack.length === 0;
}
