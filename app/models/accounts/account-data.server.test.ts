import { env } from "cloudflare:test";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import * as schema from "~/db/schema";
import { campaigns, comments, debates, retainedPayments, sessions, subscriptions, users } from "~/db/schema";
import { createConfirmedUser, createDebate, createUser } from "~/seed/factories";

import { deleteAccountData, exportAccount, USER_DATA } from "./account-data.server";
import { insertComment, likeComment } from "~/models/discussion/comments.server";
import { notification } from "~/models/notifications/notifications.server";
import { castVote } from "~/models/debates/votes.server";

const db = createDb(env.DB);

/** Every table of the schema with a column that references users.id. */
function tablesReferencingUsers() {
  const names = new Set<string>();
  for (const value of Object.values(schema)) {
    if (!value || typeof value !== "object" || !(Symbol.for("drizzle:IsDrizzleTable") in value)) continue;
    const config = getTableConfig(value as SQLiteTable);
    for (const fk of config.foreignKeys) {
      if (getTableConfig(fk.reference().foreignTable).name === "users") names.add(config.name);
    }
  }
  return [...names].sort();
}

/** The debate's counters recounted from the rows that remain (the counted ones: confirmed e-mails). */
async function recount(debateId: string) {
  const [row] = await db.all<Record<string, number>>(sql`
    SELECT
      (SELECT count(*) FROM votes WHERE debate_id = ${debateId} AND position = 'for' AND counted = 1) AS forCount,
      (SELECT count(*) FROM votes WHERE debate_id = ${debateId} AND position = 'against' AND counted = 1) AS againstCount,
      (SELECT count(*) FROM votes WHERE debate_id = ${debateId} AND position = 'for' AND verified = 1) AS verifiedForCount,
      (SELECT count(*) FROM votes WHERE debate_id = ${debateId} AND position = 'against' AND verified = 1) AS verifiedAgainstCount,
      (SELECT count(*) FROM (
        SELECT user_id FROM votes WHERE debate_id = ${debateId}
        UNION SELECT user_id FROM comments WHERE debate_id = ${debateId} AND user_id IS NOT NULL)
       WHERE user_id IN (SELECT id FROM users WHERE email_confirmed_at IS NOT NULL)) AS participantCount`);
  return row;
}

async function stored(debateId: string) {
  const debate = await db.query.debates.findFirst({ where: eq(debates.id, debateId) });
  return {
    forCount: debate?.forCount,
    againstCount: debate?.againstCount,
    verifiedForCount: debate?.verifiedForCount,
    verifiedAgainstCount: debate?.verifiedAgainstCount,
    participantCount: debate?.participantCount,
  };
}

describe("the account export", () => {
  it("holds every table that references a user (a new table with a user column must join USER_DATA)", () => {
    const listed = Object.keys(USER_DATA).filter((name) => name !== "users");
    expect(tablesReferencingUsers()).toEqual([...listed].sort());
  });

  it("gives the citizen's rows and never a secret", async () => {
    const { user } = await createUser(db);
    const other = (await createUser(db)).user;
    const debate = await createDebate(db);
    await castVote(db, { debateId: debate.id, userId: user.id, position: "for" });
    await castVote(db, { debateId: debate.id, userId: other.id, position: "against" });
    const { id: commentId } = await insertComment(db, {
      debateId: debate.id,
      userId: user.id,
      position: "for",
      content: "Mine, to take with me.",
    });
    await likeComment(db, commentId, user.id);
    await db.batch([
      notification(db, { userId: user.id, kind: "outcome_recorded", href: "/", params: { debateTitle: "T" } }),
    ]);
    await db.insert(sessions).values({
      id: "a".repeat(64),
      userId: user.id,
      createdAt: new Date().toISOString(),
      lastSeenAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      browser: "Firefox · Linux",
      country: "IN",
    });

    const data = await exportAccount(db, user.id);
    expect(data.users).toHaveLength(1);
    expect(data.users[0]).toMatchObject({ id: user.id, email: user.email });
    expect(data.users[0]).not.toHaveProperty("passwordHash");
    expect(data.votes).toEqual([expect.objectContaining({ debateId: debate.id, position: "for" })]);
    expect(data.comments).toEqual([expect.objectContaining({ id: commentId, content: "Mine, to take with me." })]);
    expect(data.comment_likes).toHaveLength(1);
    expect(data.notifications[0]).toMatchObject({ kind: "outcome_recorded", params: { debateTitle: "T" } });
    expect(data.sessions).toEqual([expect.objectContaining({ browser: "Firefox · Linux", country: "IN" })]);
    expect(data.sessions[0]).not.toHaveProperty("id");
    expect(JSON.stringify(data)).not.toContain(other.id);
  });
});

describe("deleting an account", () => {
  it("removes votes and likes with exact counters, keeps comments without text or author, and lets the address register again", async () => {
    const { user } = await createUser(db, {
      verificationStatus: "verified",
      emailConfirmedAt: new Date().toISOString(),
    });
    const stays = (await createConfirmedUser(db)).user;
    // An account that never confirmed its e-mail: its vote was never counted, and stays so.
    const waiting = (await createUser(db)).user;
    const debate = await createDebate(db);
    const second = await createDebate(db);
    await castVote(db, { debateId: debate.id, userId: waiting.id, position: "for" });
    await castVote(db, { debateId: debate.id, userId: user.id, position: "for" });
    await castVote(db, { debateId: debate.id, userId: stays.id, position: "against" });
    await castVote(db, { debateId: second.id, userId: user.id, position: "against" });
    const mine = await insertComment(db, {
      debateId: debate.id,
      userId: user.id,
      position: "for",
      content: "Gone soon.",
    });
    const theirs = await insertComment(db, {
      debateId: second.id,
      userId: stays.id,
      position: "for",
      content: "Stays.",
    });
    await likeComment(db, theirs.id, user.id);
    await likeComment(db, mine.id, stays.id);
    await db.insert(campaigns).values({
      id: crypto.randomUUID(),
      ownerId: user.id,
      campaignTitle: "Clean rivers",
      partyName: "River Party",
      packageType: "basic",
      status: "active",
      campaignBudget: 50_000,
      currency: "inr",
      campaignDuration: 30,
      contactEmail: user.email,
      paymentIntentId: `pi_${crypto.randomUUID()}`,
      paidAt: new Date().toISOString(),
      createdAt: new Date().toISOString(),
    });
    await db.insert(subscriptions).values({
      id: crypto.randomUUID(),
      userId: user.id,
      stripeCustomerId: "cus_1",
      stripeSubscriptionId: `sub_${crypto.randomUUID()}`,
      status: "active",
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    expect(await stored(debate.id)).toEqual(await recount(debate.id));

    expect(await deleteAccountData(db, user.id)).toBe(true);

    expect(await db.query.users.findFirst({ where: eq(users.id, user.id) })).toBeUndefined();
    for (const id of [debate.id, second.id]) expect(await stored(id)).toEqual(await recount(id));
    expect(await stored(debate.id)).toMatchObject({ forCount: 0, againstCount: 1, participantCount: 1 });
    const kept = await db.query.comments.findFirst({ where: eq(comments.id, mine.id) });
    expect(kept).toMatchObject({ userId: null, content: "", likes: 1 });
    const liked = await db.query.comments.findFirst({ where: eq(comments.id, theirs.id) });
    expect(liked?.likes).toBe(0);
    const payments = await db.select().from(retainedPayments);
    const anonymised = payments.filter((p) => p.organisation === "River Party" || p.kind === "subscription");
    expect(anonymised.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(payments)).not.toContain(user.email);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    // The address is free again.
    const again = await createUser(db, { email: user.email, username: user.username });
    expect(again.created).toBe(true);
  });

  it("answers false for an account that is not there", async () => {
    expect(await deleteAccountData(db, crypto.randomUUID())).toBe(false);
  });
});
