/**
 * The audit log: every admin action, with who, what, when, and the state before and after.
 *
 * `auditEntry` returns the insert as a statement for the same D1 batch as the change it records, so
 * a change is never written without its entry, nor an entry without its change. Every model
 * function that acts for an admin takes the acting admin and adds this statement to its batch.
 */
import { and, desc, eq, lt, type SQL } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";

/** What admins do. A new admin action adds its name here (the audit page filters by these). */
export const AUDIT_ACTIONS = [
  "user.verification",
  "expert.application",
  "campaign.activate",
  "campaign.cancel",
  "news.run",
  "policy_outcome.create",
  "policy_outcome.update",
  "moderation.hide",
  "moderation.restore",
  "moderation.dismiss",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditInput {
  /** The admin who acted. */
  actorId: string;
  action: AuditAction;
  /** What was acted on: "user:<id>", "campaign:<id>" … */
  target: string;
  before?: unknown;
  after?: unknown;
  now?: Date;
}

/** The audit entry's insert, to run in the same batch as the change it records. */
export function auditEntry(db: Database, { actorId, action, target, before = null, after = null, now }: AuditInput) {
  return db.insert(auditLog).values({
    id: crypto.randomUUID(),
    actorId,
    action,
    target,
    details: JSON.stringify({ before, after }),
    createdAt: (now ?? new Date()).toISOString(),
  });
}

export interface AuditRecord {
  id: string;
  actorId: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** The newest entries first, `limit` at a time, optionally of one action and before a time (keyset). */
export async function listAuditEntries(
  db: Database,
  { action, before, limit = 50 }: { action?: AuditAction; before?: string; limit?: number } = {},
): Promise<AuditRecord[]> {
  const where: SQL[] = [];
  if (action) where.push(eq(auditLog.action, action));
  if (before) where.push(lt(auditLog.createdAt, before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => {
    const details = JSON.parse(row.details) as { before?: unknown; after?: unknown };
    return {
      id: row.id,
      actorId: row.actorId,
      action: row.action,
      target: row.target,
      before: details.before ?? null,
      after: details.after ?? null,
      createdAt: row.createdAt,
    };
  });
}
