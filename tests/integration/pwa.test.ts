/**
 * The installable app's server side (docs/pwa.md), through the Worker: a comment's idempotency key
 * through the page action (a post kept offline and sent again stores one comment), the service
 * worker's replay passing the cross-site check, what the worker reads (/pwa-state.json), the offline
 * page, the page's policy (worker-src), and sign-out clearing what the site stored in the browser.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createDebate } from "~/seed/factories";
import { setFollowing } from "~/models/debates";

import { callWorker as call, signedInUser } from "../helpers/api-client";
import { fetcherData, postForm } from "../helpers/page-action";

const db = createDb(env.DB);

/** What a service worker's fetch of a queued post carries (the browser sets these; the worker cannot change them). */
const FROM_SERVICE_WORKER = {
  "Sec-Fetch-Site": "same-origin",
  "Sec-Fetch-Mode": "same-origin",
  "Sec-Fetch-Dest": "empty",
};

async function commentsOf(debateId: string) {
  return (
    await env.DB.prepare("SELECT content, client_id FROM comments WHERE debate_id = ?").bind(debateId).all<{
      content: string;
      client_id: string | null;
    }>()
  ).results;
}

describe("a comment sent twice (offline, then when the connection returns)", () => {
  it("is stored once through the page action, as a fetcher (the worker's replay) and as a plain post", async () => {
    const debate = await createDebate(db);
    const { cookie } = await signedInUser({ emailConfirmedAt: new Date().toISOString() });
    const clientId = crypto.randomUUID();
    const fields = { intent: "comment", debateId: debate.id, content: "Written on the train.", clientId };

    const first = await postForm(`/debates/${debate.id}`, fields, {
      cookie,
      fetcher: true,
      headers: FROM_SERVICE_WORKER,
    });
    expect(first.status).toBe(200);
    const outcome = await fetcherData<{ ok: boolean; commentId: string }>(first);
    expect(outcome.ok).toBe(true);
    const again = await fetcherData<{ ok: boolean; commentId: string }>(
      await postForm(`/debates/${debate.id}`, fields, { cookie, fetcher: true, headers: FROM_SERVICE_WORKER }),
    );
    expect(again).toMatchObject({ ok: true, commentId: outcome.commentId });
    // The same key without JavaScript (a plain post): still one comment.
    const plain = await postForm(`/debates/${debate.id}`, fields, { cookie });
    expect(plain.status).toBe(302);

    expect(await commentsOf(debate.id)).toEqual([{ content: "Written on the train.", client_id: clientId }]);
  });

  it("the form without JavaScript sends an empty key: each post is a comment, as before", async () => {
    const debate = await createDebate(db);
    const { cookie } = await signedInUser({ emailConfirmedAt: new Date().toISOString() });
    const fields = { intent: "comment", debateId: debate.id, content: "No script here.", clientId: "" };
    expect((await postForm(`/debates/${debate.id}`, fields, { cookie })).status).toBe(302);
    expect((await postForm(`/debates/${debate.id}`, fields, { cookie })).status).toBe(302);
    expect(await commentsOf(debate.id)).toEqual([
      { content: "No script here.", client_id: null },
      { content: "No script here.", client_id: null },
    ]);
  });

  it("a key that is not one is refused, field by field, and nothing is stored", async () => {
    const debate = await createDebate(db);
    const { cookie } = await signedInUser({ emailConfirmedAt: new Date().toISOString() });
    const fields = { intent: "comment", debateId: debate.id, content: "Hello", clientId: "<script>" };
    const refused = await fetcherData<{ ok: boolean; result: { error: Record<string, string[]> } }>(
      await postForm(`/debates/${debate.id}`, fields, { cookie, fetcher: true }),
    );
    expect(refused.ok).toBe(false);
    expect(refused.result.error.clientId).toBeDefined();
    expect(await commentsOf(debate.id)).toEqual([]);
  });

  it("the JSON API takes the same key: 201 the first time, 200 with the same comment after", async () => {
    const debate = await createDebate(db);
    const { cookie } = await signedInUser({ emailConfirmedAt: new Date().toISOString() });
    const body = { content: "From another app.", clientId: crypto.randomUUID() };
    const first = await call("POST", `/api/debates/${debate.id}/comments`, { cookie, body });
    const second = await call("POST", `/api/debates/${debate.id}/comments`, { cookie, body });
    expect([first.status, second.status]).toEqual([201, 200]);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as { comment: { id: string } }[];
    expect(b?.comment.id).toBe(a?.comment.id);
  });
});

describe("a vote the worker sends again", () => {
  it("passes the cross-site check (same origin) and counts once; another site's copy is refused", async () => {
    const debate = await createDebate(db);
    const { cookie } = await signedInUser({ emailConfirmedAt: new Date().toISOString() });
    const fields = { intent: "vote", debateId: debate.id, position: "for" };
    const sent = await fetcherData<{ ok: boolean }>(
      await postForm(`/debates/${debate.id}`, fields, { cookie, fetcher: true, headers: FROM_SERVICE_WORKER }),
    );
    expect(sent.ok).toBe(true);
    // Sent again (the first answer was lost): the first vote stands, and says which side it took.
    const again = await fetcherData<{ ok: boolean; existing: string }>(
      await postForm(`/debates/${debate.id}`, fields, { cookie, fetcher: true, headers: FROM_SERVICE_WORKER }),
    );
    expect(again).toMatchObject({ ok: false, existing: "for" });
    const forged = await postForm(`/debates/${debate.id}`, fields, {
      cookie,
      fetcher: true,
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(forged.status).toBe(403);
    const row = await env.DB.prepare("SELECT for_count FROM debates WHERE id = ?").bind(debate.id).first();
    expect(row).toEqual({ for_count: 1 });
  });
});

describe("what the service worker reads", () => {
  it("/pwa-state.json: who is signed in and what they follow, private and never stored", async () => {
    const anonymous = await call("GET", "/pwa-state.json");
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await anonymous.json()).toEqual({ userId: null, followed: [] });

    const { user, cookie } = await signedInUser();
    const debate = await createDebate(db);
    await setFollowing(db, { userId: user.id, debateId: debate.id, following: true });
    const mine = await call("GET", "/pwa-state.json", { cookie });
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await mine.json()).toEqual({ userId: user.id, followed: [debate.id] });
  });

  it("/offline: a page without scripts (it is served at other addresses), public when read without cookies", async () => {
    const page = await call("GET", "/offline", { headers: { "Accept-Language": "hi" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBeNull();
    const html = await page.text();
    expect(html).toContain('lang="hi"');
    expect(html).toContain("आप ऑफ़लाइन हैं");
    expect(html).not.toMatch(/<script\b/);
    expect(html).toContain('<link rel="manifest" href="/manifest.hi.webmanifest"/>');
  });

  it("pages allow the service worker and the manifest, from this site only", async () => {
    const policy = (await call("GET", "/help")).headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it("signing out clears what the site stored in this browser (the worker, its copies, its queue)", async () => {
    const { cookie } = await signedInUser();
    const out = await postForm("/logout", {}, { cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("Clear-Site-Data")).toBe('"storage"');
  });
});
