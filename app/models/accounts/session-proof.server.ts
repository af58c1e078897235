/**
 * Writing a new session (app/models/accounts/sessions.server.ts starts them). A session rests on what was just
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

/** How long a session handed over once (the embed's token, docs/embed.md) can be claimed. */
export const HANDOVER_TTL_MS = 2 * 60_000;

/**
 * Claims a handover session (`fromId`, written with an expiry at most HANDOVER_TTL_MS away) once:
 * in one D1 batch, the new session `row` is written for the handover's user, from the handover's
 * row only while it is unexpired and a handover (an ordinary session, which expires days away, is
 * never claimed this way), and the handover is deleted. A second claim finds nothing. Returns the
 * user, or null when there was nothing to claim (unknown, expired, already claimed, or its account
 * signed out everywhere meanwhile).
 */
export async function claimHandover(
  db: Database,
  fromId: string,
  row: Omit<typeof sessions.$inferInsert, "userId">,
  now = new Date(),
): Promise<string | null> {
  const nowIso = now.toISOString();
  const latest = new Date(now.getTime() + HANDOVER_TTL_MS).toISOString();
  const claimable = and(
    eq(sessions.id, fromId),
    sql`${sessions.expiresAt} > ${nowIso}`,
    sql`${sessions.expiresAt} <= ${latest}`,
  );
  const [inserted] = await db.batch([
    db
      .insert(sessions)
      // Every column of `sessions` in the schema's order (id, user_id, created_at, last_seen_at,
      // expires_at, browser, country), the user read from the handover.
      .select(
        sql`SELECT ${row.id}, ${sessions.userId}, ${row.createdAt ?? nowIso}, ${row.lastSeenAt}, ${row.expiresAt},
          ${row.browser ?? null}, ${row.country ?? null} FROM ${sessions} WHERE ${claimable}`,
      )
      .returning({ userId: sessions.userId }),
    db.delete(sessions).where(and(eq(sessions.id, fromId), sql`${sessions.expiresAt} <= ${latest}`)),
  ]);
  return inserted[0]?.userId ?? null;
}

/** Ends one session by its id (the token's SHA-256). */
export async function deleteSession(db: Database, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}
