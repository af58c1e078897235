/**
 * D1 round trips of a signed-in citizen's pages (decision 0118): the development-only counter
 * (`X-Debug-D1: 1` asks, `X-D1-Queries: <round trips>; statements=<n>` answers;
 * app/db/query-count.server.ts) pins how many a signed-in `/` and a debate page cost, so that a change
 * that adds a round trip says so here. Counts of queries, never times.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { setFollowing, vote } from "~/models/debates";
import { createDebate } from "~/seed/factories";
import { callWorker, signedInUser } from "../helpers/api-client";

const db = createDb(env.DB);

/** A signed-in page load, counted: its status, body, round trips and statements. */
async function counted(path: string, cookie: string) {
  const response = await callWorker("GET", path, { cookie, headers: { "X-Debug-D1": "1", Accept: "text/html" } });
  const body = await response.text();
  const [, trips, statements] = /^(\d+); statements=(\d+)$/.exec(response.headers.get("X-D1-Queries") ?? "") ?? [];
  return { status: response.status, body, trips: Number(trips), statements: Number(statements) };
}

describe("D1 round trips of a signed-in page", () => {
  it("a debate page: the debate, its counts and the reader's vote, follow, preference and report in one batch", async () => {
    const debate = await createDebate(db);
    const { user, cookie } = await signedInUser({ emailConfirmedAt: new Date().toISOString() });
    await vote(db, { debateId: debate.id, userId: user.id, position: "for" });
    await setFollowing(db, { userId: user.id, debateId: debate.id, following: true });

    const page = await counted(`/debates/${debate.id}`, cookie);
    expect(page.status).toBe(200);
    // The page is the reader's: their side and their follow, read in the batch.
    expect(page.body).toContain('data-testid="your-vote"');
    expect(page.body).toContain('aria-pressed="true"');
    // The session; the unread count (root); the discussion's batch (debate, counts, vote, follow,
    // auto-follow, report) and its page of comments; the outcomes; the expert panel's batch
    // (contributions, ratings, own ratings, application); common ground's batch (shown, views,
    // pending) and, with no stored view yet, its arguments. Was 16 (decision 0115 counted 19 on a
    // seeded debate in Bengali, with translations).
    expect(page.trips).toBe(8);
    expect(page.statements).toBe(18);
  });

  it("the home page", async () => {
    await createDebate(db);
    const { cookie } = await signedInUser();
    // Once, so that the figures cached in KV (impact, headlines) are read from there, as on most requests.
    await counted("/", cookie);
    const home = await counted("/", cookie);
    expect(home.status).toBe(200);
    expect(home.body).toContain('data-testid="debate-card"');
    // The session, the unread count, the feed, the banner's campaigns, the reader's votes on the page.
    expect(home.trips).toBe(5);
    expect(home.statements).toBe(5);
  });
});
