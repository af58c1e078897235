/**
 * Stories, end to end (issue 31's acceptance; docs/news.md, "Stories"): the news Worker as deployed
 * (build/news/index.js), its scheduled handler, reads one event from three local feeds (two English
 * outlets, one Hindi) with the fake Workers AI as its AI binding (tests/fakes/workers-ai.ts: its
 * embeddings put the Hindi report beside the English ones). The event becomes one story and one
 * debate, whose page lists the three sources; a later run that reads a fourth outlet (Bengali) adds it
 * to the story and to the debate's coverage, and makes no second debate.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";

import { getLoadContext } from "~/context.server";
import { createDb } from "~/db/client.server";
import { startSession } from "~/models/accounts/sessions.server";
import type { PublicDebate } from "~/models/debates";
import { createUser } from "~/seed/factories";

// The news Worker as deployed (build/news/index.js): its scheduled handler, called directly.
import newsWorker from "~built-news-worker";
import { STORY_EVENT, STORY_FEEDS, STORY_OTHERS } from "../fakes/feed-server";
import { FAKE_EMBEDDING_MODEL, FakeWorkersAi } from "../fakes/workers-ai";

const feedServer = inject("feedServer").url;
const feed = (path: string) => `${feedServer}${path}`;
const ai = new FakeWorkersAi();

async function runCron(feeds: { global: string[]; bharat: string[] }) {
  const ctx = createExecutionContext();
  await newsWorker.scheduled(
    createScheduledController({ cron: "*/15 * * * *", scheduledTime: Date.now() }),
    {
      ...env,
      AI: ai as unknown as Ai,
      NEWS_FEEDS_GLOBAL: feeds.global.map(feed).join(","),
      NEWS_FEEDS_BHARAT: feeds.bharat.map(feed).join(","),
    },
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

async function rows<T>(sql: string, ...params: unknown[]) {
  return (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;
}

const THREE = { global: ["/stories/world-desk.rss", "/stories/global-wire.rss"], bharat: ["/stories/desh.rss"] };

async function eventStory() {
  const found = await rows<{ story_id: string | null }>(
    "SELECT DISTINCT story_id FROM headlines WHERE title IN (?, ?, ?, ?)",
    ...Object.values(STORY_EVENT),
  );
  return found;
}

async function eventDebate() {
  const [story] = await eventStory();
  return (
    await rows<{ id: string; story_id: string; sources: string; language: string; original_headline: string }>(
      "SELECT id, story_id, sources, language, original_headline FROM debates WHERE story_id = ?",
      story?.story_id,
    )
  )[0];
}

beforeAll(async () => {
  await runCron(THREE);
}, 60_000);

describe("one event from three outlets in two languages", () => {
  it("is one story of three headlines from three outlets, grouped by words and by embeddings", async () => {
    const stories = await eventStory();
    expect(stories).toHaveLength(1);
    const storyId = stories[0]?.story_id as string;
    expect(storyId).toBeTruthy();
    const story = await rows<{ headline_count: number; source_count: number }>(
      "SELECT headline_count, source_count FROM stories WHERE id = ?",
      storyId,
    );
    expect(story).toEqual([{ headline_count: 3, source_count: 3 }]);
    // Each outlet's other story is a story of its own.
    const others = await rows<{ story_id: string }>(
      "SELECT story_id FROM headlines WHERE title IN (?, ?, ?)",
      STORY_OTHERS.worldDesk,
      STORY_OTHERS.globalWire,
      STORY_OTHERS.hindi,
    );
    expect(new Set(others.map((o) => o.story_id)).size).toBe(3);
    expect(others.map((o) => o.story_id)).not.toContain(storyId);
    // The titles were embedded by the configured model, and stored for the next runs.
    expect(ai.calls.some((c) => c.model === FAKE_EMBEDDING_MODEL)).toBe(true);
    const embedded = await rows<{ n: number }>(
      "SELECT count(*) AS n FROM headline_embeddings e JOIN headlines h ON h.id = e.headline_id WHERE h.story_id = ? AND e.model = ?",
      storyId,
      FAKE_EMBEDDING_MODEL,
    );
    expect(embedded[0]?.n).toBe(3);
  });

  it("becomes one debate, written from the first report, with every outlet's headline as its sources", async () => {
    const debate = await eventDebate();
    expect(debate).toBeDefined();
    const count = await rows<{ n: number }>(
      "SELECT count(*) AS n FROM debates WHERE original_headline IN (?, ?, ?)",
      STORY_EVENT.worldDesk,
      STORY_EVENT.globalWire,
      STORY_EVENT.hindi,
    );
    expect(count[0]?.n).toBe(1);
    // The Hindi report is 4 hours old, World Desk's 3, Global Wire's 2: the Hindi one was first.
    expect(debate?.original_headline).toBe(STORY_EVENT.hindi);
    expect(debate?.language).toBe("hi");
    const sources = JSON.parse(debate?.sources ?? "[]") as { name: string; title: string; language: string }[];
    expect(sources.map((s) => [s.name, s.title, s.language])).toEqual([
      ["देश समाचार", STORY_EVENT.hindi, "hi"],
      ["World Desk", STORY_EVENT.worldDesk, "en"],
      ["Global Wire", STORY_EVENT.globalWire, "en"],
    ]);
  });

  it("has a page that lists the three sources, each headline with its language, and who reported first", async () => {
    const debate = await eventDebate();
    const response = await exports.default.fetch(`http://localhost/debates/${debate?.id}`, {
      headers: { "Accept-Language": "en" },
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    const coverage = body.slice(
      body.indexOf('data-testid="coverage"'),
      body.indexOf("</section>", body.indexOf('data-testid="coverage"')),
    );
    expect(coverage).toContain("Covered by 3 sources");
    const items = [...coverage.matchAll(/<li[^>]*data-testid="coverage-source"[\s\S]*?<\/li>/g)].map((m) => m[0]);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(
      new RegExp(`<a href="https://desh.example/story-0"[^>]*lang="hi"[^>]*>${STORY_EVENT.hindi}</a>`),
    );
    expect(items[0]).toContain("In Hindi");
    expect(items[1]).toMatch(
      /lang="en"[^>]*>Cyclone Sagarika makes landfall on Odisha coast, thousands evacuated<\/a>/,
    );
    expect(items[2]).toContain("Global Wire");
    expect(items.every((item) => /<time dateTime="[^"]+Z"/.test(item))).toBe(true);
    expect(coverage).toMatch(/First reported by(?:<!-- -->)?\s*<strong lang="hi"[^>]*>देश समाचार<\/strong>/);
    expect(coverage).toContain("2 global outlets · 1 Indian outlet");
  });

  it("is in the API: today's { name, url } with each outlet's title, language and time, and firstReportedBy", async () => {
    const debate = await eventDebate();
    const list = (await (await exports.default.fetch("http://localhost/api/debates")).json()) as PublicDebate[];
    const found = list.find((d) => d.id === debate?.id);
    expect(found?.sources).toHaveLength(3);
    expect(found?.sources[1]).toEqual({
      name: "World Desk",
      url: "https://world-desk.example/story-0",
      title: STORY_EVENT.worldDesk,
      language: "en",
      region: "global",
      publishedAt: expect.stringMatching(/Z$/),
    });
    expect(found?.firstReportedBy).toEqual(found?.sources[0]);
  });

  it("grows when a fourth outlet reports it later: the same story and debate, four sources, no second debate", async () => {
    const before = await eventDebate();
    const debatesBefore = (await rows<{ n: number }>("SELECT count(*) AS n FROM debates"))[0]?.n;
    await runCron({ ...THREE, bharat: [...THREE.bharat, "/stories/bangla.rss"] });
    const stories = await eventStory();
    expect(stories).toEqual([{ story_id: before?.story_id }]);
    const after = await eventDebate();
    expect(after?.id).toBe(before?.id);
    const sources = JSON.parse(after?.sources ?? "[]") as { name: string; language: string }[];
    expect(sources.map((s) => s.language)).toEqual(["hi", "en", "en", "bn"]);
    // Only the Bengali feed's other story is new.
    expect((await rows<{ n: number }>("SELECT count(*) AS n FROM debates"))[0]?.n).toBe((debatesBefore ?? 0) + 1);
    const body = await (await exports.default.fetch(`http://localhost/debates/${after?.id}`)).text();
    expect(body).toContain("Covered by 4 sources");
    expect(body).toContain(`lang="bn"`);
  });

  it("shows in the Generate panel: the last run's stories, how many headlines and outlets each groups, and the minutes since", async () => {
    const debate = await eventDebate();
    const { user } = await createUser(createDb(env.DB), { password: null, role: "admin" });
    const setCookie = await startSession(
      getLoadContext(env, createExecutionContext()),
      new Request("http://localhost"),
      user.id,
    );
    const response = await exports.default.fetch("http://localhost/admin/news", {
      headers: { Cookie: setCookie.split(";")[0] ?? "", "Accept-Language": "en" },
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/data-testid="news-last-run-minutes"[^>]*>Last run started \d+ minutes? ago\./);
    const panel = body.slice(body.indexOf('data-testid="news-stories"'));
    // The last run grew the event's story to four outlets and made the Bengali outlet's other story.
    expect(panel).toContain("2 stories made or grown from their headlines (5 headlines in all).");
    const stories = [...panel.matchAll(/<li[^>]*data-testid="news-story"[\s\S]*?<\/li>/g)].map((m) => m[0]);
    expect(stories).toHaveLength(2);
    expect(stories[0]).toMatch(/data-headlines="4"/);
    expect(stories[0]).toMatch(/data-sources="4"/);
    expect(stories[0]).toContain(`href="/debates/${debate?.id}"`);
    expect(stories[0]).toContain("4 headlines grouped");
    expect(stories[1]).toContain(STORY_OTHERS.bengali);
  });

  it("running again adds nothing", async () => {
    const count = async (table: string) => (await rows<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n;
    const [stories, debates, headlines] = [await count("stories"), await count("debates"), await count("headlines")];
    await runCron({ ...THREE, bharat: [...THREE.bharat, "/stories/bangla.rss"] });
    expect([await count("stories"), await count("debates"), await count("headlines")]).toEqual([
      stories,
      debates,
      headlines,
    ]);
  });
});

describe("without Workers AI", () => {
  it("the word tier groups the English reports alone; the Hindi one is a story of its own", async () => {
    const { groupStories } = await import("~/models/news/story-grouping");
    const at = new Date().toISOString();
    const groups = groupStories(
      [
        { id: "a", title: STORY_EVENT.worldDesk, source: "World Desk", language: "en", publishedAt: at, storyId: null },
        {
          id: "b",
          title: STORY_EVENT.globalWire,
          source: "Global Wire",
          language: "en",
          publishedAt: at,
          storyId: null,
        },
        { id: "c", title: STORY_EVENT.hindi, source: "देश समाचार", language: "hi", publishedAt: at, storyId: null },
      ],
      { windowMs: 48 * 3_600_000, wordSimilarity: 0.3, minSharedWords: 3, embeddingSimilarity: null },
    );
    expect(groups.map((g) => g.headlineIds.sort())).toEqual(expect.arrayContaining([["a", "b"], ["c"]]));
    expect(Object.keys(STORY_FEEDS)).toHaveLength(4);
  });
});
