/**
 * Ratings of expert contributions count proven people (docs/security.md, "Vote integrity"; the
 * counted-engagement migration): an unconfirmed account's rating is its rater's (`yourRating`) but
 * moves neither `likes` nor the bridging order's tallies until the e-mail is confirmed.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { expertContributions, users } from "~/db/schema";
import { createConfirmedUser, createDebate, createUser } from "~/seed/factories";

import { contribute, listContributions, rateContribution } from "./experts.server";
import { castVote } from "~/models/debates/votes.server";

const db = createDb(env.DB);

const setConfirmed = (id: string, at: string | null) =>
  db.update(users).set({ emailConfirmedAt: at }).where(eq(users.id, id));

async function contribution(debateId: string) {
  const { user: expert } = await createConfirmedUser(db, { password: null, isExpert: true, expertise: "Law" });
  const made = await contribute(db, {
    user: expert,
    debateId,
    input: { type: "fact_check", content: "The act says otherwise.", supportingDocuments: [] },
  });
  if (!made.ok) throw new Error("the contribution was refused");
  return made.contribution.id;
}

/** A citizen who voted on the debate (a rating needs a side). */
async function rater(debateId: string, position: "for" | "against", confirmed: boolean) {
  const { user } = confirmed
    ? await createConfirmedUser(db, { password: null })
    : await createUser(db, { password: null });
  await castVote(db, { debateId, userId: user.id, position });
  return user;
}

const likesOf = async (id: string) =>
  (await db.query.expertContributions.findFirst({ where: eq(expertContributions.id, id), columns: { likes: true } }))
    ?.likes;

/** Each contribution's likes against a recount of its counted helpful ratings, and every flag against its account. */
async function recount() {
  return env.DB.prepare(
    `SELECT
       (SELECT count(*) FROM expert_contributions e WHERE e.likes <> (SELECT count(*) FROM expert_contribution_ratings r
          WHERE r.contribution_id = e.id AND r.helpful = 1 AND r.counted = 1)) AS wrongCounts,
       (SELECT count(*) FROM expert_contribution_ratings r JOIN users u ON u.id = r.user_id
          WHERE r.counted <> (u.email_confirmed_at IS NOT NULL)) AS misflagged`,
  ).first();
}

describe("a rating counts once its rater's e-mail is confirmed", () => {
  it("moves likes and the tallies by side only when it counts; confirming moves them by exactly its share", async () => {
    const debate = await createDebate(db);
    const id = await contribution(debate.id);
    const supporter = await rater(debate.id, "for", true);
    await rateContribution(db, { userId: supporter.id, contributionId: id, rating: "helpful" });
    const before = (await listContributions(db, debate.id))[0];
    expect(before).toMatchObject({ likes: 1, ratings: { for: { helpful: 1, notHelpful: 0 } } });

    // Ten unconfirmed accounts on the other side rate it, then change their minds.
    const flood = await Promise.all(Array.from({ length: 10 }, () => rater(debate.id, "against", false)));
    for (const user of flood) {
      expect(await rateContribution(db, { userId: user.id, contributionId: id, rating: "helpful" })).toMatchObject({
        ok: true,
        counted: false,
      });
    }
    for (const user of flood.slice(0, 4))
      await rateContribution(db, { userId: user.id, contributionId: id, rating: "not_helpful" });
    const flooded = (await listContributions(db, debate.id, { viewerId: flood[0]!.id }))[0];
    expect(flooded).toMatchObject({
      likes: before?.likes,
      ratings: before?.ratings,
      helpfulToBothSides: false,
      // Their own rating is theirs.
      yourRating: "not_helpful",
    });

    // One who rated it helpful confirms: helpful to both sides now, one more like.
    await setConfirmed(flood[9]!.id, new Date().toISOString());
    expect((await listContributions(db, debate.id))[0]).toMatchObject({
      likes: 2,
      ratings: { for: { helpful: 1, notHelpful: 0 }, against: { helpful: 1, notHelpful: 0 } },
      helpfulToBothSides: true,
    });
    // One who rated it not helpful confirms: a not-helpful rating, no like.
    await setConfirmed(flood[0]!.id, new Date().toISOString());
    expect((await listContributions(db, debate.id))[0]).toMatchObject({
      likes: 2,
      ratings: { against: { helpful: 1, notHelpful: 1 } },
    });
    // A counted rater changing their mind moves likes; a confirmation taken back takes its rating out.
    expect(await rateContribution(db, { userId: flood[0]!.id, contributionId: id, rating: "helpful" })).toMatchObject({
      counted: true,
    });
    expect(await likesOf(id)).toBe(3);
    await setConfirmed(supporter.id, null);
    expect(await likesOf(id)).toBe(2);
    expect((await listContributions(db, debate.id))[0]?.ratings.for).toEqual({ helpful: 0, notHelpful: 0 });
    expect(await recount()).toEqual({ wrongCounts: 0, misflagged: 0 });

    // Deleting accounts gives back exactly what each counted.
    await env.DB.prepare("DELETE FROM users WHERE id IN (?, ?)").bind(flood[0]!.id, flood[1]!.id).run();
    expect(await likesOf(id)).toBe(1);
    expect(await recount()).toEqual({ wrongCounts: 0, misflagged: 0 });
  });

  it("refuses a rating inserted as counted", async () => {
    const debate = await createDebate(db);
    const id = await contribution(debate.id);
    const user = await rater(debate.id, "for", false);
    const at = new Date().toISOString();
    await expect(
      env.DB.prepare(
        "INSERT INTO expert_contribution_ratings (contribution_id, user_id, helpful, created_at, updated_at, counted) VALUES (?, ?, 1, ?, ?, 1)",
      )
        .bind(id, user.id, at, at)
        .run(),
    ).rejects.toThrow(/counted is set by triggers/);
    expect(await likesOf(id)).toBe(0);
  });
});
