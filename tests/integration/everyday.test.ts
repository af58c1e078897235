/**
 * Replies, reports, moderation and following through the Worker (workerd, real D1), by the same
 * doors a browser uses: the pages' own actions (plain posts and fetchers) and the JSON API.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { startSession } from "~/models/accounts/sessions.server";
import { getLoadContext } from "~/context.server";
import { createDb } from "~/db/client.server";
import { createDebate, createUser } from "~/seed/factories";

import { fetcherData, postForm } from "../helpers/page-action";

const db = createDb(env.DB);
const ORIGIN = "http://localhost";

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(db, { password: null, ...overrides });
  const setCookie = await startSession(getLoadContext(env, createExecutionContext()), new Request(ORIGIN), user.id);
  return { user, cookie: setCookie.split(";")[0] ?? "" };
}

function get(path: string, cookie?: string) {
  const headers: Record<string, string> = { Host: "localhost" };
  if (cookie) headers.Cookie = cookie;
  return exports.default.fetch(`${ORIGIN}${path}`, { headers, redirect: "manual" });
}

async function rowCount(sql: string, ...binds: string[]) {
  return (
    (
      await env.DB.prepare(sql)
        .bind(...binds)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

describe("reports and moderation", () => {
  it("a citizen reports once and cannot hide; an admin hides; the text is gone from every page and API", async () => {
    const debate = await createDebate(db);
    const author = await signedIn();
    const reader = await signedIn();
    const admin = await signedIn({ role: "admin" });
    const text = `Unmistakable offending words ${crypto.randomUUID()}`;

    // The author comments (a plain post), the reader replies and reports it.
    const posted = await postForm(
      `/debates/${debate.id}`,
      { intent: "comment", debateId: debate.id, content: text },
      author,
    );
    expect(posted.status).toBe(302);
    const commentId = (await env.DB.prepare("SELECT id FROM comments WHERE debate_id = ? AND parent_id IS NULL")
      .bind(debate.id)
      .first<{ id: string }>())!.id;
    const reply = await postForm(
      `/debates/${debate.id}?reply=${commentId}`,
      { intent: "reply", debateId: debate.id, parentId: commentId, content: "I answer you." },
      reader,
    );
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/debates/${debate.id}#comment-${commentId}`);

    const item = { intent: "report", targetType: "comment", targetId: commentId, reason: "abuse" };
    expect((await postForm(`/debates/${debate.id}?report=comment:${commentId}`, item, reader)).status).toBe(302);
    // Twice: refused, with a reason, and nothing more stored.
    const again = await fetcherData<{ ok: boolean; toast: { description: string } }>(
      await postForm(`/debates/${debate.id}`, { ...item, reason: "spam" }, { ...reader, fetcher: true }),
    );
    expect(again).toMatchObject({
      ok: false,
      toast: { description: "You have already reported this. Moderators will look at it." },
    });
    expect(await rowCount("SELECT count(*) AS n FROM reports WHERE target_id = ?", commentId)).toBe(1);

    // A citizen cannot hide: not by the moderation page (403 for its loader and its action) …
    const hide = { intent: "hide", targetType: "comment", targetId: commentId, reason: "abuse" };
    expect((await get("/admin/moderation", reader.cookie)).status).toBe(403);
    expect((await postForm("/admin/moderation", hide, reader)).status).toBe(403);
    expect((await postForm("/admin/moderation", hide, { ...reader, fetcher: true })).status).toBe(403);
    // … nor by sending the hide form to the debate's page.
    expect((await postForm(`/debates/${debate.id}`, hide, reader)).status).toBe(400);
    expect(await rowCount("SELECT count(*) AS n FROM comments WHERE id = ? AND hidden_at IS NULL", commentId)).toBe(1);

    // The admin sees it in the queue, and hides it.
    const queue = await (await get("/admin/moderation", admin.cookie)).text();
    expect(queue).toContain(text);
    const hidden = await postForm("/admin/moderation", hide, admin);
    expect(hidden.status).toBe(302);
    expect(hidden.headers.get("Location")).toBe("/admin/moderation");
    expect(
      await rowCount(
        "SELECT count(*) AS n FROM audit_log WHERE action = 'moderation.hide' AND target = ?",
        `comment:${commentId}`,
      ),
    ).toBe(1);
    expect(
      await rowCount(
        "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'comment_hidden'",
        author.user.id,
      ),
    ).toBe(1);

    // Gone from every page and API, for everyone (its author included); the thread says why.
    const doors: [string, string | undefined][] = [
      [`/debates/${debate.id}`, undefined],
      [`/debates/${debate.id}`, author.cookie],
      [`/?debate=${debate.id}`, reader.cookie],
      [`/?insights=${debate.id}`, undefined],
      [`/?overlay=stats`, author.cookie],
      [`/api/debates/${debate.id}/all-comments`, undefined],
      [`/api/debates/${debate.id}/comments-by-position`, author.cookie],
      [`/api/user/participated-debates-comments`, author.cookie],
      [`/api/user/participated-debates-comments`, reader.cookie],
      [`/api/user/stats`, author.cookie],
      [`/api/trending-topics-from-comments`, undefined],
    ];
    for (const [path, cookie] of doors) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain("Unmistakable offending");
    }
    const page = await (await get(`/debates/${debate.id}`)).text();
    expect(page).toContain("Hidden by moderators: Abuse or harassment");
    expect(page).toContain("I answer you.");
    const api = (await (await get(`/api/debates/${debate.id}/all-comments`)).json()) as {
      id: string;
      content: string;
      hidden: { reason: string } | null;
    }[];
    expect(api.find((c) => c.id === commentId)).toMatchObject({ content: "", hidden: { reason: "abuse" } });

    // Restored: back where it was.
    expect((await postForm("/admin/moderation", { ...hide, intent: "restore" }, admin)).status).toBe(302);
    expect(await (await get(`/debates/${debate.id}`)).text()).toContain(text);
  });
});

describe("following", () => {
  it("voting follows the debate; the citizen can stop following and turn automatic following off", async () => {
    const debate = await createDebate(db);
    const other = await createDebate(db);
    const citizen = await signedIn();
    const isFollowing = (debateId: string) =>
      rowCount(
        "SELECT count(*) AS n FROM follows WHERE user_id = ? AND debate_id = ? AND unfollowed_at IS NULL",
        citizen.user.id,
        debateId,
      );
    await postForm("/?index", { intent: "vote", debateId: debate.id, position: "for" }, citizen);
    expect(await isFollowing(debate.id)).toBe(1);
    expect(await (await get(`/debates/${debate.id}`, citizen.cookie)).text()).toContain("Following");

    const off = await fetcherData<{ ok: boolean; following: boolean }>(
      await postForm(
        `/debates/${debate.id}`,
        { intent: "follow", debateId: debate.id, following: "0" },
        { ...citizen, fetcher: true },
      ),
    );
    expect(off).toMatchObject({ ok: true, following: false });
    expect(await isFollowing(debate.id)).toBe(0);

    expect((await postForm("/?index", { intent: "autoFollow", enabled: "0" }, citizen)).status).toBe(302);
    await postForm("/?index", { intent: "vote", debateId: other.id, position: "against" }, citizen);
    expect(await isFollowing(other.id)).toBe(0);
    const followBack = await postForm(
      `/debates/${other.id}`,
      { intent: "follow", debateId: other.id, following: "1" },
      citizen,
    );
    expect(followBack.status).toBe(302);
    expect(await isFollowing(other.id)).toBe(1);
  });
});

describe("counts and digits (items 6 and 10)", () => {
  async function page(path: string, language: string) {
    const response = await exports.default.fetch(`${ORIGIN}${path}`, {
      headers: { Host: "localhost", "Accept-Language": language },
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    return (await response.text()).replace(/<!-- -->/g, "");
  }

  it("a count meets its noun in the plural form of each language, in that language's digits", async () => {
    const debate = await createDebate(db);
    // A citizen who confirmed their e-mail: their vote is in the figures shown.
    const author = await signedIn({ emailConfirmedAt: new Date().toISOString() });
    await postForm("/?index", { intent: "vote", debateId: debate.id, position: "for" }, author);
    await postForm(
      `/debates/${debate.id}`,
      { intent: "comment", debateId: debate.id, content: "The only one." },
      author,
    );

    const en = await page(`/debates/${debate.id}`, "en");
    expect(en).toContain("1 comment: 1 supporting, 0 opposing");
    expect(en).toContain("1 participant");
    expect(en).toContain("Support 100%");
    const hi = await page(`/debates/${debate.id}`, "hi");
    expect(hi).toContain("1 टिप्पणी: 1 समर्थन में, 0 विरोध में");
    const bn = await page(`/debates/${debate.id}`, "bn");
    expect(bn).toContain("১টি মন্তব্য: ১টি পক্ষে, ০টি বিপক্ষে");
    expect(bn).toContain("১০০%");
    expect(bn).toContain("সমর্থন ১০০%");
    expect(bn).not.toContain("সমর্থন 100%");

    // The insights dialog words its counts the same way (it wrote "1: 1, 0").
    const insights = await page(`/?insights=${debate.id}`, "en");
    expect(insights).toContain("1 comment: 1 supporting, 0 opposing");
    expect(insights).not.toContain("1 comments");
    expect(await page(`/?insights=${debate.id}`, "hi")).toContain("1 टिप्पणी: 1 समर्थन में, 0 विरोध में");
  });
});
