/**
 * Issue 25, finding 4, beyond votes: flood accounts (e-mail never confirmed) must not move any public
 * figure through comments, likes or ratings either (docs/security.md, "Vote integrity";
 * docs/decisions/0095-counted-votes.md, "Follow-up"). Through the built Worker: both doors of each
 * act (the JSON API and the page actions, plain posts and fetchers), and every public place the
 * figures are read from: the home feed's trending order and badge, Emerging Topics, a comment's
 * likes, an expert contribution's helpful count and its ratings by side, the home page's impact
 * figures. Confirming one account moves each by exactly that account's share.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createDebate } from "~/seed/factories";
import { refreshTrending } from "~/models/debates/debates.server";
import { createConfirmationToken } from "~/models/accounts/email-confirmation.server";
import type { ImpactFigures } from "~/models/stats/impact.server";
import { topicsCacheKey } from "~/models/news/trending-topics.server";

import { callWorker, ORIGIN, signedInUser } from "../helpers/api-client";
import { fetcherData, loaderData, postForm } from "../helpers/page-action";

const db = createDb(env.DB);
const LIKE_NOTICE = "Your like is recorded and counts once you confirm your e-mail.";
const RATING_NOTICE = "Your rating is recorded and counts once you confirm your e-mail.";
const tagged = () => `zq${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;

const confirmedCitizen = (overrides: Parameters<typeof signedInUser>[0] = {}) =>
  signedInUser({ emailConfirmedAt: new Date().toISOString(), ...overrides });

/** The link the product e-mails, opened as the citizen opens it. */
async function confirmByLink(userId: string, email: string) {
  const token = await createConfirmationToken(db, { id: userId, email });
  const opened = await exports.default.fetch(`${ORIGIN}/confirm-email?token=${token}`, { redirect: "manual" });
  expect(opened.status).toBe(302);
}

/** The trend score as the home feed's rule computes it from counted votes and comments (docs/home-page.md). */
async function trendRecount(debateId: string) {
  return env.DB.prepare(
    `SELECT trend_score AS stored, (julianday('now') - 2440587.5) * 24 + 24 * log2(
       pow(2, julianday(d.created_at) - julianday('now'))
       + coalesce((SELECT sum(pow(2, julianday(v.created_at) - julianday('now'))) FROM votes v WHERE v.debate_id = d.id AND v.counted = 1), 0)
       + 2 * coalesce((SELECT sum(pow(2, julianday(c.created_at) - julianday('now'))) FROM comments c WHERE c.debate_id = d.id AND c.counted = 1), 0)
     ) AS recount FROM debates d WHERE d.id = ?`,
  )
    .bind(debateId)
    .first<{ stored: number; recount: number }>();
}

interface Contribution {
  id: string;
  likes: number;
  ratings: Record<"for" | "against", { helpful: number; notHelpful: number }>;
  helpfulToBothSides: boolean;
}

/** Everything public that the debates' engagement moves, read the way each reader reads it. */
async function publicFigures(tag: string, leaderId: string, commentId: string) {
  // Past the caches (a minute for topics, five for the impact figures), as a reader after they expire.
  await Promise.all([env.CACHE.delete(topicsCacheKey("en")), env.CACHE.delete("impact:v1")]);
  // The badge as the Cron Trigger sets it.
  await refreshTrending(db);
  const home = await loaderData<{ debates: { id: string; isTrending: boolean }[]; impact: ImpactFigures }>(
    `/?q=${tag}`,
    "routes/_index",
  );
  const topics = (await (await callWorker("GET", "/api/trending-topics-from-comments?language=en")).json()) as {
    topic: string;
    mentions: number;
  }[];
  const comments = (await (await callWorker("GET", `/api/debates/${leaderId}/all-comments`)).json()) as {
    id: string;
    likes: number;
  }[];
  const contributions = (await (
    await callWorker("GET", `/api/debates/${leaderId}/expert-contributions`)
  ).json()) as Contribution[];
  return {
    // The home feed, trending first: its order, and the badge.
    feed: home.debates.map((d) => [d.id, d.isTrending]),
    topics: topics.map((t) => [t.topic, t.mentions]),
    likes: comments.find((c) => c.id === commentId)?.likes,
    contributions: contributions.map(({ id, likes, ratings, helpfulToBothSides }) => ({
      id,
      likes,
      ratings,
      helpfulToBothSides,
    })),
    impact: home.impact,
  };
}

describe("comments, likes and ratings count proven people (issue 25, finding 4)", () => {
  it("30 unconfirmed accounts commenting, liking and rating leave every public figure unchanged; confirming one moves each by its share", async () => {
    const tag = tagged();
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const leader = await createDebate(db, { title: `Should ${tag} lead?`, createdAt: hourAgo });
    const trailing = await createDebate(db, { title: `Should ${tag} follow?`, createdAt: hourAgo });

    // What citizens made of it: three arguments about electric buses and one more on the leading
    // debate, an expert's contribution there that a supporter found helpful, one like, one vote on the other.
    for (const content of [
      "Electric buses would cut pollution in Kolkata.",
      "Electric buses need charging depots first.",
      "Charging depots for electric buses cost money.",
    ]) {
      const { cookie } = await confirmedCitizen();
      expect(
        (await callWorker("POST", `/api/debates/${leader.id}/comments`, { cookie, body: { content } })).status,
      ).toBe(201);
    }
    const author = await confirmedCitizen();
    const posted = await callWorker("POST", `/api/debates/${leader.id}/comments`, {
      cookie: author.cookie,
      body: { content: "Worth a like." },
    });
    const commentId = ((await posted.json()) as { comment: { id: string } }).comment.id;
    const fan = await confirmedCitizen();
    expect(await (await callWorker("POST", `/api/comments/${commentId}/like`, { cookie: fan.cookie })).json()).toEqual({
      success: true,
      likes: 1,
      liked: true,
      counted: true,
    });
    const expert = await confirmedCitizen({ isExpert: true, expertise: "Transport" });
    const contributed = await callWorker("POST", `/api/debates/${leader.id}/expert-contribute`, {
      cookie: expert.cookie,
      body: { type: "analysis", content: "Depots cost less than diesel over ten years." },
    });
    const contributionId = ((await contributed.json()) as { contribution: { id: string } }).contribution.id;
    const supporter = await confirmedCitizen();
    await callWorker("POST", `/api/debates/${leader.id}/vote`, { cookie: supporter.cookie, body: { position: "for" } });
    const rated = await postForm(
      `/debates/${leader.id}`,
      { intent: "expertRate", contributionId, rating: "helpful" },
      { cookie: supporter.cookie, fetcher: true },
    );
    const ratedData = await fetcherData(rated);
    expect(ratedData).toMatchObject({ ok: true, counted: true });
    expect(ratedData.toast).toBeUndefined();
    const { cookie: voter } = await confirmedCitizen();
    await callWorker("POST", `/api/debates/${trailing.id}/vote`, { cookie: voter, body: { position: "for" } });

    const before = await publicFigures(tag, leader.id, commentId);
    expect(before).toMatchObject({
      feed: [
        [leader.id, true],
        [trailing.id, false],
      ],
      likes: 1,
      contributions: [
        {
          id: contributionId,
          likes: 1,
          ratings: { for: { helpful: 1, notHelpful: 0 }, against: { helpful: 0, notHelpful: 0 } },
          helpfulToBothSides: false,
        },
      ],
    });
    expect(before.topics).toContainEqual(["electric buses", 3]);

    // The flood: 30 accounts that never confirmed their e-mail, at once, through every door.
    const flood = await Promise.all(Array.from({ length: 30 }, () => signedInUser()));
    const content = "Electric buses? No: casino licences for every town.";
    const answers = await Promise.all(
      flood.map(async ({ cookie }, i) => {
        const api = i % 2 === 0;
        const fetcher = i % 4 === 1;
        // A comment on the trailing debate.
        const commented = api
          ? await callWorker("POST", `/api/debates/${trailing.id}/comments`, { cookie, body: { content } })
          : await postForm(
              `/debates/${trailing.id}`,
              { intent: "comment", debateId: trailing.id, content },
              { cookie, fetcher },
            );
        expect(commented.status).toBe(api ? 201 : fetcher ? 200 : 302);
        // A like of the citizen's comment.
        const liked = api
          ? await callWorker("POST", `/api/comments/${commentId}/like`, { cookie })
          : await postForm(`/debates/${leader.id}`, { intent: "like", commentId }, { cookie, fetcher });
        // A vote against on the leading debate, and a helpful rating of its contribution (a rating needs a side).
        await callWorker("POST", `/api/debates/${leader.id}/vote`, { cookie, body: { position: "against" } });
        const rating = await postForm(
          `/debates/${leader.id}`,
          { intent: "expertRate", contributionId, rating: "helpful" },
          { cookie, fetcher },
        );
        return {
          api,
          fetcher,
          like: api ? await liked.json() : fetcher ? await fetcherData(liked) : { status: liked.status },
          rating: fetcher ? await fetcherData(rating) : { status: rating.status },
        };
      }),
    );
    const after = await publicFigures(tag, leader.id, commentId);
    expect(after).toEqual(before);

    // Each of them is told, at each door, that what they did is theirs and counts once they confirm.
    for (const answer of answers) {
      if (answer.api) {
        expect(answer.like).toEqual({ success: true, likes: 1, liked: true, counted: false, notice: LIKE_NOTICE });
      } else if (answer.fetcher) {
        expect(answer.like).toMatchObject({ ok: true, likes: 1, counted: false, toast: { description: LIKE_NOTICE } });
        expect(answer.rating).toMatchObject({ ok: true, counted: false, toast: { description: RATING_NOTICE } });
      } else {
        expect(answer.like).toEqual({ status: 302 });
        expect(answer.rating).toEqual({ status: 302 });
      }
    }
    // Their like is theirs: the discussion shows it as liked, to them only.
    const liker = flood[3]!;
    const mine = (await (
      await callWorker("GET", `/api/debates/${leader.id}/all-comments`, { cookie: liker.cookie })
    ).json()) as { id: string; likes: number; likedByMe: boolean }[];
    expect(mine.find((c) => c.id === commentId)).toMatchObject({ likes: 1, likedByMe: true });
    const theirRating = (await (
      await callWorker("GET", `/api/debates/${leader.id}/expert-contributions`, { cookie: liker.cookie })
    ).json()) as { yourRating: string }[];
    expect(theirRating[0]?.yourRating).toBe("helpful");

    // One of them confirms through the link: every figure moves by exactly their share, at once.
    const trendBefore = await trendRecount(trailing.id);
    await confirmByLink(liker.user.id, liker.user.email);
    const confirmed = await publicFigures(tag, leader.id, commentId);
    expect(confirmed).toEqual({
      ...before,
      // Their comment on the trailing debate (2 points, beside a citizen's vote) gives it the badge (3), still second.
      feed: [
        [leader.id, true],
        [trailing.id, true],
      ],
      likes: 2,
      contributions: [
        {
          id: contributionId,
          likes: 2,
          ratings: { for: { helpful: 1, notHelpful: 0 }, against: { helpful: 1, notHelpful: 0 } },
          helpfulToBothSides: true,
        },
      ],
      topics: before.topics.map(([topic, mentions]) => [topic, topic === "electric buses" ? 4 : mentions]),
      impact: {
        ...before.impact,
        citizens: before.impact.citizens + 1,
        votesCast: before.impact.votesCast + 1,
      },
    });
    // Their comment's activity entered the trailing debate's trend, at the comment's own time: exactly
    // the recount of counted rows; still below the leader (the order above is unchanged).
    const trend = await trendRecount(trailing.id);
    expect(trend?.stored).toBeGreaterThan(trendBefore?.stored ?? Infinity);
    expect(trend?.stored).toBeCloseTo(trend?.recount ?? Number.NaN, 6);
    expect((await trendRecount(leader.id))?.stored).toBeCloseTo((await trendRecount(leader.id))?.recount ?? 0, 6);
  });
});
