/**
 * A comment posted through the debate page's own action (as a browser posts it) reaches the
 * debate's followers through the real notify queue (decision 0117): the request only queues the
 * message; the runtime's consumer (the built news Worker's queue handler, decision 0120) writes the notification
 * a moment later. The follower reads it on /notifications in their language; the author is not told.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { startSession } from "~/models/accounts/sessions.server";
import { setFollowing } from "~/models/debates";
import { getLoadContext } from "~/context.server";
import { createDb } from "~/db/client.server";
import { createDebate, createUser } from "~/seed/factories";

import { loaderData, ORIGIN, postForm } from "../helpers/page-action";

const db = createDb(env.DB);

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(db, { password: null, ...overrides });
  const setCookie = await startSession(getLoadContext(env, createExecutionContext()), new Request(ORIGIN), user.id);
  return { user, cookie: setCookie.split(";")[0] ?? "" };
}

function told(debateId: string) {
  return env.DB.prepare(
    "SELECT user_id, params, read_at FROM notifications WHERE kind = 'followed_debate_comments' AND id LIKE ?",
  )
    .bind(`c.${debateId}.%`)
    .all<{ user_id: string; params: string; read_at: string | null }>()
    .then((result) => result.results);
}

describe("a new comment on a followed debate, through the page action and the notify queue", () => {
  it("tells the follower once per unread streak, never the author", async () => {
    const debate = await createDebate(db);
    const follower = await signedIn({ language: "hi" });
    const author = await signedIn();
    await setFollowing(
      db,
      { userId: follower.user.id, debateId: debate.id, following: true },
      new Date(Date.now() - 1000),
    );

    const posted = await postForm(
      `/debates/${debate.id}`,
      { intent: "comment", debateId: debate.id, content: "One." },
      author,
    );
    expect(posted.status).toBe(302);
    const rows = await vi.waitFor(
      async () => {
        const found = await told(debate.id);
        if (found.length === 0) throw new Error("not told yet");
        return found;
      },
      { timeout: 45_000, interval: 250 },
    );
    expect(rows.map((row) => row.user_id)).toEqual([follower.user.id]);
    expect(JSON.parse(rows[0]?.params ?? "{}")).toMatchObject({ count: 1, debateTitle: debate.title });

    // A second comment counts in the same row.
    await postForm(`/debates/${debate.id}`, { intent: "comment", debateId: debate.id, content: "Two." }, author);
    await vi.waitFor(
      async () => {
        const found = await told(debate.id);
        expect(found.map((row) => JSON.parse(row.params).count)).toEqual([2]);
      },
      { timeout: 45_000, interval: 250 },
    );

    // The follower reads it in their language.
    const page = await loaderData<{ items: { kind: string; params: Record<string, unknown> }[] }>(
      "/notifications",
      "routes/notifications",
      follower.cookie,
    );
    expect(page.items.filter((item) => item.kind === "followed_debate_comments")).toHaveLength(1);
  });
});
