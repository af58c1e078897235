/**
 * D1 read replication through the Sessions API (app/db/d1-session.server.ts, docs/scaling.md): the
 * Worker as deployed, over the real local D1 (whose sessions give real bookmarks), with the binding
 * observed, never replaced, to see where each request's session starts. A write starts on the
 * primary and answers with its bookmark in the `ds_d1` cookie; the next page load starts from that
 * bookmark and shows the vote; a garbage bookmark is ignored and expired, never a 500.
 */
import { createCookie } from "@remix-run/cloudflare";
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import worker from "~built-worker";
import { createDb } from "~/db/client.server";
import { createDebate } from "~/seed/factories";
import { signedInUser } from "../helpers/api-client";

const ORIGIN = "http://localhost";
const db = createDb(env.DB);

/** The D1 binding, recording where each session starts; every query still goes to the real database. */
function observedD1() {
  const starts: (string | undefined)[] = [];
  const binding = {
    prepare: (query: string) => env.DB.prepare(query),
    batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
    exec: (query: string) => env.DB.exec(query),
    withSession: (start?: string) => {
      starts.push(start);
      return env.DB.withSession(start);
    },
  };
  return { binding: binding as unknown as D1Database, starts };
}

async function send(request: Request) {
  const d1 = observedD1();
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, DB: d1.binding }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body, starts: d1.starts };
}

const page = (path: string, cookie?: string) =>
  send(new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" }));

const post = (path: string, fields: Record<string, string>, cookie: string) =>
  send(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        Host: "localhost",
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    }),
  );

/** The Set-Cookie value for `ds_d1` a response carries, or null. */
const bookmarkHeader = (response: Response) =>
  response.headers.getSetCookie().find((c) => c.startsWith("ds_d1=")) ?? null;

/** The bookmark a `ds_d1` cookie carries (Remix's signed cookie: base64 of the JSON value, a dot, the signature). */
function bookmarkIn(setCookie: string | null) {
  const value = decodeURIComponent((setCookie ?? "").split(";")[0]?.slice("ds_d1=".length) ?? "");
  return JSON.parse(atob(value.slice(0, value.lastIndexOf(".")))) as string;
}

const pairOf = (setCookie: string | null) => (setCookie ?? "").split(";")[0] ?? "";

describe("a citizen reads their own writes through the bookmark", () => {
  it("a vote starts on the primary and answers with its bookmark; the page then starts from it and shows the vote", async () => {
    const debate = await createDebate(db, { title: "Should every school have a garden?" });
    const { cookie } = await signedInUser({ emailConfirmedAt: new Date().toISOString() });

    const vote = await post(`/debates/${debate.id}`, { intent: "vote", debateId: debate.id, position: "for" }, cookie);
    expect(vote.response.status).toBe(302);
    expect(vote.starts).toEqual(["first-primary"]);
    const header = bookmarkHeader(vote.response);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    const bookmark = bookmarkIn(header);
    expect(bookmark).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);

    const toast = vote.response.headers
      .getSetCookie()
      .filter((c) => c.startsWith("ds_toast="))
      .map(pairOf);
    const shown = await page(`/debates/${debate.id}`, [cookie, pairOf(header), ...toast].join("; "));
    expect(shown.response.status).toBe(200);
    // The page's session started from the vote's bookmark: on any replica, it has the vote.
    expect(shown.starts).toEqual([bookmark]);
    expect(shown.body).toContain('data-testid="your-vote"');
    // A later bookmark, if the page's queries moved it, replaces the cookie; never the same one again.
    const next = bookmarkHeader(shown.response);
    if (next) expect(bookmarkIn(next)).not.toBe(bookmark);
  });

  it("a signed-in citizen without a bookmark starts on the primary; a visitor anywhere, and gets no bookmark", async () => {
    const { cookie } = await signedInUser();
    const theirs = await page("/help", cookie);
    expect(theirs.starts).toEqual(["first-primary"]);
    expect(bookmarkHeader(theirs.response)).not.toBeNull();

    const visitor = await page("/help");
    expect(visitor.starts).toEqual(["first-unconstrained"]);
    expect(visitor.response.headers.getSetCookie()).toEqual([]);
  });

  it("a bookmark that is garbage, not ours or not a bookmark is ignored and expired, never a 500", async () => {
    const { cookie } = await signedInUser();
    const signedJunk = pairOf(
      await createCookie("ds_d1", { secrets: [env.SESSION_SECRET ?? ""] }).serialize("zzzz not a bookmark"),
    );
    // A bookmark-shaped value not signed by us (a far-future one could make D1 wait).
    const unsigned = `ds_d1=${encodeURIComponent(btoa(JSON.stringify("ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff")))}`;
    for (const bad of ["ds_d1=%ff%fe", "ds_d1=garbage", signedJunk, unsigned]) {
      const answer = await page("/help", `${cookie}; ${bad}`);
      expect({ bad, status: answer.response.status }).toEqual({ bad, status: 200 });
      expect(answer.starts).toEqual(["first-primary"]);
      // Replaced by a bookmark of ours (a signed-in citizen's answer carries the latest one).
      expect(bookmarkIn(bookmarkHeader(answer.response))).toMatch(/^[0-9a-f]{8}-/);
    }
    const visitor = await page("/", "ds_d1=garbage");
    expect(visitor.response.status).toBe(200);
    expect(visitor.starts).toEqual(["first-unconstrained"]);
    expect(visitor.response.headers.getSetCookie().some((c) => /^ds_d1=;.*Max-Age=0/i.test(c))).toBe(true);
  });
});
