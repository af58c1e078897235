import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import {
  commentLikes,
  comments,
  debates,
  emailTokens,
  expertContributionRatings,
  expertContributions,
  notifications,
  oauthAccounts,
  passwordResets,
  sessions,
  users,
} from "~/db/schema";
import { createConfirmedUser, createDebate, createUser } from "~/seed/factories";

import { insertComment, like } from "~/models/discussion/comments.server";
import { contribute, rateContribution } from "~/models/experts/experts.server";
import { castVote } from "~/models/debates/votes.server";

import { claimUnconfirmedAccount, findOrCreateExternalUser, getUserById, type ExternalProfile } from "./users.server";

const db = createDb(env.DB);
const PROVIDER = "http://oidc.test";
const options = { language: "en" as const, country: null };
const unique = () => crypto.randomUUID().slice(0, 8);

function profileFor(email: string, overrides: Partial<ExternalProfile> = {}): ExternalProfile {
  return {
    subject: `sub-${unique()}`,
    email,
    emailVerified: true,
    firstName: "Asha",
    lastName: "Rao",
    preferredUsername: null,
    picture: null,
    ...overrides,
  };
}

/** An account registered with `email` and a password, never confirmed, with what a squatter leaves behind. */
async function squatted(email: string) {
  const { user } = await createUser(db, { email, firstName: "Mallory", lastName: "Squat" });
  const now = new Date();
  const later = new Date(now.getTime() + 3_600_000).toISOString();
  const session = (id: string) => ({
    id,
    userId: user.id,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: later,
  });
  const token = (tokenHash: string, purpose: "confirm" | "change_email", to: string) => ({
    tokenHash,
    userId: user.id,
    purpose,
    email: to,
    createdAt: now.toISOString(),
    expiresAt: later,
  });
  await db.batch([
    db.insert(sessions).values([session(`s1-${user.id}`), session(`s2-${user.id}`)]),
    db.insert(passwordResets).values({
      tokenHash: `r-${user.id}`,
      userId: user.id,
      createdAt: now.toISOString(),
      expiresAt: later,
    }),
    db
      .insert(emailTokens)
      .values([token(`c-${user.id}`, "confirm", email), token(`e-${user.id}`, "change_email", "mallory@evil.example")]),
    db
      .insert(oauthAccounts)
      .values({ provider: PROVIDER, subject: `mallory-${user.id}`, userId: user.id, createdAt: now.toISOString() }),
  ]);
  return user;
}

const count = async (table: typeof sessions | typeof passwordResets | typeof emailTokens, userId: string) =>
  (await db.select().from(table).where(eq(table.userId, userId))).length;

describe("an external identity meeting an account with the same e-mail", () => {
  it("claims an account nobody confirmed for the provider's verified owner: every other way in ends, in one batch", async () => {
    const email = `owner-${unique()}@example.org`;
    const account = await squatted(email);
    const profile = profileFor(email);

    const result = await findOrCreateExternalUser(db, PROVIDER, profile, options);
    expect(result).toMatchObject({ ok: true, created: false, claimed: true, user: { id: account.id } });

    const after = await getUserById(db, account.id);
    expect(after).toMatchObject({ passwordHash: null, firstName: "Asha", lastName: "Rao", email });
    expect(after?.emailConfirmedAt).not.toBeNull();
    expect(await count(sessions, account.id)).toBe(0);
    expect(await count(passwordResets, account.id)).toBe(0);
    expect(await count(emailTokens, account.id)).toBe(0);
    const links = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, account.id));
    expect(links.map((l) => l.subject)).toEqual([profile.subject]);
    const told = await db.select().from(notifications).where(eq(notifications.userId, account.id));
    // Told in the app, and by e-mail (the address is now confirmed).
    expect(told.map((n) => [n.kind, n.emailState])).toEqual([["account_claimed", "pending"]]);

    // The same identity next time: the account it is linked to, nothing claimed again.
    expect(await findOrCreateExternalUser(db, PROVIDER, profile, options)).toMatchObject({
      ok: true,
      claimed: false,
      user: { id: account.id },
    });
  });

  it("withdraws the squatter's likes and ratings with their votes: the claim counts none of them as the owner's", async () => {
    const email = `liker-${unique()}@example.org`;
    const account = await squatted(email);
    const debate = await createDebate(db);
    const { user: author } = await createConfirmedUser(db, { password: null });
    const { user: expert } = await createConfirmedUser(db, { password: null, isExpert: true, expertise: "Law" });
    const { id: commentId } = await insertComment(db, {
      debateId: debate.id,
      userId: author.id,
      position: "for",
      content: "x",
    });
    const made = await contribute(db, {
      user: expert,
      debateId: debate.id,
      input: { type: "context", content: "Some context.", supportingDocuments: [] },
    });
    if (!made.ok) throw new Error("the contribution was refused");
    await castVote(db, { debateId: debate.id, userId: account.id, position: "against" });
    expect(await like(db, commentId, account.id)).toMatchObject({ ok: true, yours: "pending" });
    expect(
      await rateContribution(db, { userId: account.id, contributionId: made.contribution.id, rating: "helpful" }),
    ).toMatchObject({ ok: true, counted: false });
    await insertComment(db, { debateId: debate.id, userId: account.id, position: "against", content: "Mine?" });
    const figures = async () => ({
      comment: (await db.query.comments.findFirst({ where: eq(comments.id, commentId) }))?.likes,
      contribution: (
        await db.query.expertContributions.findFirst({ where: eq(expertContributions.id, made.contribution.id) })
      )?.likes,
      debate: await db.query.debates.findFirst({
        where: eq(debates.id, debate.id),
        columns: { forCount: true, againstCount: true },
      }),
    });
    const before = await figures();
    expect(before).toEqual({ comment: 0, contribution: 0, debate: { forCount: 0, againstCount: 0 } });

    expect(await findOrCreateExternalUser(db, PROVIDER, profileFor(email), options)).toMatchObject({ claimed: true });
    expect(await figures()).toEqual(before);
    expect(await db.select().from(commentLikes).where(eq(commentLikes.userId, account.id))).toEqual([]);
    expect(
      await db.select().from(expertContributionRatings).where(eq(expertContributionRatings.userId, account.id)),
    ).toEqual([]);
    // Their comment stays (it may be the owner's own), and counts now that the address is proven.
    const kept = await db.select().from(comments).where(eq(comments.userId, account.id));
    expect(kept.map((c) => [c.content, c.counted])).toEqual([["Mine?", true]]);
  });

  it("writes nothing when the account changed after it was read (its owner confirmed it meanwhile)", async () => {
    const email = `raced-${unique()}@example.org`;
    const stale = await squatted(email);
    await db.update(users).set({ emailConfirmedAt: new Date().toISOString() }).where(eq(users.id, stale.id));

    expect(await claimUnconfirmedAccount(db, stale, PROVIDER, profileFor(email), new Date())).toBeNull();
    const after = await getUserById(db, stale.id);
    expect(after?.passwordHash).toBe(stale.passwordHash);
    expect(await count(sessions, stale.id)).toBe(2);
    expect(await count(emailTokens, stale.id)).toBe(2);
    expect((await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, stale.id))).length).toBe(1);
    expect(await db.select().from(notifications).where(eq(notifications.userId, stale.id))).toEqual([]);

    // Decided again from what it is now: a confirmed account, linked, its password and sessions kept.
    const result = await findOrCreateExternalUser(db, PROVIDER, profileFor(email), options);
    expect(result).toMatchObject({ ok: true, claimed: false, user: { id: stale.id } });
    expect((await getUserById(db, stale.id))?.passwordHash).toBe(stale.passwordHash);
    expect(await count(sessions, stale.id)).toBe(2);
  });

  it("refuses a provider that has not verified the address, and writes nothing", async () => {
    const email = `unverified-${unique()}@example.org`;
    const account = await squatted(email);
    const result = await findOrCreateExternalUser(db, PROVIDER, profileFor(email, { emailVerified: false }), options);
    expect(result).toEqual({ ok: false, reason: "emailUnverified" });
    expect((await getUserById(db, account.id))?.passwordHash).toBe(account.passwordHash);
    expect(await count(sessions, account.id)).toBe(2);
  });
});
