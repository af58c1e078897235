/**
 * News to debates inside workerd: the news Worker's scheduled handler against the local feed
 * server (tests/fakes/feed-server.ts, real HTTP). Headlines are stored once, KV is
 * filled, each headline yields one debate, bad feeds are recorded and skipped, a second
 * run adds nothing (and gets 304s), two runs at once create nothing twice.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";

import { startSession } from "~/models/accounts/sessions.server";
import { getLoadContext } from "~/context.server";
import { createDb } from "~/db/client.server";
import { createConfirmedUser, createDebate, createUser } from "~/seed/factories";
import { insertComment } from "~/models/discussion/comments.server";
import { titleHash } from "~/models/news/headlines.server";

// The news Worker as deployed (build/news/index.js): its scheduled handler, called directly.
import newsWorker from "~built-news-worker";
import { FIXTURE_HEADLINES, type RecordedRequest } from "../fakes/feed-server";

const db = createDb(env.DB);
const feedServer = inject("feedServer");

async function runCron() {
  const ctx = createExecutionContext();
  await newsWorker.scheduled(createScheduledController({ cron: "*/15 * * * *", scheduledTime: Date.now() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function requestsTo(path: string): Promise<RecordedRequest[]> {
  const all = (await (await fetch(`${feedServer.url}/__requests`)).json()) as RecordedRequest[];
  return all.filter((r) => r.path === path);
}

async function lastRun() {
  return env.DB.prepare("SELECT * FROM news_runs WHERE status <> 'skipped' ORDER BY started_at DESC LIMIT 1").first<{
    status: string;
    feeds_fetched: number;
    headlines_new: number;
    debates_new: number;
    errors: string;
  }>();
}

async function count(sql: string, ...params: unknown[]) {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

let influencedCommentId = "";

beforeAll(async () => {
  // A citizen's earlier comment (a confirmed account: only counted comments inspire debates) that talks about what a coming headline reports.
  const { user } = await createConfirmedUser(db, { password: null });
  const older = await createDebate(db, { title: "Should cities fund climate adaptation?" });
  const { id } = await insertComment(db, {
    debateId: older.id,
    userId: user.id,
    position: "for",
    content: "Coastal cities need flood barriers before sea levels rise further.",
    createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  });
  influencedCommentId = id;
  await runCron();
}, 60_000);

describe("a news run", () => {
  it("is recorded, with each bad feed's error", async () => {
    const run = await lastRun();
    expect(run?.status).toBe("succeeded");
    expect(run?.feeds_fetched).toBe(3);
    const errors = JSON.parse(run?.errors ?? "[]") as { feed: string; message: string }[];
    const byFeed = Object.fromEntries(errors.map((e) => [new URL(e.feed).pathname, e.message]));
    expect(byFeed["/malformed.rss"]).toMatch(/Malformed XML/);
    expect(byFeed["/slow.rss"]).toMatch(/No answer within 1500 ms/);
    expect(byFeed["/huge.rss"]).toMatch(/larger than 1000000 bytes/);
    expect(byFeed["/unavailable.rss"]).toMatch(/HTTP 503/);
    const states = await env.DB.prepare("SELECT url, last_status FROM feed_state").all<{
      url: string;
      last_status: string;
    }>();
    const statusOf = Object.fromEntries(states.results.map((s) => [new URL(s.url).pathname, s.last_status]));
    expect(statusOf).toMatchObject({
      "/global.rss": "200",
      "/bharat.atom": "200",
      "/duplicate.rss": "200",
      "/malformed.rss": "malformed",
      "/slow.rss": "timeout",
      "/huge.rss": "too_large",
      "/unavailable.rss": "http_503",
    });
  });

  it("stores each outlet's headline once, cleaned: entities decoded, markup and source suffix handled", async () => {
    const run = await lastRun();
    // Six headlines, and Other Wire's copy of the flood-barriers one (its own outlet's headline).
    expect(run?.headlines_new).toBe(7);
    for (const title of Object.values(FIXTURE_HEADLINES)) {
      expect(
        await count("SELECT count(*) AS n FROM headlines WHERE title_hash = ?", await titleHash(title)),
        title,
      ).toBe(title === FIXTURE_HEADLINES.climate ? 2 : 1);
    }
    // The same title from two outlets is one story of two headlines (docs/news.md, "Stories").
    expect(
      await count(
        "SELECT count(DISTINCT story_id) AS n FROM headlines WHERE title_hash = ? AND story_id IS NOT NULL",
        await titleHash(FIXTURE_HEADLINES.climate),
      ),
    ).toBe(1);
    expect(await count("SELECT count(*) AS n FROM headlines WHERE title = ?", FIXTURE_HEADLINES.entities)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM headlines WHERE title LIKE '%<b>%' OR title LIKE '%&amp;%'")).toBe(0);
    const languages = await env.DB.prepare("SELECT title, language, region FROM headlines WHERE title IN (?, ?)")
      .bind(FIXTURE_HEADLINES.hindi, FIXTURE_HEADLINES.bengali)
      .all<{ title: string; language: string; region: string }>();
    expect(languages.results.map((r) => [r.language, r.region]).sort()).toEqual([
      ["bn", "bharat"],
      ["hi", "bharat"],
    ]);
  });

  it("turns every new story into exactly one debate, in its first headline's language", async () => {
    expect(await lastRun()).toMatchObject({ debates_new: 6 });
    expect(
      await count(
        "SELECT count(*) AS n FROM stories s WHERE (SELECT count(*) FROM debates d WHERE d.story_id = s.id) <> 1",
      ),
    ).toBe(0);
    expect(await count("SELECT count(*) AS n FROM headlines WHERE story_id IS NULL")).toBe(0);
    const hindi = await env.DB.prepare(
      "SELECT d.title, d.language, d.category, d.description FROM debates d JOIN headlines h ON h.id = d.headline_id WHERE h.title = ?",
    )
      .bind(FIXTURE_HEADLINES.hindi)
      .first<{ title: string; language: string; category: string; description: string }>();
    expect(hindi).toMatchObject({ language: "hi", category: "India" });
    expect(hindi?.title).toBe(`क्या यह प्रस्ताव आगे बढ़ना चाहिए: “${FIXTURE_HEADLINES.hindi}”?`);
    const decision = await env.DB.prepare(
      "SELECT d.title, d.category, d.sources FROM debates d JOIN headlines h ON h.id = d.headline_id WHERE h.title = ?",
    )
      .bind(FIXTURE_HEADLINES.markup)
      .first<{ title: string; category: string; sources: string }>();
    expect(decision?.title).toBe(`Is this the right decision: “${FIXTURE_HEADLINES.markup}”?`);
    expect(decision?.category).toBe("politics");
    expect(JSON.parse(decision?.sources ?? "[]")).toEqual([
      {
        name: "World Wire & Co",
        url: "https://wire.example/world/data-law",
        title: FIXTURE_HEADLINES.markup,
        language: "en",
        region: "global",
        publishedAt: expect.stringMatching(/Z$/),
      },
    ]);
    // The flood-barriers story was reported by two outlets: its debate names both.
    const flood = await env.DB.prepare("SELECT sources FROM debates WHERE original_headline = ?")
      .bind(FIXTURE_HEADLINES.climate)
      .all<{ sources: string }>();
    expect(flood.results).toHaveLength(1);
    expect((JSON.parse(flood.results[0]?.sources ?? "[]") as { name: string }[]).map((s) => s.name).sort()).toEqual([
      "Other Wire",
      "World Wire & Co",
    ]);
  });

  it("fills the KV cache the headline API reads", async () => {
    const cached = await env.CACHE.get<{ title: string }[]>("headlines:v1:bharat", "json");
    expect(cached?.map((h) => h.title)).toContain(FIXTURE_HEADLINES.hindi);
    const api = (await (await exports.default.fetch("http://localhost/api/news/headlines?region=bharat")).json()) as {
      title: string;
    }[];
    expect(api.map((h) => h.title)).toContain(FIXTURE_HEADLINES.bengali);
  });

  it("records the comment that inspired a generated debate", async () => {
    const row = await env.DB.prepare(
      "SELECT ci.keywords, ci.influence_score, d.original_headline FROM comment_influences ci JOIN debates d ON d.id = ci.debate_id WHERE ci.comment_id = ?",
    )
      .bind(influencedCommentId)
      .first<{ keywords: string; influence_score: number; original_headline: string }>();
    expect(row?.original_headline).toBe(FIXTURE_HEADLINES.climate);
    expect(JSON.parse(row?.keywords ?? "[]")).toEqual(
      expect.arrayContaining(["coastal", "cities", "flood", "barriers"]),
    );
    expect(row?.influence_score).toBeGreaterThan(40);
  });

  it("asks politely: a User-Agent that says who we are", async () => {
    const requests = await requestsTo("/global.rss");
    expect(requests[0]?.userAgent).toMatch(/^DebateStormBot\/1\.0 \(\+/);
  });

  it("adds nothing the second time, and uses conditional requests (304)", async () => {
    const headlinesBefore = await count("SELECT count(*) AS n FROM headlines");
    const debatesBefore = await count("SELECT count(*) AS n FROM debates");
    await runCron();
    expect(await lastRun()).toMatchObject({ status: "succeeded", headlines_new: 0, debates_new: 0 });
    expect(await count("SELECT count(*) AS n FROM headlines")).toBe(headlinesBefore);
    expect(await count("SELECT count(*) AS n FROM debates")).toBe(debatesBefore);
    const global = await requestsTo("/global.rss");
    expect(global.at(-1)?.ifNoneMatch).toBe('"global-v1"');
    const atom = await requestsTo("/bharat.atom");
    expect(atom.at(-1)?.ifModifiedSince).not.toBeNull();
    expect(await env.DB.prepare("SELECT last_status FROM feed_state WHERE url LIKE '%global.rss'").first()).toEqual({
      last_status: "304",
    });
  });

  it("running twice at once creates nothing twice: one run goes, the other is skipped", async () => {
    await env.DB.prepare("DELETE FROM feed_state").run(); // no validators: both would read everything
    const headlinesBefore = await count("SELECT count(*) AS n FROM headlines");
    const context = () => getLoadContext(env, createExecutionContext());
    const { runIngestion } = await import("../../workers/news/ingest");
    const [a, b] = await Promise.all([
      runIngestion(context(), { trigger: "manual" }),
      runIngestion(context(), { trigger: "manual" }),
    ]);
    expect([a.status, b.status].sort()).toEqual(["skipped", "succeeded"]);
    expect(await count("SELECT count(*) AS n FROM headlines")).toBe(headlinesBefore);
    expect(
      await count(
        "SELECT count(*) AS n FROM (SELECT headline_id FROM debates WHERE headline_id IS NOT NULL GROUP BY headline_id HAVING count(*) > 1)",
      ),
    ).toBe(0);
  });
});

describe("a run that reaches none of its feeds", () => {
  it("is recorded as failed, with each feed's error, and the Generate panel says so", async () => {
    const { runIngestion } = await import("../../workers/news/ingest");
    const { newsConfig } = await import("../../workers/news/config");
    const context = getLoadContext(env, createExecutionContext());
    const config = {
      ...newsConfig(env, ""),
      feeds: [
        { url: `${inject("feedServer").url}/unavailable.rss`, region: "global" as const },
        { url: "http://127.0.0.1:9/nothing-listens-here.rss", region: "bharat" as const },
      ],
    };
    const run = await runIngestion(context, { trigger: "manual", config });
    expect(run.status).toBe("failed");
    expect(run.feedsFetched).toBe(0);
    expect(run.errors.map((e) => e.feed).sort()).toEqual(config.feeds.map((f) => f.url).sort());
    const { getNewsStatus } = await import("~/models/news/runs.server");
    expect((await getNewsStatus(context.db)).lastRun).toMatchObject({ id: run.id, status: "failed" });
  });
});

describe("POST /api/news/generate-debates", () => {
  async function cookieFor(role: "citizen" | "admin") {
    const { user } = await createUser(db, { password: null, role });
    const setCookie = await startSession(
      getLoadContext(env, createExecutionContext()),
      new Request("http://localhost"),
      user.id,
    );
    return setCookie.split(";")[0] ?? "";
  }
  const post = (cookie?: string) =>
    exports.default.fetch("http://localhost/api/news/generate-debates", {
      method: "POST",
      headers: { Origin: "http://localhost", ...(cookie ? { Cookie: cookie } : {}) },
    });

  it("is for admins only", async () => {
    expect((await post()).status).toBe(401);
    const citizen = await post(await cookieFor("citizen"));
    expect(citizen.status).toBe(403);
    const admin = await post(await cookieFor("admin"));
    expect(admin.status).toBe(200);
    const body = (await admin.json()) as { run: { id: string } };
    expect(body).toMatchObject({ success: true, run: { status: "succeeded", trigger: "manual" } });
    // Run by the news Worker (the NEWS service binding), on the page Worker's database.
    expect(
      await env.DB.prepare('SELECT "trigger", status FROM news_runs WHERE id = ?').bind(body.run.id).first(),
    ).toEqual({
      trigger: "manual",
      status: "succeeded",
    });
  });
});
