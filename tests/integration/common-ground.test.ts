/**
 * Common ground through the Worker (issue 30; docs/common-ground.md): reactions through the API and
 * the page's action, the computation on the Cron Trigger, and what GET /api/debates/{id}/common-ground
 * and the debate page serve from storage. Every API answer is checked against the contract.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import newsWorker from "~built-news-worker";
import { createDb } from "~/db/client.server";
import { comments } from "~/db/schema";
import { createDebate } from "~/seed/factories";

import { callWorker as call, signedInUser } from "../helpers/api-client";
import { fetcherData, postForm } from "../helpers/page-action";

const db = createDb(env.DB);

const citizen = (overrides: Parameters<typeof signedInUser>[0] = {}) =>
  signedInUser({ emailConfirmedAt: new Date().toISOString(), ...overrides });

/** The news Worker's common-ground schedule (workers/news/index.ts COMMON_GROUND_CRON), as deployed. */
async function runCron(scheduledTime = Date.now()) {
  const ctx = createExecutionContext();
  await newsWorker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** `count` top-level arguments by `authorId` on `debateId`, oldest first. */
async function addArguments(debateId: string, authorId: string, count: number) {
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  for (const [n, id] of ids.entries()) {
    await db.insert(comments).values({
      id,
      debateId,
      userId: authorId,
      position: n % 2 ? "against" : "for",
      content: `Argument ${n + 1} of the common-ground test.`,
      createdAt: new Date(Date.now() - (count - n) * 60_000).toISOString(),
    });
  }
  return ids;
}

async function counts(commentId: string) {
  return env.DB.prepare("SELECT agrees, disagrees, passes FROM comments WHERE id = ?")
    .bind(commentId)
    .first<{ agrees: number; disagrees: number; passes: number }>();
}

interface CommonGroundAnswer {
  status: "ready" | "needs_more";
  needed?: { participants: number; reactions: number; statements: number };
  participants: number;
  updating: boolean;
  computedAt: string | null;
  groups: {
    id: number;
    size: number;
    forShare: number | null;
    representative: { commentId: string; direction: "agree" | "disagree"; significant: boolean }[];
  }[];
  consensus: { commentId: string; score: number; agreedByEveryGroup: boolean }[];
  yourGroup?: number | null;
  verified: { status: string; participants: number; groups: unknown[] } | null;
}

const commonGround = async (debateId: string, cookie?: string) => {
  const response = await call("GET", `/api/debates/${debateId}/common-ground`, { cookie });
  expect(response.status).toBe(200);
  return { text: await response.clone().text(), body: (await response.json()) as CommonGroundAnswer };
};

describe("40 citizens in two planted blocs reacting to 12 new arguments", () => {
  // Argument 0 both blocs agree with (the consensus); 1-5 are bloc A's (A agrees, B disagrees);
  // 6-10 are bloc B's (the reverse); 11 both reject.
  const A = 22;
  const B = 18;
  let debateId: string;
  let args: string[];
  const members: { id: string; cookie: string; bloc: "A" | "B" }[] = [];

  const planted = (bloc: "A" | "B", j: number, member: number): "agree" | "disagree" | "pass" => {
    if ((member + j) % 13 === 0) return "pass"; // a little noise: now and then a pass
    if (j === 0) return "agree";
    if (j === 11) return "disagree";
    const ours = bloc === "A" ? j <= 5 : j >= 6;
    return ours ? "agree" : "disagree";
  };

  beforeAll(async () => {
    debateId = (await createDebate(db, { title: "Should every city have car-free Sundays?" })).id;
    const { user: author } = await citizen();
    args = await addArguments(debateId, author.id, 12);
    for (let i = 0; i < A + B; i++) {
      const bloc = i < A ? "A" : "B";
      // Three in four are verified citizens too: the verified view gets its own groups (30 of them).
      const { user, cookie } = await citizen({ verificationStatus: i % 4 === 3 ? "pending" : "verified" });
      members.push({ id: user.id, cookie, bloc });
      const vote = await call("POST", `/api/debates/${debateId}/vote`, {
        cookie,
        body: { position: bloc === "A" ? "for" : "against" },
      });
      expect(vote.status).toBe(200);
      for (const [j, commentId] of args.entries()) {
        const reacted = await call("POST", `/api/comments/${commentId}/reaction`, {
          cookie,
          body: { reaction: planted(bloc, j, i) },
        });
        expect(reacted.status).toBe(200);
      }
    }
  });

  it("serves what is stored: before the Cron Trigger computes, only what is needed, marked as updating", async () => {
    const { body } = await commonGround(debateId);
    expect(body).toMatchObject({ status: "needs_more", updating: true, computedAt: null, groups: [], consensus: [] });
    expect(body.needed?.participants).toBeGreaterThan(0);
  });

  it("finds two groups matching the blocs, the shared argument first, and each bloc's own arguments", async () => {
    await runCron();
    const { body, text } = await commonGround(debateId);
    expect(body.status).toBe("ready");
    expect(body.updating).toBe(false);
    expect(body.participants).toBe(A + B);
    expect(body.groups.map((g) => g.size).sort()).toEqual([B, A]);
    // The blocs voted apart: one group all for, the other all against.
    const groupA = body.groups.find((g) => g.size === A);
    const groupB = body.groups.find((g) => g.size === B);
    expect(groupA?.forShare).toBe(1);
    expect(groupB?.forShare).toBe(0);

    // The consensus argument both blocs agree with is ranked first, and only it is agreed by every group.
    expect(body.consensus[0]).toMatchObject({ commentId: args[0], agreedByEveryGroup: true });
    expect(body.consensus.filter((c) => c.agreedByEveryGroup).map((c) => c.commentId)).toEqual([args[0]]);

    // Each group's representative arguments are its bloc's: agreeing with its own side, or rejecting the other's.
    const ownA = new Set(args.slice(1, 6));
    const ownB = new Set(args.slice(6, 11));
    for (const [group, own, other] of [
      [groupA, ownA, ownB],
      [groupB, ownB, ownA],
    ] as const) {
      expect(group?.representative.length).toBeGreaterThan(0);
      for (const r of group?.representative ?? []) {
        expect(r.significant).toBe(true);
        expect(r.direction === "agree" ? own.has(r.commentId) : other.has(r.commentId)).toBe(true);
      }
      expect(group?.representative.some((r) => r.direction === "agree" && own.has(r.commentId))).toBe(true);
    }

    // The verified citizens' own groups: the 30 verified members, the same two blocs.
    expect(body.verified?.status).toBe("ready");
    expect(body.verified?.participants).toBe(30);
    expect(body.verified?.groups).toHaveLength(2);

    // No one's membership leaves the server: a visitor gets no yourGroup, and no member's id is in the answer.
    expect(body).not.toHaveProperty("yourGroup");
    for (const member of members) expect(text).not.toContain(member.id);
  });

  it("tells a signed-in citizen their own group, and only theirs", async () => {
    const { body } = await commonGround(debateId);
    const groupA = body.groups.find((g) => g.size === A)?.id;
    const groupB = body.groups.find((g) => g.size === B)?.id;
    const memberA = members.find((m) => m.bloc === "A");
    const memberB = members.find((m) => m.bloc === "B");
    expect((await commonGround(debateId, memberA?.cookie)).body.yourGroup).toBe(groupA);
    expect((await commonGround(debateId, memberB?.cookie)).body.yourGroup).toBe(groupB);
    const { cookie } = await citizen();
    expect((await commonGround(debateId, cookie)).body.yourGroup).toBeNull();
  });

  it("shows Common ground on the debate's page, without JavaScript", async () => {
    const response = await call("GET", `/debates/${debateId}`, { headers: { "Accept-Language": "en" } });
    const html = await response.text();
    expect(html).toContain('id="common-ground-title"');
    expect(html).toContain("Where both sides agree");
    expect(html).toContain("What divides them");
    expect(html).toContain("Argument 1 of the common-ground test.");
    expect(html).toContain('data-testid="common-ground-map"');
  });

  it("is deterministic: computing again from the same reactions gives the same answer", async () => {
    const before = (await commonGround(debateId)).body;
    // A reaction changed and changed back marks the debate; the next run recomputes the same result.
    const member = members[0];
    if (!member) throw new Error("no member");
    await call("POST", `/api/comments/${args[0]}/reaction`, { cookie: member.cookie, body: { reaction: "disagree" } });
    await call("POST", `/api/comments/${args[0]}/reaction`, {
      cookie: member.cookie,
      body: { reaction: planted("A", 0, 0) },
    });
    expect((await commonGround(debateId)).body.updating).toBe(true);
    await runCron();
    const after = (await commonGround(debateId)).body;
    expect({ ...after, computedAt: null }).toEqual({ ...before, computedAt: null });
  });
});

describe("reactions", () => {
  let debateId: string;
  let argument: string;
  let authorCookie: string;

  beforeAll(async () => {
    debateId = (await createDebate(db)).id;
    const author = await citizen();
    authorCookie = author.cookie;
    [argument = ""] = await addArguments(debateId, author.user.id, 1);
  });

  it("replaces a citizen's reaction when they change it, the counters moving by exactly one", async () => {
    const { cookie } = await citizen();
    const first = await call("POST", `/api/comments/${argument}/reaction`, { cookie, body: { reaction: "agree" } });
    expect(await first.json()).toEqual({
      success: true,
      reaction: "agree",
      counted: true,
      reactions: { agree: 1, disagree: 0, pass: 0 },
    });
    const again = await call("POST", `/api/comments/${argument}/reaction`, { cookie, body: { reaction: "agree" } });
    expect((await again.json()) as object).toMatchObject({ reactions: { agree: 1, disagree: 0, pass: 0 } });
    const changed = await call("POST", `/api/comments/${argument}/reaction`, {
      cookie,
      body: { reaction: "disagree" },
    });
    expect((await changed.json()) as object).toMatchObject({
      reaction: "disagree",
      reactions: { agree: 0, disagree: 1, pass: 0 },
    });
    const rows = await env.DB.prepare("SELECT reaction FROM comment_reactions WHERE comment_id = ?")
      .bind(argument)
      .all();
    expect(rows.results).toEqual([{ reaction: "disagree" }]);
  });

  it("works through the page's own action, as a plain form and as a fetcher", async () => {
    const { cookie } = await citizen();
    const plain = await postForm(
      `/debates/${debateId}`,
      { intent: "react", commentId: argument, reaction: "pass" },
      { cookie },
    );
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe(`/debates/${debateId}#comment-${argument}`);
    const before = await counts(argument);
    const fetched = await postForm(
      `/debates/${debateId}`,
      { intent: "react", commentId: argument, reaction: "agree" },
      { cookie, fetcher: true },
    );
    expect(await fetcherData(fetched)).toMatchObject({ ok: true, form: "react", reaction: "agree", counted: true });
    expect(await counts(argument)).toEqual({
      agrees: (before?.agrees ?? 0) + 1,
      disagrees: before?.disagrees,
      passes: (before?.passes ?? 0) - 1,
    });
    // The citizen's reaction shows as theirs in the thread.
    const listed = await call("GET", `/api/debates/${debateId}/all-comments`, { cookie });
    const [comment] = (await listed.json()) as { yourReaction: string; reactions: object }[];
    expect(comment?.yourReaction).toBe("agree");
  });

  it("counts an unconfirmed citizen's reaction only once their e-mail is confirmed", async () => {
    const { user, cookie } = await signedInUser();
    const before = await counts(argument);
    const response = await call("POST", `/api/comments/${argument}/reaction`, { cookie, body: { reaction: "agree" } });
    const body = (await response.json()) as { counted: boolean; notice?: string };
    expect(body.counted).toBe(false);
    expect(body.notice).toBe("Your reaction is recorded and counts once you confirm your e-mail.");
    expect(await counts(argument)).toEqual(before);
    await env.DB.prepare("UPDATE users SET email_confirmed_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), user.id)
      .run();
    expect(await counts(argument)).toEqual({ ...before, agrees: (before?.agrees ?? 0) + 1 });
  });

  it("refuses bad input with a 4xx and stores nothing", async () => {
    const { user, cookie } = await citizen();
    const before = await counts(argument);
    const post = (commentId: string, body: unknown, who: string | undefined = cookie) =>
      call("POST", `/api/comments/${commentId}/reaction`, { cookie: who, body });
    const maybe = await post(argument, { reaction: "maybe" });
    expect(maybe.status).toBe(400);
    expect(await maybe.json()).toEqual({ error: "Choose agree, disagree or pass." });
    expect((await post(argument, {})).status).toBe(400);
    expect((await post(argument, "agree")).status).toBe(400);
    expect((await post(argument, { reaction: ["agree"] })).status).toBe(400);
    expect((await post(argument, { reaction: "agree" }, "")).status).toBe(401);
    expect((await post("no-such-comment", { reaction: "agree" })).status).toBe(404);
    expect((await post(argument, { reaction: "agree" }, authorCookie)).status).toBe(403);
    // A reply is not an argument.
    const replyId = crypto.randomUUID();
    const author = await citizen();
    await db.insert(comments).values({
      id: replyId,
      debateId,
      userId: author.user.id,
      position: "for",
      content: "A reply, not an argument.",
      parentId: argument,
      createdAt: new Date().toISOString(),
    });
    expect((await post(replyId, { reaction: "agree" })).status).toBe(400);
    const unreadable = await call("POST", `/api/comments/${argument}/reaction`, {
      cookie,
      headers: { "Content-Type": "application/json" },
      body: undefined,
    });
    expect(unreadable.status).toBe(400);
    expect(await counts(argument)).toEqual(before);
    const mine = await env.DB.prepare("SELECT count(*) AS n FROM comment_reactions WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(mine?.n).toBe(0);
  });

  it("answers 404 for a debate that does not exist", async () => {
    expect((await call("GET", "/api/debates/no-such-debate/common-ground")).status).toBe(404);
  });
});
