/**
 * Issue 25, finding 4: flood accounts moved the public vote bar. The public figure counts proven
 * people (docs/security.md, "Vote integrity"; docs/decisions/0095-counted-votes.md): the vote of an
 * account whose e-mail is not confirmed is recorded, and counts the moment the e-mail is confirmed.
 * Through the built Worker: both voting doors, every public place the figures are read from (the
 * JSON API, the debate page's and the home page's loader data, the card image), the product's
 * sign-up and its confirmation link.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createDebate } from "~/seed/factories";
import type { PublicDebate } from "~/models/debates/debates.server";
import { createConfirmationToken } from "~/models/accounts/email-confirmation.server";

import { callWorker, ORIGIN, signedInUser } from "../helpers/api-client";
import { fetcherData, loaderData, postForm } from "../helpers/page-action";

const db = createDb(env.DB);
const NOTICE = "Your vote is recorded and counts once you confirm your e-mail.";
const tagged = () => `zq${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;

type Citizen = Awaited<ReturnType<typeof signedInUser>>;
const confirmedCitizen = () => signedInUser({ emailConfirmedAt: new Date().toISOString() });
const unconfirmedCitizen = () => signedInUser();

/** Everything public that shows the debate's figures, read the way each reader reads it. */
async function publicFigures(debateId: string, tag: string) {
  const listed = (await (await callWorker("GET", `/api/debates?q=${tag}`)).json()) as PublicDebate[];
  const api = listed.find((d) => d.id === debateId);
  const page = await loaderData<{ discussion: { debate: PublicDebate } }>(
    `/debates/${debateId}`,
    "routes/debates.$debateId",
  );
  const home = await loaderData<{ debates: { id: string }[]; insights: { debate: PublicDebate } | null }>(
    `/?q=${tag}&insights=${debateId}`,
    "routes/_index",
  );
  const card = home.debates.find((d) => d.id === debateId);
  const image = await exports.default.fetch(`${ORIGIN}/debates/${debateId}/infographic.png?lng=en`);
  expect(image.status).toBe(200);
  await image.arrayBuffer();
  const pick = (d: Partial<PublicDebate> | undefined) => ({
    forCount: d?.forCount,
    againstCount: d?.againstCount,
    forPercentage: d?.forPercentage,
    againstPercentage: d?.againstPercentage,
    participantCount: d?.participantCount,
    verifiedForCount: d?.verifiedForCount,
    verifiedAgainstCount: d?.verifiedAgainstCount,
  });
  const figures = pick(api);
  // Every reader agrees with the JSON API.
  expect(pick(page.discussion.debate)).toEqual(figures);
  expect(pick(home.insights?.debate)).toEqual(figures);
  expect(card).toMatchObject({
    forPercentage: figures.forPercentage,
    againstPercentage: figures.againstPercentage,
    participantCount: figures.participantCount,
  });
  const row = await env.DB.prepare("SELECT trend_score FROM debates WHERE id = ?")
    .bind(debateId)
    .first<{ trend_score: number }>();
  return { ...figures, trendScore: row?.trend_score, card: image.headers.get("ETag") };
}

/** The stored counters against a recount of the counted rows, and every flag against its account. */
async function recount(debateId: string) {
  return env.DB.prepare(
    `SELECT
       d.for_count = (SELECT count(*) FROM votes WHERE debate_id = d.id AND position = 'for' AND counted = 1)
       AND d.against_count = (SELECT count(*) FROM votes WHERE debate_id = d.id AND position = 'against' AND counted = 1)
       AND d.participant_count = (SELECT count(*) FROM debate_participants WHERE debate_id = d.id AND counted = 1) AS exact,
       (SELECT count(*) FROM votes v JOIN users u ON u.id = v.user_id
         WHERE v.debate_id = d.id AND v.counted <> (u.email_confirmed_at IS NOT NULL)) AS misflagged,
       d.for_count AS forCount, d.against_count AS againstCount, d.participant_count AS participants,
       (SELECT count(*) FROM votes WHERE debate_id = d.id) AS rows
     FROM debates d WHERE d.id = ?`,
  )
    .bind(debateId)
    .first<{
      exact: number;
      misflagged: number;
      forCount: number;
      againstCount: number;
      participants: number;
      rows: number;
    }>();
}

const apiVote = (voter: Citizen, debateId: string, position: "for" | "against") =>
  callWorker("POST", `/api/debates/${debateId}/vote`, { cookie: voter.cookie, body: { position } });

/** The link the product e-mails, opened as the citizen opens it. */
async function confirmByLink(userId: string, email: string) {
  const token = await createConfirmationToken(db, { id: userId, email });
  const opened = await exports.default.fetch(`${ORIGIN}/confirm-email?token=${token}`, { redirect: "manual" });
  expect(opened.status).toBe(302);
}

describe("the public figure counts proven people (issue 25, finding 4)", () => {
  it("60 unconfirmed flood accounts leave every public figure unchanged; confirming one moves it by exactly one vote", async () => {
    const tag = tagged();
    const debate = await createDebate(db, { title: `Should ${tag} be adopted?` });
    // The debate as citizens left it: 3 for, 2 against (60 % support), one of them verified.
    const citizens = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        signedInUser({
          emailConfirmedAt: new Date().toISOString(),
          verificationStatus: i === 0 ? "verified" : "pending",
        }),
      ),
    );
    const counted: unknown[] = [];
    for (const [i, citizen] of citizens.entries()) {
      const answer = await apiVote(citizen, debate.id, i < 3 ? "for" : "against");
      expect(answer.status).toBe(200);
      counted.push(await answer.json());
    }
    const before = await publicFigures(debate.id, tag);
    expect(before).toMatchObject({
      forCount: 3,
      againstCount: 2,
      forPercentage: 60,
      participantCount: 5,
      verifiedForCount: 1,
      verifiedAgainstCount: 0,
    });

    // The flood: 60 accounts that never confirmed their e-mail vote against at once, through both doors.
    const flood = await Promise.all(Array.from({ length: 60 }, () => unconfirmedCitizen()));
    const answers = await Promise.all(
      flood.map(async (voter, i) => {
        if (i < 30) return { door: "api", body: (await (await apiVote(voter, debate.id, "against")).json()) as object };
        const fetcher = i % 2 === 0;
        const response = await postForm(
          `/debates/${debate.id}`,
          { intent: "vote", debateId: debate.id, position: "against" },
          { cookie: voter.cookie, fetcher },
        );
        return { door: fetcher ? "fetcher" : "form", body: fetcher ? await fetcherData(response) : {}, response };
      }),
    );
    const after = await publicFigures(debate.id, tag);
    expect(after).toEqual(before);
    expect(await recount(debate.id)).toMatchObject({ exact: 1, misflagged: 0, rows: 65 });
    expect(counted).toEqual(citizens.map(() => expect.objectContaining({ success: true, counted: true })));
    // Each voter is told, at both doors, that the vote is recorded and counts once they confirm.
    for (const answer of answers) {
      if (answer.door === "api") {
        expect(answer.body).toMatchObject({ success: true, position: "against", counted: false, notice: NOTICE });
      } else if (answer.door === "fetcher") {
        expect(answer.body).toMatchObject({ ok: true, counted: false, toast: { description: NOTICE } });
      } else {
        expect(answer.response?.status).toBe(302);
      }
    }

    // The voter's own choice is theirs, with the notice beside it (the page, without JavaScript too).
    const voter = flood[45] as Citizen;
    const own = await exports.default.fetch(`${ORIGIN}/debates/${debate.id}`, {
      headers: { Cookie: voter.cookie },
    });
    const html = await own.text();
    expect(html).toMatch(/data-testid="your-vote"[^>]*>You opposed this</);
    expect(html).toMatch(new RegExp(`data-testid="vote-pending"[^>]*>${NOTICE.replace(/[.]/g, "\\.")}<`));
    expect(
      await callWorker("GET", `/api/debates/${debate.id}/user-vote`, { cookie: voter.cookie }).then((r) => r.json()),
    ).toEqual({ debateId: debate.id, position: "against" });

    // One of them confirms through the link: the figures move by exactly their vote, at once, card included.
    await confirmByLink(voter.user.id, voter.user.email);
    const confirmed = await publicFigures(debate.id, tag);
    expect(confirmed).toMatchObject({
      forCount: 3,
      againstCount: 3,
      forPercentage: 50,
      againstPercentage: 50,
      participantCount: 6,
      verifiedForCount: before.verifiedForCount,
      verifiedAgainstCount: before.verifiedAgainstCount,
    });
    expect(confirmed.card).not.toBe(before.card);
    expect(confirmed.trendScore).toBeGreaterThan(before.trendScore ?? Infinity);
    // Their page no longer says the vote waits.
    const now = await (
      await exports.default.fetch(`${ORIGIN}/debates/${debate.id}`, { headers: { Cookie: voter.cookie } })
    ).text();
    expect(now).not.toContain('data-testid="vote-pending"');
    expect(await recount(debate.id)).toMatchObject({ exact: 1, misflagged: 0 });
  });

  it("counts a citizen who signed up through the product once they open the e-mailed link", async () => {
    const tag = tagged();
    const debate = await createDebate(db, { title: `Should ${tag} be adopted?` });
    const email = `counted-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const password = "new-citizen-1";
    const headers = { "CF-Connecting-IP": "198.51.100.25" };
    const signUp = await callWorker("POST", "/api/register-user", {
      body: { firstName: "New", lastName: "Citizen", email, password },
      headers,
    });
    expect(signUp.status).toBe(201);
    const signIn = await callWorker("POST", "/api/login-user", { body: { email, password }, headers });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.getSetCookie().find((c) => c.startsWith("ds_session=")) ?? "").split(";")[0] ?? "";
    expect(cookie).not.toBe("");
    const voted = await callWorker("POST", `/api/debates/${debate.id}/vote`, { cookie, body: { position: "for" } });
    expect(await voted.json()).toMatchObject({ counted: false, notice: NOTICE, debate: { forCount: 0 } });
    expect(await publicFigures(debate.id, tag)).toMatchObject({ forCount: 0, participantCount: 0 });

    // The link the product sent (the development outbox).
    let link = "";
    for (let i = 0; i < 60 && !link; i++) {
      const row = await env.DB.prepare("SELECT body_text FROM email_outbox WHERE to_address = ?")
        .bind(email)
        .first<{ body_text: string }>();
      link = /http:\/\/localhost(\/confirm-email\?token=[\w-]+)/.exec(row?.body_text ?? "")?.[1] ?? "";
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(link).not.toBe("");
    expect((await exports.default.fetch(`${ORIGIN}${link}`, { redirect: "manual" })).status).toBe(302);
    expect(await publicFigures(debate.id, tag)).toMatchObject({
      forCount: 1,
      forPercentage: 100,
      participantCount: 1,
    });
  });

  it("stays exact while confirmations and votes race: counters equal a recount of counted votes", async () => {
    const debate = await createDebate(db);
    const waiting = await Promise.all(Array.from({ length: 30 }, () => unconfirmedCitizen()));
    for (const [i, voter] of waiting.entries()) {
      expect((await apiVote(voter, debate.id, i % 3 ? "against" : "for")).status).toBe(200);
    }
    expect(await recount(debate.id)).toMatchObject({ exact: 1, forCount: 0, againstCount: 0, participants: 0 });

    // At once: half of them confirm (twice each, as a citizen clicking two links), while 30 more vote,
    // half of those confirmed already, and the other half confirming while their vote is on its way.
    const late = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? confirmedCitizen() : unconfirmedCitizen())),
    );
    await Promise.all([
      ...waiting
        .slice(0, 15)
        .flatMap((voter) => [
          confirmByLink(voter.user.id, voter.user.email),
          confirmByLink(voter.user.id, voter.user.email),
        ]),
      ...late.map((voter, i) => apiVote(voter, debate.id, i % 3 ? "for" : "against")),
      ...late.filter((_, i) => i % 2 === 0).map((voter) => confirmByLink(voter.user.id, voter.user.email)),
    ]);
    const stored = await recount(debate.id);
    expect(stored).toMatchObject({ exact: 1, misflagged: 0, rows: 60 });
    // Every one of them is confirmed now except the 15 waiting voters who did not open a link.
    expect(stored?.participants).toBe(45);
    expect((stored?.forCount ?? 0) + (stored?.againstCount ?? 0)).toBe(45);
  });
});
