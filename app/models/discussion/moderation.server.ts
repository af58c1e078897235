/**
 * Moderation (docs/moderation.md): the queue of reported items, and the admins' decisions on them:
 * hide with a reason, restore, or dismiss the reports. Each decision is one D1 batch with its audit
 * entry and, when a comment is hidden, the notification that tells its author.
 *
 * Hiding a comment moves its text out of the comment into `hidden_texts` (the row keeps
 * HIDDEN_CONTENT), so every page and API that reads comments shows nothing of it, wherever it
 * reads from; restoring moves it back. Hiding a debate takes it off every list and page
 * (app/models/debates/debates.server.ts reads only debates that are not hidden).
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { comments, debates, hiddenTexts, reports, users, type ReportReason, type ReportTarget } from "~/db/schema";
import type { Message } from "~/utils/message";

import { auditEntry } from "~/models/audit";
import { HIDDEN_CONTENT } from "./comments.server";
import { notification } from "~/models/notifications";
import { reportTarget } from "./reports.server";

const QUEUE_SIZE = 100;

export interface ModerationItem {
  targetType: ReportTarget;
  targetId: string;
  debateId: string;
  debateTitle: string;
  /** The comment's text (moderators see it, hidden or not); the debate's title for a debate. */
  text: string;
  author: string | null;
  /** Open reports: how many, and how many for each reason. */
  reports: number;
  reasons: Partial<Record<ReportReason, number>>;
  latestReportAt: string | null;
  hidden: { reason: ReportReason; at: string } | null;
}

/** Items with open reports, the most reported first (then the most recently reported). */
export async function moderationQueue(db: Database): Promise<ModerationItem[]> {
  const open = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      n: count(),
      latest: sql<string>`max(${reports.createdAt})`,
    })
    .from(reports)
    .where(isNull(reports.resolvedAt))
    .groupBy(reports.targetType, reports.targetId, reports.reason);
  const byItem = new Map<
    string,
    { targetType: ReportTarget; targetId: string; reasons: ModerationItem["reasons"]; total: number; latest: string }
  >();
  for (const row of open) {
    const key = `${row.targetType}:${row.targetId}`;
    const item = byItem.get(key) ?? {
      targetType: row.targetType,
      targetId: row.targetId,
      reasons: {},
      total: 0,
      latest: "",
    };
    item.reasons[row.reason] = row.n;
    item.total += row.n;
    if (row.latest > item.latest) item.latest = row.latest;
    byItem.set(key, item);
  }
  const ranked = [...byItem.values()]
    .sort((a, b) => b.total - a.total || b.latest.localeCompare(a.latest))
    .slice(0, QUEUE_SIZE);
  const details = await describe(db, ranked);
  return ranked.flatMap((item) => {
    const detail = details.get(`${item.targetType}:${item.targetId}`);
    return detail ? [{ ...detail, reports: item.total, reasons: item.reasons, latestReportAt: item.latest }] : [];
  });
}

/** What moderators hid, most recent first, to restore. */
export async function hiddenItems(db: Database): Promise<ModerationItem[]> {
  const [hiddenComments, hiddenDebates] = await Promise.all([
    db
      .select({ id: comments.id, at: comments.hiddenAt })
      .from(comments)
      .where(isNotNull(comments.hiddenAt))
      .orderBy(desc(comments.hiddenAt))
      .limit(QUEUE_SIZE),
    db
      .select({ id: debates.id, at: debates.hiddenAt })
      .from(debates)
      .where(isNotNull(debates.hiddenAt))
      .orderBy(desc(debates.hiddenAt))
      .limit(QUEUE_SIZE),
  ]);
  const items = [
    ...hiddenComments.map((c) => ({ targetType: "comment" as const, targetId: c.id, at: c.at ?? "" })),
    ...hiddenDebates.map((d) => ({ targetType: "debate" as const, targetId: d.id, at: d.at ?? "" })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, QUEUE_SIZE);
  const details = await describe(db, items);
  return items.flatMap((item) => {
    const detail = details.get(`${item.targetType}:${item.targetId}`);
    return detail ? [{ ...detail, reports: 0, reasons: {}, latestReportAt: null }] : [];
  });
}

type Described = Omit<ModerationItem, "reports" | "reasons" | "latestReportAt">;

async function describe(db: Database, items: { targetType: ReportTarget; targetId: string }[]) {
  const out = new Map<string, Described>();
  const commentIds = items.filter((i) => i.targetType === "comment").map((i) => i.targetId);
  const debateIds = items.filter((i) => i.targetType === "debate").map((i) => i.targetId);
  if (commentIds.length) {
    const rows = await db
      .select({
        id: comments.id,
        debateId: comments.debateId,
        debateTitle: debates.title,
        content: comments.content,
        archived: hiddenTexts.content,
        hiddenAt: comments.hiddenAt,
        hiddenReason: comments.hiddenReason,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(comments)
      .innerJoin(debates, eq(debates.id, comments.debateId))
      .innerJoin(users, eq(users.id, comments.userId))
      .leftJoin(hiddenTexts, eq(hiddenTexts.commentId, comments.id))
      .where(inArray(comments.id, commentIds));
    for (const row of rows) {
      out.set(`comment:${row.id}`, {
        targetType: "comment",
        targetId: row.id,
        debateId: row.debateId,
        debateTitle: row.debateTitle,
        text: row.hiddenAt ? (row.archived ?? "") : row.content,
        author: `${row.firstName} ${row.lastName}`.trim(),
        hidden: row.hiddenAt ? { reason: row.hiddenReason ?? "other", at: row.hiddenAt } : null,
      });
    }
  }
  if (debateIds.length) {
    const rows = await db
      .select({ id: debates.id, title: debates.title, hiddenAt: debates.hiddenAt, hiddenReason: debates.hiddenReason })
      .from(debates)
      .where(inArray(debates.id, debateIds));
    for (const row of rows) {
      out.set(`debate:${row.id}`, {
        targetType: "debate",
        targetId: row.id,
        debateId: row.id,
        debateTitle: row.title,
        text: row.title,
        author: null,
        hidden: row.hiddenAt ? { reason: row.hiddenReason ?? "other", at: row.hiddenAt } : null,
      });
    }
  }
  return out;
}

/** The number of items waiting in the queue (for the admin overview). */
export async function openReportCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(DISTINCT ${reports.targetType} || ':' || ${reports.targetId})` })
    .from(reports)
    .where(isNull(reports.resolvedAt));
  return row?.n ?? 0;
}

type DecisionResult = { ok: true } | { ok: false; status: 404 | 409; error: Message };

interface Decision {
  actorId: string;
  targetType: ReportTarget;
  targetId: string;
  now?: Date;
}

const resolveReports = (
  db: Database,
  { actorId, targetType, targetId }: Decision,
  resolution: "hidden" | "dismissed",
  at: string,
) =>
  db
    .update(reports)
    .set({ resolvedAt: at, resolution, resolvedBy: actorId })
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), isNull(reports.resolvedAt)));

const openReports = async (db: Database, targetType: ReportTarget, targetId: string) =>
  (
    await db
      .select({ n: count() })
      .from(reports)
      .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), isNull(reports.resolvedAt)))
  )[0]?.n ?? 0;

const notFound = (targetType: ReportTarget): DecisionResult => ({
  ok: false,
  status: 404,
  error: { key: targetType === "comment" ? "comments.errors.notFound" : "debates.errors.notFound" },
});

/** Hides an item with a reason; its open reports are resolved; the comment's author is told. */
export async function hideItem(db: Database, decision: Decision & { reason: ReportReason }): Promise<DecisionResult> {
  const { actorId, targetType, targetId, reason } = decision;
  const target = await reportTarget(db, targetType, targetId);
  if (!target) return notFound(targetType);
  if (target.hidden) return { ok: false, status: 409, error: { key: "admin.moderation.errors.alreadyHidden" } };
  const now = decision.now ?? new Date();
  const at = now.toISOString();
  const reportsBefore = await openReports(db, targetType, targetId);
  const audit = auditEntry(db, {
    actorId,
    action: "moderation.hide",
    target: `${targetType}:${targetId}`,
    before: { hidden: false, openReports: reportsBefore },
    after: { hidden: true, reason },
    now,
  });
  if (targetType === "debate") {
    await db.batch([
      db
        .update(debates)
        .set({ hiddenAt: at, hiddenReason: reason })
        .where(and(eq(debates.id, targetId), isNull(debates.hiddenAt))),
      resolveReports(db, decision, "hidden", at),
      audit,
    ]);
    return { ok: true };
  }
  const debate = await db.query.debates.findFirst({
    where: eq(debates.id, target.debateId),
    columns: { title: true },
  });
  await db.batch([
    // The text first goes aside (only while the comment still shows it), then leaves the comment.
    db
      .insert(hiddenTexts)
      .select(
        sql`SELECT "comments"."id", "comments"."content", ${actorId}, ${at} FROM "comments"
            WHERE "comments"."id" = ${targetId} AND "comments"."hidden_at" IS NULL`,
      )
      .onConflictDoNothing(),
    db
      .update(comments)
      .set({ content: HIDDEN_CONTENT, hiddenAt: at, hiddenReason: reason })
      .where(and(eq(comments.id, targetId), isNull(comments.hiddenAt))),
    resolveReports(db, decision, "hidden", at),
    audit,
    notification(db, {
      userId: target.authorId ?? "",
      kind: "comment_hidden",
      href: `/debates/${target.debateId}`,
      params: { reason, debateTitle: debate?.title ?? "", commentId: targetId },
      now,
    }),
  ]);
  return { ok: true };
}

/** Shows a hidden item again (a comment gets its text back). */
export async function restoreItem(db: Database, decision: Decision): Promise<DecisionResult> {
  const { actorId, targetType, targetId } = decision;
  const target = await reportTarget(db, targetType, targetId);
  if (!target) return notFound(targetType);
  if (!target.hidden) return { ok: false, status: 409, error: { key: "admin.moderation.errors.notHidden" } };
  const now = decision.now ?? new Date();
  const audit = auditEntry(db, {
    actorId,
    action: "moderation.restore",
    target: `${targetType}:${targetId}`,
    before: { hidden: true },
    after: { hidden: false },
    now,
  });
  if (targetType === "debate") {
    await db.batch([
      db.update(debates).set({ hiddenAt: null, hiddenReason: null }).where(eq(debates.id, targetId)),
      audit,
    ]);
    return { ok: true };
  }
  await db.batch([
    db
      .update(comments)
      .set({
        content: sql`(SELECT "hidden_texts"."content" FROM "hidden_texts" WHERE "hidden_texts"."comment_id" = ${targetId})`,
        hiddenAt: null,
        hiddenReason: null,
      })
      .where(
        and(
          eq(comments.id, targetId),
          isNotNull(comments.hiddenAt),
          sql`EXISTS (SELECT 1 FROM "hidden_texts" WHERE "hidden_texts"."comment_id" = ${targetId})`,
        ),
      ),
    db
      .delete(hiddenTexts)
      .where(
        and(
          eq(hiddenTexts.commentId, targetId),
          sql`(SELECT "comments"."hidden_at" FROM "comments" WHERE "comments"."id" = ${targetId}) IS NULL`,
        ),
      ),
    audit,
  ]);
  return { ok: true };
}

/** Closes an item's open reports without hiding it. */
export async function dismissReports(db: Database, decision: Decision): Promise<DecisionResult> {
  const { actorId, targetType, targetId } = decision;
  const target = await reportTarget(db, targetType, targetId);
  if (!target) return notFound(targetType);
  const open = await openReports(db, targetType, targetId);
  if (open === 0) return { ok: false, status: 409, error: { key: "admin.moderation.errors.noReports" } };
  const now = decision.now ?? new Date();
  await db.batch([
    resolveReports(db, decision, "dismissed", now.toISOString()),
    auditEntry(db, {
      actorId,
      action: "moderation.dismiss",
      target: `${targetType}:${targetId}`,
      before: { openReports: open },
      after: { openReports: 0 },
      now,
    }),
  ]);
  return { ok: true };
}
