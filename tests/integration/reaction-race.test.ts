/**
 * The reaction counters under a crowd (issue 30; docs/common-ground.md): 40 confirmed citizens react
 * to a debate's arguments all at once, through both doors (POST /api/comments/{id}/reaction and the
 * debate page's action, as a plain form and as a fetcher), and change their minds in requests that
 * race each other. Afterwards every argument's `agrees`, `disagrees` and `passes` equal a recount of
 * the counted rows of `comment_reactions`, and so do what the API, the debate page and the stored
 * common ground say. The counters are moved by the database in the statement that stores the
 * reaction (migrations/0029_common-ground.sql). Checked to be a real race: with that trigger off and
 * react() reading the counters and writing them back from the Worker, this test fails (40 reactions
 * counted as 2) while the one-at-a-time counter tests of common-ground.test.ts still pass.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import newsWorker from "~built-news-worker";
import { createDb } from "~/db/client.server";
import { comments } from "~/db/schema";
import { createDebate } from "~/seed/factories";

import { callWorker as call, signedInUser } from "../helpers/api-client";
import { fetcherData, postForm } from "../helpers/page-action";

const db = createDb(env.DB);
const CITIZENS = 40;
const ARGUMENTS = 4;
const REACTIONS = ["agree", "disagree", "pass"] as const;
type Reaction = (typeof REACTIONS)[number];
interface Counts {
  agree: number;
  disagree: number;
  pass: number;
}

const citizen = () => signedInUser({ emailConfirmedAt: new Date().toISOString() });

/** One reaction through one of the three doors: 0 the API, 1 the page's plain form, 2 its fetcher. */
async function send(door: number, debateId: string, cookie: string, commentId: string, reaction: Reaction) {
  if (door % 3 === 0) {
    const response = await call("POST", `/api/comments/${commentId}/reaction`, { cookie, body: { reaction } });
    expect(response.status).toBe(200);
    return;
  }
  const fields = { intent: "react", commentId, reaction };
  if (door % 3 === 1) {
    const response = await postForm(`/debates/${debateId}`, fields, { cookie });
    expect(response.status).toBe(302);
    return;
  }
  const response = await postForm(`/debates/${debateId}`, fields, { cookie, fetcher: true });
  expect(await fetcherData(response)).toMatchObject({ ok: true, form: "react" });
}

/** The counters as stored, and a recount of the rows they count. */
async function countersAndRecount(commentId: string) {
  const stored = await env.DB.prepare("SELECT agrees, disagrees, passes FROM comments WHERE id = ?")
    .bind(commentId)
    .first<{ agrees: number; disagrees: number; passes: number }>();
  const rows = await env.DB.prepare(
    "SELECT reaction, count(*) AS n FROM comment_reactions WHERE comment_id = ? AND counted = 1 GROUP BY reaction",
  )
    .bind(commentId)
    .all<{ reaction: Reaction; n: number }>();
  const recount: Counts = { agree: 0, disagree: 0, pass: 0 };
  for (const row of rows.results) recount[row.reaction] = row.n;
  return { counters: { agree: stored?.agrees, disagree: stored?.disagrees, pass: stored?.passes }, recount };
}

describe("40 citizens reacting at once, through both doors, changing their minds in races", () => {
  it("leaves every argument's counters equal to a recount, and the API, the page and common ground agree", async () => {
    const debateId = (await createDebate(db, { title: "Should city buses be free for students?" })).id;
    const { user: author } = await citizen();
    const args = Array.from({ length: ARGUMENTS }, () => crypto.randomUUID());
    for (const [n, id] of args.entries()) {
      await db.insert(comments).values({
        id,
        debateId,
        userId: author.id,
        position: n % 2 ? "against" : "for",
        content: `Argument ${n + 1} of the race.`,
        createdAt: new Date(Date.now() - (ARGUMENTS - n) * 60_000).toISOString(),
      });
    }
    const people = await Promise.all(Array.from({ length: CITIZENS }, () => citizen()));

    // Round 1: every citizen reacts to every argument, all 160 requests at once.
    await Promise.all(
      people.flatMap(({ cookie }, i) =>
        args.map((commentId, j) => send(i + j, debateId, cookie, commentId, REACTIONS[(i + j) % 3] ?? "pass")),
      ),
    );
    // Round 2: changes of mind racing each other. Each citizen sends three different reactions to
    // one argument at once, each through another door, and changes another argument's, while 39
    // others do the same to the same arguments.
    await Promise.all(
      people.flatMap(({ cookie }, i) => {
        const [raced = "", changed = ""] = [args[i % ARGUMENTS], args[(i + 1) % ARGUMENTS]];
        return [
          ...REACTIONS.map((reaction, k) => send(i + k, debateId, cookie, raced, reaction)),
          send(i + 1, debateId, cookie, changed, REACTIONS[(i + 2) % 3] ?? "pass"),
        ];
      }),
    );

    const totals: Counts[] = [];
    for (const commentId of args) {
      const { counters, recount } = await countersAndRecount(commentId);
      expect(counters).toEqual(recount);
      // Each citizen holds exactly one reaction per argument, every one counted (all confirmed).
      expect(recount.agree + recount.disagree + recount.pass).toBe(CITIZENS);
      totals.push(recount);
    }

    // What the API says of each argument.
    const listed = await call("GET", `/api/debates/${debateId}/all-comments`);
    const listedComments = (await listed.json()) as { id: string; reactions: Counts }[];
    for (const [j, commentId] of args.entries()) {
      expect(listedComments.find((c) => c.id === commentId)?.reactions).toEqual(totals[j]);
    }

    // What the debate page shows a visitor beside each argument.
    const html = await (await call("GET", `/debates/${debateId}`, { headers: { "Accept-Language": "en" } })).text();
    for (const [j, commentId] of args.entries()) {
      const at = html.indexOf(`id="comment-${commentId}"`);
      expect(at).toBeGreaterThan(-1);
      const shown = /data-testid="comment-reactions"[^>]*>([^<]*)</.exec(html.slice(at))?.[1];
      const t = totals[j];
      expect(shown).toBe(`${t?.agree} agree · ${t?.disagree} disagree · ${t?.pass} pass`);
    }

    // What the stored common ground counted: every citizen, and per argument the same reactions.
    const ctx = createExecutionContext();
    await newsWorker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const answer = await call("GET", `/api/debates/${debateId}/common-ground`);
    const body = (await answer.json()) as {
      status: string;
      participants: number;
      consensus: { commentId: string; agreeShareByGroup: { agrees: number; seen: number }[] }[];
    };
    expect(body.status).toBe("ready");
    expect(body.participants).toBe(CITIZENS);
    for (const [j, commentId] of args.entries()) {
      const byGroup = body.consensus.find((c) => c.commentId === commentId)?.agreeShareByGroup ?? [];
      const sum = (key: "agrees" | "seen") => byGroup.reduce((total, g) => total + g[key], 0);
      expect(sum("agrees")).toBe(totals[j]?.agree);
      expect(sum("seen")).toBe(CITIZENS);
    }
  });
});
