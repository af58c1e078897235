import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { auditLog, comments, hiddenTexts, notifications } from "~/db/schema";
import { createDebate, createUser } from "~/seed/factories";

import { HIDDEN_CONTENT, listComments, listCommentsFlat, postComment } from "./comments.server";
import { getDebate, listDebates } from "~/models/debates/debates.server";
import { loadInsights } from "./view.server";
import {
  dismissReports,
  hiddenItems,
  hideItem,
  moderationQueue,
  openReportCount,
  restoreItem,
} from "./moderation.server";
import { report } from "./reports.server";

const db = createDb(env.DB);

async function thread(text = `Buy cheap pills ${crypto.randomUUID()}`) {
  const { user: author } = await createUser(db, { password: null });
  const { user: reporter } = await createUser(db, { password: null });
  const { user: admin } = await createUser(db, { role: "admin", password: null });
  const debate = await createDebate(db);
  const posted = await postComment(db, { debateId: debate.id, userId: author.id, content: text });
  if (!posted.ok) throw new Error("comment refused");
  return { author, reporter, admin, debate, comment: posted.comment, text };
}

describe("reports", () => {
  it("are accepted once per citizen and item; a second report, one's own comment and a hidden item are refused", async () => {
    const { author, reporter, admin, comment } = await thread();
    const item = { targetType: "comment" as const, targetId: comment.id };
    expect(await report(db, { reporterId: reporter.id, ...item, reason: "spam" })).toMatchObject({ ok: true });
    expect(await report(db, { reporterId: reporter.id, ...item, reason: "abuse" })).toMatchObject({
      ok: false,
      status: 409,
      error: { key: "report.errors.already" },
    });
    expect(await report(db, { reporterId: author.id, ...item, reason: "spam" })).toMatchObject({
      ok: false,
      status: 400,
    });
    await hideItem(db, { actorId: admin.id, ...item, reason: "spam" });
    const { user: late } = await createUser(db, { password: null });
    expect(await report(db, { reporterId: late.id, ...item, reason: "spam" })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(
      await report(db, { reporterId: late.id, targetType: "comment", targetId: "nope", reason: "spam" }),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("put the item in the queue, most reported first", async () => {
    const { reporter, comment, debate } = await thread();
    const { user: second } = await createUser(db, { password: null });
    await report(db, { reporterId: reporter.id, targetType: "comment", targetId: comment.id, reason: "spam" });
    await report(db, { reporterId: second.id, targetType: "comment", targetId: comment.id, reason: "abuse" });
    await report(db, { reporterId: second.id, targetType: "debate", targetId: debate.id, reason: "other" });
    const queue = await moderationQueue(db);
    const mine = queue.filter((i) => i.debateId === debate.id);
    expect(mine.map((i) => [i.targetType, i.reports])).toEqual([
      ["comment", 2],
      ["debate", 1],
    ]);
    expect(mine[0]?.reasons).toEqual({ spam: 1, abuse: 1 });
    expect(await openReportCount(db)).toBeGreaterThanOrEqual(2);
  });
});

describe("moderation decisions", () => {
  it("hiding a comment takes its text out of every read, tells the author, resolves the reports and audits, in one batch", async () => {
    const { author, reporter, admin, debate, comment, text } = await thread();
    await report(db, { reporterId: reporter.id, targetType: "comment", targetId: comment.id, reason: "spam" });
    expect(
      await hideItem(db, { actorId: admin.id, targetType: "comment", targetId: comment.id, reason: "spam" }),
    ).toEqual({
      ok: true,
    });

    const row = await db.query.comments.findFirst({ where: eq(comments.id, comment.id) });
    expect(row?.content).toBe(HIDDEN_CONTENT);
    expect(JSON.stringify(row)).not.toContain(text);
    const page = await listComments(db, debate.id, { filter: "all", page: 1, viewerId: null });
    expect(page.comments[0]).toMatchObject({ id: comment.id, content: "", hidden: { reason: "spam" } });
    const flat = await listCommentsFlat(db, debate.id, { filter: "all", page: 1, viewerId: author.id });
    expect(JSON.stringify(flat)).not.toContain(text);
    const insights = await loadInsights(db, debate.id);
    expect(JSON.stringify(insights)).not.toContain(text);

    const told = await db.query.notifications.findMany({
      where: and(eq(notifications.userId, author.id), eq(notifications.kind, "comment_hidden")),
    });
    expect(told).toHaveLength(1);
    expect(told[0]?.href).toBe(`/debates/${debate.id}`);
    const audit = await db.query.auditLog.findMany({ where: eq(auditLog.target, `comment:${comment.id}`) });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([["moderation.hide", admin.id]]);
    expect((await moderationQueue(db)).some((i) => i.targetId === comment.id)).toBe(false);
    expect((await hiddenItems(db)).find((i) => i.targetId === comment.id)?.text).toBe(text);

    // Twice: refused, nothing more written.
    expect(
      await hideItem(db, { actorId: admin.id, targetType: "comment", targetId: comment.id, reason: "abuse" }),
    ).toMatchObject({
      ok: false,
      status: 409,
    });

    // Restored: the text comes back, the aside is gone, the restore audited.
    expect(await restoreItem(db, { actorId: admin.id, targetType: "comment", targetId: comment.id })).toEqual({
      ok: true,
    });
    const back = await db.query.comments.findFirst({ where: eq(comments.id, comment.id) });
    expect(back).toMatchObject({ content: text, hiddenAt: null, hiddenReason: null });
    expect(await db.query.hiddenTexts.findFirst({ where: eq(hiddenTexts.commentId, comment.id) })).toBeUndefined();
    const after = await db.query.auditLog.findMany({ where: eq(auditLog.target, `comment:${comment.id}`) });
    expect(after.map((a) => a.action).sort()).toEqual(["moderation.hide", "moderation.restore"]);
  });

  it("a hidden comment takes no replies; a reply to a reply answers the top-level comment", async () => {
    const { reporter, admin, debate, comment } = await thread();
    const reply = await postComment(db, {
      debateId: debate.id,
      userId: reporter.id,
      content: "Answer",
      parentId: comment.id,
    });
    expect(reply.ok && reply.comment.parentId).toBe(comment.id);
    if (!reply.ok) return;
    const nested = await postComment(db, {
      debateId: debate.id,
      userId: reporter.id,
      content: "Again",
      parentId: reply.comment.id,
    });
    expect(nested.ok && nested.comment.parentId).toBe(comment.id);
    await hideItem(db, { actorId: admin.id, targetType: "comment", targetId: comment.id, reason: "abuse" });
    expect(
      await postComment(db, { debateId: debate.id, userId: reporter.id, content: "x", parentId: comment.id }),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it("hiding a debate takes it off lists and pages; dismissing closes its reports without hiding", async () => {
    const { reporter, admin, debate } = await thread();
    await report(db, { reporterId: reporter.id, targetType: "debate", targetId: debate.id, reason: "misinformation" });
    expect(await dismissReports(db, { actorId: admin.id, targetType: "debate", targetId: debate.id })).toEqual({
      ok: true,
    });
    expect(await dismissReports(db, { actorId: admin.id, targetType: "debate", targetId: debate.id })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await getDebate(db, debate.id)).not.toBeNull();
    await hideItem(db, { actorId: admin.id, targetType: "debate", targetId: debate.id, reason: "misinformation" });
    expect(await getDebate(db, debate.id)).toBeNull();
    const list = await listDebates(db, { page: 1 }, 200);
    expect(list.debates.some((d) => d.id === debate.id)).toBe(false);
    await restoreItem(db, { actorId: admin.id, targetType: "debate", targetId: debate.id });
    expect(await getDebate(db, debate.id)).not.toBeNull();
  });
});
