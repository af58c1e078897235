import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createConfirmedUser, createDebate, createUser } from "~/seed/factories";

import { insertComment } from "~/models/discussion/comments.server";
import { debateFeed, feedClauses, FEED_PAGE_SIZE } from "./feed.server";
import { decodeCursor, encodeCursor, feedQuerySchema, searchExpression } from "./feed.schema";
import { listDebates } from "./debates.server";
import { castVote, userPositions } from "./votes.server";

const db = createDb(env.DB);
/** A word no other test's debate has: each test searches its own debates. */
const word = () => `zq${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;
const feed = (params: Record<string, string>) => feedQuerySchema.parse(params);

describe("the feed query", () => {
  it("falls back to defaults for anything malformed", () => {
    expect(feed({ sort: "best", region: "mars", language: "fr", q: "   " })).toEqual({ sort: "trending" });
    expect(feed({ sort: "newest", region: "bharat", q: "  farm   laws " })).toEqual({
      sort: "newest",
      region: "bharat",
      q: "farm laws",
    });
  });

  it("round-trips a cursor and refuses a bad or mismatched one", () => {
    const trending = encodeCursor({ sort: "trending", key: 494_123.123456789, id: "abc" });
    expect(trending).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(trending, "trending")).toEqual({ sort: "trending", key: 494_123.123456789, id: "abc" });
    expect(decodeCursor(trending, "newest")).toBeNull();
    const newest = encodeCursor({ sort: "newest", key: "2031-01-01T00:00:00.000Z", id: "x" });
    expect(decodeCursor(newest, "newest")?.key).toBe("2031-01-01T00:00:00.000Z");
    for (const bad of [
      "",
      "%%%",
      "e30",
      btoa("[1,2,3]"),
      btoa('["t","NaN","x"]'),
      btoa('["t",1,""]'),
      "\u0000",
      "a".repeat(150),
    ]) {
      expect(decodeCursor(bad, "trending")).toBeNull();
    }
    expect(feedQuerySchema.parse({ cursor: "x".repeat(500) }).cursor).toBeUndefined();
  });

  it("quotes every search word, so FTS syntax is only text", () => {
    expect(searchExpression('farm "laws')).toBe('"farm" """laws"');
    expect(searchExpression("NEAR(a b) OR *x* -y ^z")).toBe('"NEAR(a" "*x*"');
    expect(searchExpression("ab cd")).toBeNull();
    expect(searchExpression("किसान")).toBe('"किसान"');
  });
});

describe("the feed", () => {
  it("pages by keyset through every debate once, newest first, keeping the filters", async () => {
    const tag = word();
    const base = Date.parse("2031-01-01T00:00:00Z");
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const d = await createDebate(db, {
        region: "bharat",
        title: `${tag} debate ${i}`,
        // Two share a timestamp: the id breaks the tie.
        createdAt: new Date(base + Math.min(i, 5) * 1000).toISOString(),
      });
      made.push(d.id);
    }
    await createDebate(db, { region: "global", title: `${tag} elsewhere` });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await debateFeed(
        db,
        feed({ sort: "newest", region: "bharat", q: tag, ...(cursor ? { cursor } : {}) }),
        "en",
        3,
      );
      seen.push(...page.debates.map((d) => d.id));
      cursor = page.next ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 1)).toEqual(made.slice(5).sort().reverse().slice(0, 1));
    expect(seen.slice(2)).toEqual(made.slice(0, 5).reverse());
  });

  it("puts recent activity first (trending), comments weighing twice, and pages that order too", async () => {
    const tag = word();
    const quiet = await createDebate(db, { title: `${tag} quiet` });
    const voted = await createDebate(db, { title: `${tag} voted` });
    const discussed = await createDebate(db, { title: `${tag} discussed` });
    const stale = await createDebate(db, {
      title: `${tag} stale`,
      createdAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    });
    const old = await createDebate(db, {
      title: `${tag} old`,
      createdAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    });
    for (let i = 0; i < 3; i++) {
      const { user } = await createConfirmedUser(db);
      await castVote(db, { debateId: voted.id, userId: user.id, position: "for" });
      await castVote(db, { debateId: stale.id, userId: user.id, position: "for" });
    }
    for (let i = 0; i < 2; i++) {
      const { user } = await createConfirmedUser(db);
      await insertComment(db, { debateId: discussed.id, userId: user.id, position: "for", content: "Worth weighing." });
    }
    const first = await debateFeed(db, feed({ q: tag }), "en", 2);
    expect(first.debates.map((d) => d.id)).toEqual([discussed.id, voted.id]);
    const second = await debateFeed(db, feed({ q: tag, cursor: first.next ?? "" }), "en", 2);
    // Scores: discussed 1 + 2*2, voted 1 + 3, stale 3 + 2^-10 (created ten days ago), quiet 1, old 2^-10.
    expect(second.debates.map((d) => d.id)).toEqual([stale.id, quiet.id]);
    const third = await debateFeed(db, feed({ q: tag, cursor: second.next ?? "" }), "en", 2);
    expect(third.debates.map((d) => d.id)).toEqual([old.id]);
    expect(third.next).toBeNull();
  });

  it("gives a card only what it shows, its description clipped", async () => {
    const tag = word();
    await createDebate(db, { title: `${tag} long`, description: "x".repeat(2000) });
    const [card] = (await debateFeed(db, feed({ q: tag }), "en")).debates;
    expect(Object.keys(card ?? {}).sort()).toEqual(
      [
        "againstPercentage",
        "description",
        "forPercentage",
        "id",
        "isTrending",
        "language",
        "participantCount",
        "region",
        "title",
        "translation",
      ].sort(),
    );
    expect([...(card?.description ?? "")].length).toBeLessThanOrEqual(240);
  });
});

describe("search", () => {
  it("finds Hindi and Bengali words with matras and conjuncts, in titles and headlines", async () => {
    const tag = word();
    const hindi = await createDebate(db, {
      title: `क्या किसानों को न्यूनतम समर्थन मूल्य की क़ानूनी गारंटी मिले? ${tag}`,
      language: "hi",
    });
    const bengali = await createDebate(db, {
      title: `${tag} নদী`,
      originalHeadline: "পশ্চিমবঙ্গে বন্যা পরিস্থিতির অবনতি, ত্রাণ শিবিরে হাজারো মানুষ",
      language: "bn",
    });
    const english = await createDebate(db, { title: `${tag} Should cities ban diesel buses?` });
    const ids = async (q: string) => (await debateFeed(db, feed({ q }), "en")).debates.map((d) => d.id);
    expect(await ids("किसानों")).toContain(hindi.id);
    expect(await ids("न्यूनतम समर्थन")).toContain(hindi.id);
    expect(await ids("क़ानूनी")).toContain(hindi.id);
    expect(await ids("বন্যা")).toContain(bengali.id);
    expect(await ids("পরিস্থিতির")).toContain(bengali.id);
    expect(await ids("ত্রাণ শিবিরে")).toContain(bengali.id);
    expect(await ids(`${tag} DIESEL`)).toEqual([english.id]);
    // A different matra is a different word.
    expect(await ids(`${tag} किसान`)).toEqual([hindi.id]);
    expect(await ids(`${tag} কিসান`)).toEqual([]);
  });

  it("never fails on FTS syntax, in the feed and in the API's listing", async () => {
    const tag = word();
    const d = await createDebate(db, { title: `${tag} "quoted" (brackets) * star` });
    for (const q of [
      '"',
      '""',
      "*",
      "(",
      ")",
      "NEAR",
      "NEAR(",
      "AND OR NOT",
      "^",
      "-",
      ":",
      "title:x",
      `${tag}"`,
      "'; DROP TABLE debates; --",
      "\u0000abc",
    ]) {
      await expect(debateFeed(db, feed({ q }), "en")).resolves.toBeTruthy();
      await expect(listDebates(db, { page: 1, q })).resolves.toBeTruthy();
    }
    expect((await debateFeed(db, feed({ q: `${tag} "quoted"` }), "en")).debates.map((x) => x.id)).toEqual([d.id]);
    expect((await listDebates(db, { page: 1, q: `(brackets) ${tag}` })).debates.map((x) => x.id)).toEqual([d.id]);
  });

  it("follows a title edit and a deletion", async () => {
    const tag = word();
    const d = await createDebate(db, { title: `${tag} before` });
    await env.DB.prepare("UPDATE debates SET title = ? WHERE id = ?").bind(`${tag} renamed`, d.id).run();
    expect((await debateFeed(db, feed({ q: `${tag} renamed` }), "en")).debates).toHaveLength(1);
    expect((await debateFeed(db, feed({ q: `${tag} before` }), "en")).debates).toHaveLength(0);
    await env.DB.prepare("DELETE FROM debates WHERE id = ?").bind(d.id).run();
    expect((await debateFeed(db, feed({ q: tag }), "en")).debates).toHaveLength(0);
  });
});

describe("indexes and query count", () => {
  const plan = async (query: ReturnType<typeof feed>) => {
    const { where, orderBy } = feedClauses(query);
    const { sql: text, params } = db
      .select()
      .from((await import("~/db/schema")).debates)
      .where(where)
      .orderBy(...orderBy)
      .limit(25)
      .toSQL();
    const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`)
      .bind(...params)
      .all<{ detail: string }>();
    return rows.results.map((r) => r.detail).join("\n");
  };

  it("every feed query is served by an index, with no sort step", async () => {
    const cursorT = encodeCursor({ sort: "trending", key: 1e6, id: "z" });
    const cursorN = encodeCursor({ sort: "newest", key: "2100-01-01T00:00:00.000Z", id: "z" });
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /debates_trend_idx/],
      [{ cursor: cursorT }, /debates_trend_idx/],
      [{ region: "bharat" }, /debates_region_trend_idx/],
      [{ region: "bharat", cursor: cursorT }, /debates_region_trend_idx/],
      [{ sort: "newest" }, /debates_created_id_idx/],
      [{ sort: "newest", cursor: cursorN }, /debates_created_id_idx/],
      [{ sort: "newest", region: "global", cursor: cursorN }, /debates_region_created_id_idx/],
      [{ q: "farmers" }, /VIRTUAL TABLE INDEX/],
    ];
    for (const [params, index] of cases) {
      const detail = await plan(feed(params));
      expect(detail, JSON.stringify(params)).toMatch(index);
      expect(detail, JSON.stringify(params)).not.toMatch(/SCAN debates\b(?!_)(?! USING)/);
      if (!params.q) expect(detail, JSON.stringify(params)).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("asks D1 the same number of queries with 10 and with 10,000 debates", async () => {
    const counted = () => {
      let count = 0;
      const binding = new Proxy(env.DB, {
        get(target, key) {
          if (key === "prepare") {
            return (text: string) => {
              count++;
              return target.prepare(text);
            };
          }
          const value = Reflect.get(target, key) as unknown;
          return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
      return { db: createDb(binding), count: () => count };
    };
    const { user } = await createUser(db);
    const run = async () => {
      const probe = counted();
      const page = await debateFeed(probe.db, feed({}), "hi");
      await userPositions(
        { db: probe.db },
        user.id,
        page.debates.map((d) => d.id),
      );
      return { queries: probe.count(), cards: page.debates.length };
    };
    const insert = (n: number, offset: number) =>
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT ?1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
         INSERT INTO debates (id, title, description, category, region, language, created_at)
         SELECT 'bulk-' || i, 'Bulk debate ' || i, '', 'global', 'global', 'en', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes') FROM n`,
      )
        .bind(offset, offset + n - 1)
        .run();
    await insert(10, 1);
    const small = await run();
    await insert(9_990, 11);
    const large = await run();
    expect(large.cards).toBe(FEED_PAGE_SIZE);
    expect(large.queries).toBe(small.queries);
    expect(small.queries).toBeLessThanOrEqual(3);
  });
});
