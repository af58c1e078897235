/**
 * The audit log: every admin action, with who, what, when, and the state before and after.
 *
 * An admin's change and its audit entry are one D1 batch, so a change is never written without its
 * entry, nor an entry without its change. Two ways to write them, both in the same batch:
 *   - `runAdminBatch(db, actor, statements, entries)`: the change's statements and its entries,
 *     run together (a change without an entry is refused);
 *   - `auditEntry(db, …)`: one entry's insert, for a model that builds its own batch.
 * Every model function that acts for an admin takes the acting admin (`AdminActor`) and writes
 * through one of them; the security suite proves that every admin door leaves its entry
 * (tests/security/suite.test.ts, "every admin action writes its audit entry").
 */
import { and, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";

import { chunkForD1, runBatch, type Database } from "~/db/client.server";
import { auditLog, users, type User } from "~/db/schema";

import { olderThan, type KeysetCursor } from "~/utils/keyset";

/** What admins do. A new admin action adds its name here (the audit page filters by these). */
export const AUDIT_ACTIONS = [
  "user.verification",
  "user.role",
  "expert.application",
  "campaign.activate",
  "campaign.cancel",
  "news.run",
  "policy_outcome.create",
  "policy_outcome.update",
  "policy_outcome.verification",
  "moderation.hide",
  "moderation.restore",
  "moderation.dismiss",
  "competition.declare",
] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The admin acting. Made from a signed-in user whose role is admin (`adminActor`), never from input. */
export interface AdminActor {
  readonly id: string;
  readonly role: "admin";
}

/** The acting admin, from the user a guard returned (`requireRole(…, "admin")`). */
export function adminActor(user: Pick<User, "id" | "role">): AdminActor {
  if (user.role !== "admin") throw new Error(`User ${user.id} is not an admin and cannot act as one.`);
  return { id: user.id, role: "admin" };
}

interface AuditInput {
  /** A fixed id makes the entry once-only (`.onConflictDoNothing()`); a random one otherwise. */
  id?: string;
  /** The admin who acted. */
  actorId: string;
  action: AuditAction;
  /** What was acted on: "user:<id>", "campaign:<id>" … */
  target: string;
  before?: unknown;
  after?: unknown;
  now?: Date;
}

function auditRow({ id, actorId, action, target, before = null, after = null, now }: AuditInput) {
  return {
    id: id ?? crypto.randomUUID(),
    actorId,
    action,
    target,
    details: JSON.stringify({ before, after }),
    createdAt: (now ?? new Date()).toISOString(),
  };
}

/** The audit entry's insert, to run in the same batch as the change it records. */
export function auditEntry(db: Database, input: AuditInput) {
  return db.insert(auditLog).values(auditRow(input));
}

type BatchItem = Parameters<Database["batch"]>[0][number];
type AuditedChange = Omit<AuditInput, "actorId">;

/**
 * Runs an admin's change: `statements`, then the audit entries of `entries` (written as few
 * multi-row inserts), as one D1 batch: all of it, or nothing. Returns the statements' results.
 */
export async function runAdminBatch<T extends BatchItem>(
  db: Database,
  actor: AdminActor,
  statements: T[],
  entries: AuditedChange[],
) {
  if (entries.length === 0) throw new Error("An admin's change needs its audit entry.");
  const rows = entries.map((entry) => auditRow({ ...entry, actorId: actor.id }));
  const inserts = chunkForD1(rows, 6).map((chunk) => db.insert(auditLog).values(chunk));
  const results = await runBatch(db, [...statements, ...inserts] as BatchItem[]);
  return results.slice(0, statements.length) as Awaited<T>[];
}

export interface AuditPerson {
  id: string;
  username: string;
  name: string;
}

export interface AuditRecord {
  id: string;
  actorId: string | null;
  /** The admin who acted, while their account exists. */
  actor: AuditPerson | null;
  action: string;
  target: string | null;
  /** The user a "user:<id>" target names, while their account exists. */
  targetUser: AuditPerson | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AuditQuery {
  action?: AuditAction;
  actorId?: string;
  /** Entries at or after this instant (ISO). */
  from?: string;
  /** Entries before this instant (ISO). */
  to?: string;
  /** Older than this entry (or, as a plain ISO time, than this instant). */
  before?: KeysetCursor | string;
  limit?: number;
}

type PersonRow = { id: string | null; username: string | null; firstName: string | null; lastName: string | null };

function person(row: PersonRow | null): AuditPerson | null {
  if (!row?.id || row.username === null) return null;
  const name = `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() || row.username;
  return { id: row.id, username: row.username, name };
}

function parseDetails(raw: string): { before?: unknown; after?: unknown } {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" ? (value as { before?: unknown; after?: unknown }) : {};
  } catch {
    return {};
  }
}

/**
 * The newest entries first, `limit` at a time, filtered by action, actor and time, after a cursor
 * (keyset: entries written in one batch share their time, so the id breaks the tie). Uses the
 * indexes audit_log (action, created_at), (actor_id, created_at) and (created_at).
 */
export async function listAuditEntries(db: Database, query: AuditQuery = {}): Promise<AuditRecord[]> {
  const { action, actorId, from, to, before, limit = 50 } = query;
  const where: SQL[] = [];
  if (action) where.push(eq(auditLog.action, action));
  if (actorId) where.push(eq(auditLog.actorId, actorId));
  if (from) where.push(gte(auditLog.createdAt, from));
  if (to) where.push(lt(auditLog.createdAt, to));
  if (typeof before === "string") where.push(lt(auditLog.createdAt, before));
  else if (before) where.push(olderThan(auditLog, before));
  const rows = await db
    .select({
      entry: auditLog,
      actor: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);

  const targetIds = [
    ...new Set(rows.map((r) => r.entry.target?.match(/^user:(.+)$/)?.[1]).filter((id): id is string => !!id)),
  ];
  const targets = new Map<string, AuditPerson>();
  for (const chunk of chunkForD1(targetIds)) {
    const found = await db
      .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, chunk));
    for (const row of found) {
      const p = person(row);
      if (p) targets.set(p.id, p);
    }
  }

  return rows.map(({ entry, actor }) => {
    const details = parseDetails(entry.details);
    const targetId = entry.target?.match(/^user:(.+)$/)?.[1];
    return {
      id: entry.id,
      actorId: entry.actorId,
      actor: person(actor),
      action: entry.action,
      target: entry.target,
      targetUser: targetId ? (targets.get(targetId) ?? null) : null,
      before: details.before ?? null,
      after: details.after ?? null,
      createdAt: entry.createdAt,
    };
  });
}

/** The admins, to filter the log by (users_role_idx). */
export async function listAdmins(db: Database): Promise<AuditPerson[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(users.username)
    .limit(200);
  return rows.map(person).filter((p): p is AuditPerson => p !== null);
}
