/**
 * The local news feeds of `npm start`, read by the news Worker's own parser: every story comes out
 * whole (title, link, date, description) in its language, the news moves with the clock, and the
 * broken feed is refused as malformed.
 */
import { describe, expect, it } from "vitest";

import { FeedParseError, parseFeed } from "../workers/news/parse-feed";

import { brokenFeed, feedDocument, listedStories, SHOWN, SLOT_MS } from "./news-feeds";
import { LOCAL_FEEDS } from "./news-stories";

const NOW = Date.parse("2026-11-26T12:07:00Z");

describe("the local news feeds", () => {
  it("cover RSS 2.0, RSS 1.0 and Atom, in English, Hindi and Bengali, in both regions", () => {
    expect(new Set(LOCAL_FEEDS.map((f) => f.format))).toEqual(new Set(["rss2", "rss1", "atom"]));
    expect(new Set(LOCAL_FEEDS.map((f) => f.language))).toEqual(new Set(["en", "hi", "bn"]));
    expect(new Set(LOCAL_FEEDS.map((f) => f.region))).toEqual(new Set(["global", "bharat"]));
  });

  for (const feed of LOCAL_FEEDS) {
    it(`${feed.name} (${feed.format}) reads back as the stories it lists`, () => {
      const { body } = feedDocument(feed, NOW);
      const items = parseFeed(body, `http://127.0.0.1:9/${feed.path}`);
      const listed = listedStories(feed, NOW);
      expect(items).toEqual(
        listed.map((story) => ({
          title: story.title,
          url: story.url,
          publishedAt: story.publishedAt.toISOString(),
          source: feed.name,
          description: story.description,
        })),
      );
      for (const story of listed) expect(story.publishedAt.getTime()).toBeLessThanOrEqual(NOW);
    });
  }

  it("publish one new story per feed each slot, dated in it, and list the latest ones", () => {
    const feed = LOCAL_FEEDS[0]!;
    const now = listedStories(feed, NOW);
    const next = listedStories(feed, NOW + SLOT_MS);
    expect(now).toHaveLength(SHOWN);
    expect(next[0]!.title).not.toBe(now[0]!.title);
    expect(next.slice(1)).toEqual(now.slice(0, SHOWN - 1));
    expect(next[0]!.publishedAt.getTime()).toBeGreaterThan(NOW);
    expect(next[0]!.publishedAt.getTime()).toBeLessThanOrEqual(NOW + SLOT_MS);
    // No two stories of all the feeds share a title (the news run stores a title once).
    const titles = LOCAL_FEEDS.flatMap((f) => f.stories.map((s) => s.title));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("has one broken feed, refused as malformed XML", () => {
    let error: unknown;
    try {
      parseFeed(brokenFeed(NOW), "http://127.0.0.1:9/morning-ledger.rss");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FeedParseError);
    expect((error as FeedParseError).kind).toBe("malformed");
  });
});
