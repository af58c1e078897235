/**
 * The debate core through the Worker (workerd, real D1): voting under concurrency,
 * comments and their limits, likes, the discussion and insights dialogs, the
 * signed-in overlays and their numbers, topics, headlines and impact figures.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createConfirmedUser, createDebate, createHeadline, createUser } from "~/seed/factories";
import { topicsCacheKey } from "~/models/news/trending-topics.server";

import { callWorker as call, ORIGIN, signedInUser } from "../helpers/api-client";
import { fetcherData, postForm } from "../helpers/page-action";

const db = createDb(env.DB);

/**
 * A signed-in citizen who confirmed their e-mail, so their votes count in the figures at once
 * (docs/security.md, "Vote integrity"; the unconfirmed case: tests/security/counted-votes.test.ts).
 */
const citizen = (overrides: Parameters<typeof signedInUser>[0] = {}) =>
  signedInUser({ emailConfirmedAt: new Date().toISOString(), ...overrides });

async function counters(debateId: string) {
  return env.DB.prepare("SELECT for_count, against_count, participant_count FROM debates WHERE id = ?")
    .bind(debateId)
    .first<{ for_count: number; against_count: number; participant_count: number }>();
}

describe("voting", () => {
  it("needs a signed-in user, a real debate and a valid side", async () => {
    const debate = await createDebate(db);
    const { cookie } = await citizen();
    expect((await call("POST", `/api/debates/${debate.id}/vote`, { body: { position: "for" } })).status).toBe(401);
    const bad = await call("POST", `/api/debates/${debate.id}/vote`, { cookie, body: { position: "maybe" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Choose a side: for or against." });
    expect((await call("POST", `/api/debates/${debate.id}/vote`, { cookie, body: "for" })).status).toBe(400);
    const missing = await call("POST", "/api/debates/no-such-debate/vote", { cookie, body: { position: "for" } });
    expect(missing.status).toBe(404);
    expect(await counters(debate.id)).toEqual({ for_count: 0, against_count: 0, participant_count: 0 });
  });

  it("counts a vote once; a second vote answers 400 with the side already taken", async () => {
    const debate = await createDebate(db);
    const { cookie } = await citizen();
    const first = await call("POST", `/api/debates/${debate.id}/vote`, { cookie, body: { position: "against" } });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      success: true,
      position: "against",
      debate: { id: debate.id, forPercentage: 0, againstPercentage: 100, participantCount: 1 },
    });
    const second = await call("POST", `/api/debates/${debate.id}/vote`, { cookie, body: { position: "for" } });
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({ error: "You have already voted on this debate.", position: "against" });

    expect(await (await call("GET", `/api/debates/${debate.id}/user-vote`, { cookie })).json()).toEqual({
      debateId: debate.id,
      position: "against",
    });
    expect(await (await call("GET", "/api/user/votes", { cookie })).json()).toEqual([
      { debateId: debate.id, position: "against" },
    ]);
  });

  it("makes 50 parallel votes by one user one vote", async () => {
    const debate = await createDebate(db);
    const { cookie } = await citizen();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call("POST", `/api/debates/${debate.id}/vote`, { cookie, body: { position: i % 2 ? "for" : "against" } }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(49);
    const row = await counters(debate.id);
    expect((row?.for_count ?? 0) + (row?.against_count ?? 0)).toBe(1);
    const votes = await env.DB.prepare("SELECT count(*) AS n FROM votes WHERE debate_id = ?").bind(debate.id).first();
    expect(votes).toEqual({ n: 1 });
  });

  it("counts 200 parallel votes by different users exactly, percentages adding to 100", async () => {
    const debate = await createDebate(db);
    const voters = await Promise.all(Array.from({ length: 200 }, () => citizen()));
    const sides = voters.map((_, i) => (i % 3 === 0 ? "against" : "for"));
    const statuses = await Promise.all(
      voters.map(({ cookie }, i) =>
        call("POST", `/api/debates/${debate.id}/vote`, { cookie, body: { position: sides[i] } }).then((r) => r.status),
      ),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    const expectedAgainst = sides.filter((s) => s === "against").length;
    expect(await counters(debate.id)).toEqual({
      for_count: 200 - expectedAgainst,
      against_count: expectedAgainst,
      participant_count: 200,
    });
    const listed = (await (await call("GET", "/api/debates")).json()) as {
      id: string;
      forPercentage: number;
      againstPercentage: number;
    }[];
    const mine = listed.find((d) => d.id === debate.id);
    expect(mine).toBeDefined();
    expect((mine?.forPercentage ?? 0) + (mine?.againstPercentage ?? 0)).toBe(100);
    expect(mine?.forPercentage).toBe(Math.round(((200 - expectedAgainst) * 100) / 200));
  });
});

describe("the debate forms (the pages' own actions)", () => {
  it("a plain post returns to the same card with a toast; a second vote opens the discussion", async () => {
    const debate = await createDebate(db, { region: "bharat" });
    const { cookie } = await citizen();
    const vote = (position: string) =>
      postForm("/?index&region=bharat", { intent: "vote", debateId: debate.id, position }, { cookie });
    const first = await vote("for");
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(`/?region=bharat#debate-${debate.id}`);
    expect(first.headers.get("Set-Cookie")).toContain("ds_toast=");
    const second = await vote("against");
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toBe(`/?region=bharat&debate=${debate.id}`);
    expect(await counters(debate.id)).toMatchObject({ for_count: 1, against_count: 0 });

    const onItsPage = await postForm(
      `/debates/${debate.id}`,
      { intent: "vote", debateId: debate.id, position: "for" },
      { cookie },
    );
    expect(onItsPage.headers.get("Location")).toBe(`/debates/${debate.id}#discussion-title`);
  });

  it("a fetcher gets the outcome as data: the vote, then the first vote that stands", async () => {
    const debate = await createDebate(db);
    const { cookie } = await citizen();
    const vote = (position: string) =>
      postForm("/?index", { intent: "vote", debateId: debate.id, position }, { cookie, fetcher: true });
    const first = await vote("against");
    expect(first.status).toBe(200);
    expect(await fetcherData(first)).toMatchObject({
      ok: true,
      form: "vote",
      position: "against",
      toast: { title: "Your vote is counted" },
    });
    const second = await vote("for");
    expect(second.status).toBe(200);
    expect(await fetcherData(second)).toMatchObject({
      ok: false,
      form: "vote",
      existing: "against",
      toast: { title: "You have already voted on this debate.", description: expect.stringContaining("Against") },
    });
    expect(await counters(debate.id)).toMatchObject({ for_count: 0, against_count: 1, participant_count: 1 });
  });

  it("a blank comment comes back with the message beside the field, with and without JavaScript", async () => {
    const debate = await createDebate(db);
    const { cookie } = await citizen();
    const fields = { intent: "comment", debateId: debate.id, content: "   " };
    const page = await postForm(`/debates/${debate.id}`, fields, { cookie });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/Write something/);

    const fetched = await postForm(`/debates/${debate.id}`, fields, { cookie, fetcher: true });
    expect(fetched.status).toBe(200);
    const data = await fetcherData<{ ok: boolean; result: { error: Record<string, string[]> } }>(fetched);
    expect(data.ok).toBe(false);
    expect(data.result.error.content?.[0]).toMatch(/Write something/);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE debate_id = ?").bind(debate.id).first(),
    ).toEqual({ n: 0 });
  });

  it("a posted comment comes first; a like is counted once", async () => {
    const debate = await createDebate(db);
    const author = await citizen();
    const reader = await citizen();
    const posted = await postForm(
      "/?index",
      { intent: "comment", debateId: debate.id, content: "Public buses first.", position: "against" },
      { cookie: author.cookie, fetcher: true },
    );
    const { commentId } = await fetcherData<{ commentId: string }>(posted);
    for (let i = 0; i < 3; i++) {
      const liked = await postForm("/?index", { intent: "like", commentId }, { cookie: reader.cookie, fetcher: true });
      expect(await fetcherData(liked)).toMatchObject({ ok: true, form: "like", likes: 1 });
    }
    const noJs = await postForm(
      `/?index&debate=${debate.id}`,
      { intent: "like", commentId },
      { cookie: reader.cookie },
    );
    expect(noJs.status).toBe(302);
    expect(noJs.headers.get("Location")).toBe(`/?debate=${debate.id}`);
  });

  it("refuses what is not a form: 415 for JSON, 400 for a body it cannot read, 400 for an unknown form", async () => {
    const debate = await createDebate(db);
    const { cookie } = await citizen();
    const json = await exports.default.fetch(`${ORIGIN}/debates/${debate.id}`, {
      method: "POST",
      headers: { Origin: ORIGIN, Host: "localhost", Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "vote", position: "for" }),
    });
    expect(json.status).toBe(415);
    const broken = await exports.default.fetch(`${ORIGIN}/debates/${debate.id}`, {
      method: "POST",
      headers: { Origin: ORIGIN, Host: "localhost", Cookie: cookie, "Content-Type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nvo',
    });
    expect(broken.status).toBe(400);
    const unknown = await postForm(`/debates/${debate.id}`, { intent: "launch" }, { cookie });
    expect(unknown.status).toBe(400);
    expect(await counters(debate.id)).toMatchObject({ for_count: 0, against_count: 0 });
  });
});

describe("comments", () => {
  it("refuse empty and over-long comments with 400 and store nothing", async () => {
    const debate = await createDebate(db);
    const { cookie } = await citizen();
    for (const content of ["", "   \n\t ", "x".repeat(5001)]) {
      const response = await call("POST", `/api/debates/${debate.id}/comments`, { cookie, body: { content } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/Write something|at most 5,000/);
    }
    expect((await call("POST", `/api/debates/${debate.id}/comments`, { cookie, body: { content: 42 } })).status).toBe(
      400,
    );
    expect((await call("POST", `/api/debates/${debate.id}/comments`, { cookie, body: {} })).status).toBe(400);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE debate_id = ?").bind(debate.id).first(),
    ).toEqual({
      n: 0,
    });
    const exactly = await call("POST", `/api/debates/${debate.id}/comments`, {
      cookie,
      body: { content: "y".repeat(5000) },
    });
    expect(exactly.status).toBe(201);
  });

  it("say 'Must be logged in to comment' to visitors", async () => {
    const debate = await createDebate(db);
    const response = await call("POST", `/api/debates/${debate.id}/comments`, { body: { content: "Hello" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Must be logged in to comment" });
  });

  it("take the author's vote as their side, else the chosen side, else for; trimmed; newest first", async () => {
    const debate = await createDebate(db);
    const voter = await citizen({ firstName: "Anil", lastName: "Kumar" });
    await call("POST", `/api/debates/${debate.id}/vote`, { cookie: voter.cookie, body: { position: "against" } });
    const posted = await call("POST", `/api/debates/${debate.id}/comments`, {
      cookie: voter.cookie,
      body: { content: "  I voted against, whatever I send.  ", position: "for" },
    });
    expect(posted.status).toBe(201);
    expect(await posted.json()).toMatchObject({
      success: true,
      comment: { content: "I voted against, whatever I send.", position: "against", user: { firstName: "Anil" } },
    });

    const chooser = await citizen();
    await call("POST", `/api/debates/${debate.id}/comments`, {
      cookie: chooser.cookie,
      body: { content: "Not voted, I choose against.", position: "against" },
    });
    const defaulter = await citizen();
    await call("POST", `/api/debates/${debate.id}/comments`, {
      cookie: defaulter.cookie,
      body: { content: "Default side." },
    });

    const byPosition = (await (await call("GET", `/api/debates/${debate.id}/comments-by-position`)).json()) as {
      forComments: { content: string }[];
      againstComments: { content: string }[];
      totalComments: number;
    };
    expect(byPosition.totalComments).toBe(3);
    expect(byPosition.forComments.map((c) => c.content)).toEqual(["Default side."]);
    expect(byPosition.againstComments.map((c) => c.content)).toEqual([
      "Not voted, I choose against.",
      "I voted against, whatever I send.",
    ]);
    expect(await counters(debate.id)).toMatchObject({ participant_count: 3, against_count: 1, for_count: 0 });
  });

  it("page beyond 50, newest first", async () => {
    const debate = await createDebate(db);
    const { user } = await citizen();
    const base = Date.parse("2030-01-01T00:00:00Z");
    const { insertComment } = await import("~/models/discussion/comments.server");
    for (let i = 0; i < 53; i++) {
      await insertComment(db, {
        debateId: debate.id,
        userId: user.id,
        position: "for",
        content: `Comment ${i}`,
        createdAt: new Date(base + i * 1000).toISOString(),
      });
    }
    const first = await call("GET", `/api/debates/${debate.id}/all-comments`);
    const page1 = (await first.json()) as { content: string }[];
    expect(page1).toHaveLength(50);
    expect(page1[0]?.content).toBe("Comment 52");
    expect(first.headers.get("X-Has-More")).toBe("1");
    const page2 = (await (await call("GET", `/api/debates/${debate.id}/all-comments?page=2`)).json()) as {
      content: string;
    }[];
    expect(page2.map((c) => c.content)).toEqual(["Comment 2", "Comment 1", "Comment 0"]);

    const html = await (await call("GET", `/?debate=${debate.id}&cpage=2`)).text();
    expect(html).toContain("Comment 0");
    expect(html).not.toContain("Comment 52");
    expect(html).toContain("← Newer comments");
  });

  it("render script tags as text", async () => {
    const debate = await createDebate(db);
    const { cookie } = await citizen();
    const attack = `<script>document.title="pwned"</script><img src=x onerror=alert(1)>`;
    expect(
      (await call("POST", `/api/debates/${debate.id}/comments`, { cookie, body: { content: attack } })).status,
    ).toBe(201);
    for (const path of [`/debates/${debate.id}`, `/?debate=${debate.id}`]) {
      const html = await (await call("GET", path)).text();
      expect(html).toContain("&lt;script&gt;document.title=");
      expect(html).not.toContain('<script>document.title="pwned"');
      expect(html).not.toContain("<img src=x");
    }
  });

  it("can be liked once per user, not by their author", async () => {
    const debate = await createDebate(db);
    const author = await citizen();
    const posted = (await (
      await call("POST", `/api/debates/${debate.id}/comments`, { cookie: author.cookie, body: { content: "Like me" } })
    ).json()) as { comment: { id: string } };
    const id = posted.comment.id;
    const fan = await citizen();
    const likes = await Promise.all(
      Array.from({ length: 5 }, () => call("POST", `/api/comments/${id}/like`, { cookie: fan.cookie })),
    );
    expect(likes.every((r) => r.status === 200)).toBe(true);
    // One's own comment: refused with the reason (issue 28, #5), and the figure stays.
    const own = await call("POST", `/api/comments/${id}/like`, { cookie: author.cookie });
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ error: "You cannot like your own comment." });
    expect(await env.DB.prepare("SELECT likes FROM comments WHERE id = ?").bind(id).first()).toEqual({ likes: 1 });
    expect((await call("POST", "/api/comments/nope/like", { cookie: fan.cookie })).status).toBe(404);
    expect((await call("POST", `/api/comments/${id}/like`)).status).toBe(401);
  });
});

describe("dialogs and overlays", () => {
  it("/?debate={id} opens the discussion with the title cut at 60 characters", async () => {
    const title = "Should every city build protected cycle lanes on all arterial roads by 2030?";
    const debate = await createDebate(db, { title });
    const html = await (await call("GET", `/?debate=${debate.id}`)).text();
    expect(html).toContain('data-testid="discussion-dialog"');
    expect(html).toContain(`${[...title].slice(0, 59).join("").trimEnd()}…`);
    expect(html).toContain("0 comments: 0 supporting, 0 opposing");
    expect((await call("GET", "/?debate=does-not-exist")).status).toBe(200);
    expect(await (await call("GET", "/?debate=does-not-exist")).text()).toContain("This debate does not exist");
  });

  it("the insights dialog words the result by the spec's thresholds", async () => {
    const debate = await createDebate(db);
    for (let i = 0; i < 4; i++) {
      const { cookie } = await citizen();
      await call("POST", `/api/debates/${debate.id}/vote`, { cookie, body: { position: i < 3 ? "for" : "against" } });
    }
    const html = await (await call("GET", `/?insights=${debate.id}`)).text();
    expect(html).toContain("Strong consensus: 75% support this.");
    expect(html).toContain("4 citizens have taken part so far.");
  });

  it("overlays need a signed-in user; the directory needs an admin", async () => {
    const visitor = await call("GET", "/?overlay=stats");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2F%3Foverlay%3Dstats");
    const { cookie } = await citizen();
    expect((await call("GET", "/?overlay=stats", { cookie })).status).toBe(200);
    // The user directory is a page of the admin area now (/admin/directory).
    expect((await call("GET", "/admin/directory", { cookie })).status).toBe(403);
    const admin = await citizen({ role: "admin" });
    const directory = await call("GET", "/admin/directory?q=zz-nobody", { cookie: admin.cookie });
    expect(directory.status).toBe(200);
    expect(await directory.text()).toContain("No users match your search.");
  });

  it("My Stats, My Influence and All Discussions show the user's real numbers", async () => {
    const debate = await createDebate(db, { title: "Should towns plant a tree for every newborn?" });
    const me = await citizen();
    const other = await citizen({ firstName: "Ravi", lastName: "Menon" });
    await call("POST", `/api/debates/${debate.id}/vote`, { cookie: me.cookie, body: { position: "for" } });
    const mine = (await (
      await call("POST", `/api/debates/${debate.id}/comments`, {
        cookie: me.cookie,
        body: { content: "Trees cool streets." },
      })
    ).json()) as { comment: { id: string } };
    await call("POST", `/api/debates/${debate.id}/comments`, {
      cookie: me.cookie,
      body: { content: "And clean the air." },
    });
    await call("POST", `/api/comments/${mine.comment.id}/like`, { cookie: other.cookie });
    await call("POST", `/api/debates/${debate.id}/comments`, {
      cookie: other.cookie,
      body: { content: "Who waters them?" },
    });

    const stats = (await (await call("GET", "/api/user/stats", { cookie: me.cookie })).json()) as Record<
      string,
      unknown
    >;
    // 1 vote (2) + 2 comments (10) + 1 like received (3) = 15; 1 of 2 comments engaged = 50%.
    expect(stats).toMatchObject({ votesCast: 1, debatesParticipated: 1, impactScore: 50, reputationPoints: 15 });
    expect((stats.recentActivity as unknown[]).length).toBe(3);

    expect(await (await call("GET", "/api/user/influences", { cookie: me.cookie })).json()).toEqual([]);
    const participated = (await (
      await call("GET", "/api/user/participated-debates-comments", { cookie: me.cookie })
    ).json()) as { content: string; yourPosition: string; isYours: boolean }[];
    expect(participated.map((c) => [c.content, c.yourPosition, c.isYours])).toEqual([
      ["Who waters them?", "for", false],
      ["And clean the air.", "for", true],
      ["Trees cool streets.", "for", true],
    ]);

    const page = await (await call("GET", "/?overlay=stats", { cookie: me.cookie })).text();
    expect(page).toMatch(/data-testid="stat-reputation"[^>]*>15</);
    expect(page).toMatch(/data-testid="stat-impact"[^>]*>50%</);
    const influence = await (await call("GET", "/?overlay=influence", { cookie: me.cookie })).text();
    expect(influence).toContain("None of your comments has inspired a debate yet.");
    const all = await (await call("GET", "/?overlay=discussions", { cookie: me.cookie })).text();
    expect(all).toContain("You Supported");
    for (const path of [
      "/api/user/stats",
      "/api/user/influences",
      "/api/user/participated-debates-comments",
      "/api/user/votes",
    ]) {
      expect((await call("GET", path)).status, path).toBe(401);
    }
  });
});

describe("topics, headlines and impact", () => {
  beforeAll(async () => {
    await Promise.all((["en", "hi", "bn"] as const).map((language) => env.CACHE.delete(topicsCacheKey(language))));
  });

  it("emerging topics come from recent comments, and samples only when there are none at all", async () => {
    const count = await env.DB.prepare("SELECT count(*) AS n FROM comments").first<{ n: number }>();
    if ((count?.n ?? 0) === 0) {
      const sample = await call("GET", "/api/trending-topics-from-comments");
      expect(sample.headers.get("X-Sample-Topics")).toBe("1");
    }
    const debate = await createDebate(db);
    for (const content of [
      "Electric buses would cut pollution in Kolkata.",
      "Electric buses need charging depots first.",
      "Charging depots for electric buses cost money.",
    ]) {
      const { cookie } = await citizen();
      await call("POST", `/api/debates/${debate.id}/comments`, { cookie, body: { content } });
    }
    await env.CACHE.delete(topicsCacheKey("en"));
    const response = await call("GET", "/api/trending-topics-from-comments");
    expect(response.headers.get("X-Sample-Topics")).toBe("0");
    const topics = (await response.json()) as { topic: string; mentions: number; keywords: string[] }[];
    expect(topics[0]).toMatchObject({ topic: "electric buses", mentions: 3 });
  });

  it("headlines come newest first, filtered by region", async () => {
    // Headlines written here bypass the news run, which is what refreshes the KV cache.
    await Promise.all(["all", "global", "bharat"].map((r) => env.CACHE.delete(`headlines:v1:${r}`)));
    const now = Date.now();
    await createHeadline(db, {
      title: "Bharat headline one",
      region: "bharat",
      publishedAt: new Date(now - 60_000).toISOString(),
    });
    await createHeadline(db, {
      title: "Global headline one",
      region: "global",
      publishedAt: new Date(now - 30_000).toISOString(),
    });
    const bharat = (await (await call("GET", "/api/news/headlines?region=bharat")).json()) as {
      title: string;
      region: string;
    }[];
    expect(bharat.every((h) => h.region === "bharat")).toBe(true);
    expect(bharat.map((h) => h.title)).toContain("Bharat headline one");
    const all = (await (await call("GET", "/api/news/headlines?region=mars")).json()) as { title: string }[];
    expect(all[0]?.title).toBe("Global headline one");
  });

  it("'Your Impact This Week' shows real figures", async () => {
    await env.CACHE.delete("impact:v1");
    // Citizens and countries count accounts whose e-mail is confirmed (docs/security.md, "Vote integrity").
    await createUser(db, { password: null, country: "KE" });
    await createConfirmedUser(db, { password: null, country: "GH" });
    const users = await env.DB.prepare(
      "SELECT count(*) AS n, count(DISTINCT country) AS c FROM users WHERE email_confirmed_at IS NOT NULL",
    ).first<{ n: number; c: number }>();
    const all = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    expect(all?.n).toBeGreaterThan(users?.n ?? Infinity);
    const html = await (await call("GET", "/")).text();
    const strip = html.slice(html.indexOf("Your Impact This Week"));
    expect(strip).toContain(`>${users?.n}+<`);
    expect(strip).toContain(`>${users?.c}+<`);
  });
});
