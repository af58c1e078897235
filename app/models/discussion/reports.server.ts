/**
 * Reports (docs/moderation.md): any citizen reports a comment or a debate with a reason, once per
 * item (the unique index `reports_once_per_reporter` decides, in the statement that stores it).
 * Items with open reports make the moderation queue (app/models/discussion/moderation.server.ts).
 */
import { and, eq } from "drizzle-orm";

import { aRead, type Database } from "~/db/client.server";
import { comments, debates, reports, type ReportTarget } from "~/db/schema";
import type { Message } from "~/utils/message";

import type { ReportInput } from "./reports.schema";

type ReportResult =
  { ok: true; debateId: string } | { ok: false; status: 404 | 409 | 400; error: Message; debateId?: string };

/** The debate an item belongs to, its author (debates have none) and whether moderators hid it. */
export async function reportTarget(db: Database, targetType: ReportTarget, targetId: string) {
  if (targetType === "comment") {
    const row = await db.query.comments.findFirst({
      where: eq(comments.id, targetId),
      columns: { debateId: true, userId: true, hiddenAt: true },
    });
    return row
      ? { debateId: row.debateId, authorId: row.userId as string | null, hidden: Boolean(row.hiddenAt) }
      : null;
  }
  const row = await db.query.debates.findFirst({
    where: eq(debates.id, targetId),
    columns: { id: true, hiddenAt: true },
  });
  return row ? { debateId: row.id, authorId: null, hidden: Boolean(row.hiddenAt) } : null;
}

/** A citizen reports an item once; their own comment, an item already hidden, or a second report: refused. */
export async function report(
  db: Database,
  { reporterId, targetType, targetId, reason }: ReportInput & { reporterId: string },
  now = new Date(),
): Promise<ReportResult> {
  const target = await reportTarget(db, targetType, targetId);
  if (!target) {
    return {
      ok: false,
      status: 404,
      error: { key: targetType === "comment" ? "comments.errors.notFound" : "debates.errors.notFound" },
    };
  }
  const { debateId } = target;
  if (target.authorId === reporterId) return { ok: false, status: 400, error: { key: "report.errors.own" }, debateId };
  if (target.hidden) return { ok: false, status: 409, error: { key: "report.errors.hidden" }, debateId };
  const inserted = await db
    .insert(reports)
    .values({
      id: crypto.randomUUID(),
      reporterId,
      targetType,
      targetId,
      debateId,
      reason,
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (inserted.length === 0) return { ok: false, status: 409, error: { key: "report.errors.already" }, debateId };
  return { ok: true, debateId };
}

/**
 * Whether the citizen reported the item already (to say "Reported" instead of offering the form), as a
 * read that can share a round trip (readTogether).
 */
export const reportedRead = (db: Database, reporterId: string, targetType: ReportTarget, targetId: string) =>
  aRead(
    db
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(eq(reports.reporterId, reporterId), eq(reports.targetType, targetType), eq(reports.targetId, targetId)),
      )
      .limit(1),
    ([row]) => Boolean(row),
  );
