/**
 * The feeds of new debates (docs/feeds.md) through the built Worker, read by a peer's parser:
 * rss-parser, in Node (tests/setup/feed-reader.ts). Newest first, per division and language,
 * hidden debates never, every link absolute from the public origin, cacheable; linked from the
 * home page's head.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import worker from "~built-worker";
import { beforeAll, describe, expect, inject, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createDebate, createUser } from "~/seed/factories";
import type { Env } from "~/env.server";
import { hideItem } from "~/models/discussion";
import { saveDebateTranslations } from "~/models/debates";

const db = createDb(env.DB);
const reader = inject("feedReaderUrl");

interface ParsedItem {
  title?: string;
  link?: string;
  id?: string;
  guid?: string;
  isoDate?: string;
  categories?: (string | { $: { term: string } })[];
}
interface ParsedFeed {
  title?: string;
  link?: string;
  feedUrl?: string;
  items: ParsedItem[];
}

/** A feed as the Worker answers it, and as rss-parser reads it (failing when it cannot). */
async function read(path: string, init?: RequestInit) {
  const response = await exports.default.fetch(`http://localhost${path}`, init);
  expect(response.status, path).toBe(200);
  const xml = await response.text();
  const parsed = await fetch(reader, { method: "POST", body: xml });
  const feed = (await parsed.json()) as ParsedFeed & { error?: string };
  expect(feed.error, `${path}: rss-parser refused it`).toBeUndefined();
  return { response, xml, feed };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const TRICKY = `Tea & "biscuits" <b>for</b> 'all'? ✓ ঠিক আছে\u0001 done`;

let g1: string, g2: string, g3: string, b1: string, hidden: string, tricky: string;

beforeAll(async () => {
  g1 = (await createDebate(db, { region: "global", title: "Global one", createdAt: minutesAgo(50) })).id;
  g2 = (await createDebate(db, { region: "global", title: "Global two", createdAt: minutesAgo(40) })).id;
  b1 = (await createDebate(db, { region: "bharat", title: "Bharat one", createdAt: minutesAgo(30) })).id;
  tricky = (await createDebate(db, { region: "global", title: TRICKY, createdAt: minutesAgo(20) })).id;
  g3 = (await createDebate(db, { region: "global", title: "Global three", createdAt: minutesAgo(10) })).id;
  hidden = (await createDebate(db, { region: "global", title: "Hidden newest", createdAt: minutesAgo(1) })).id;
  const { user: admin } = await createUser(db, { role: "admin", password: null });
  expect(await hideItem(db, { actorId: admin.id, targetType: "debate", targetId: hidden, reason: "spam" })).toEqual({
    ok: true,
  });
  await saveDebateTranslations(
    db,
    [{ debateId: g3, language: "hi", title: "वैश्विक तीन", description: "हिंदी में विवरण", model: "test" }],
    new Date().toISOString(),
  );
});

describe("the Atom feed of a division", () => {
  it("lists its newest debates first, never a hidden one, with absolute links", async () => {
    const { response, feed } = await read("/feeds/global.atom");
    expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    expect(feed.title).toBe("DebateStorm: Global Storm");
    expect(feed.feedUrl).toBe("http://localhost/feeds/global.atom");
    expect(feed.link).toBe("http://localhost/?region=global");
    expect(feed.items.map((item) => item.link)).toEqual(
      [g3, tricky, g2, g1].map((id) => `http://localhost/debates/${id}`),
    );
    expect(feed.items.map((item) => item.title)).not.toContain("Hidden newest");
    expect(feed.items.some((item) => item.link?.includes(b1))).toBe(false);
    expect(feed.items[0]?.id).toBe(`http://localhost/debates/${g3}`);
    expect(new Date(feed.items[0]?.isoDate ?? "").getTime()).toBeGreaterThan(new Date(minutesAgo(11)).getTime());
  });

  it("carries any text escaped, without the characters XML cannot hold", async () => {
    const { xml, feed } = await read("/feeds/global.atom");
    expect(feed.items[1]?.title).toBe(`Tea & "biscuits" <b>for</b> 'all'? ✓ ঠিক আছে done`);
    expect(xml).not.toContain("<b>");
    expect(xml).not.toContain("\u0001");
  });

  it("is cacheable, and answers 304 while unchanged", async () => {
    const { response } = await read("/feeds/global.atom");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    const etag = response.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await exports.default.fetch("http://localhost/feeds/global.atom", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});

describe("the RSS 2.0 feeds", () => {
  it("give one division's debates, or every division's", async () => {
    const bharat = await read("/feeds/bharat.rss");
    expect(bharat.response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(bharat.feed.title).toBe("DebateStorm: Bharat Pulse");
    expect(bharat.feed.link).toBe("http://localhost/?region=bharat");
    expect(bharat.feed.items.map((item) => item.guid)).toEqual([`http://localhost/debates/${b1}`]);

    const all = await read("/feeds/all.rss");
    expect(all.feed.items.map((item) => item.title)).toEqual([
      "Global three",
      expect.stringContaining("Tea & "),
      "Bharat one",
      "Global two",
      "Global one",
    ]);
  });
});

describe("a feed in another language", () => {
  it("shows each debate in that language where it is translated, else as written", async () => {
    const { feed, xml } = await read("/feeds/hi/global.atom");
    expect(feed.title).toBe("DebateStorm: ग्लोबल स्टॉर्म");
    expect(feed.items.map((item) => item.title)).toEqual([
      "वैश्विक तीन",
      expect.stringContaining("Tea & "),
      "Global two",
      "Global one",
    ]);
    // The same pages: they show the reader's language (no ?lng=, which would change their settings).
    expect(feed.items[0]?.link).toBe(`http://localhost/debates/${g3}`);
    expect(xml).toContain('<entry xml:lang="hi">');
    expect(xml).toContain('<entry xml:lang="en">');
    // English has no language segment; an unknown language or division is no feed.
    expect((await read("/feeds/en/global.atom")).feed.items[0]?.title).toBe("Global three");
    expect((await exports.default.fetch("http://localhost/feeds/fr/global.atom")).status).toBe(404);
    expect((await exports.default.fetch("http://localhost/feeds/hi/everything.atom")).status).toBe(404);
  });
});

describe("links from the configured origin, never the Host header", () => {
  async function withOrigin(settings: Partial<Env>, url: string, headers: Record<string, string> = {}) {
    const ctx = createExecutionContext();
    const request = new Request(url, { headers });
    const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, ...settings }, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("uses PUBLIC_ORIGIN whatever host the request names", async () => {
    const response = await withOrigin(
      { PUBLIC_ORIGIN: "https://debatestorm.example" },
      "http://localhost/feeds/global.rss",
      { Host: "evil.example", "X-Forwarded-Host": "evil.example" },
    );
    const xml = await response.text();
    expect(xml).toContain(`<link>https://debatestorm.example/debates/${g3}</link>`);
    expect(xml).toContain('href="https://debatestorm.example/feeds/global.rss"');
    expect(xml).not.toContain("evil.example");
    expect(xml).not.toContain("http://localhost");
  });

  it("builds no link from a request's own host when no origin is configured", async () => {
    const response = await withOrigin({}, "http://evil.example/feeds/global.atom");
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain("evil.example");
  });
});

describe("the page head", () => {
  /** The page's feed links: `<link rel="alternate">` of an Atom or RSS type, their attributes in any order. */
  const alternates = (html: string) =>
    [...html.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)]
      .map((m) => Object.fromEntries([...m[0].matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]])))
      .filter((link) => /^application\/(atom|rss)\+xml$/.test(link.type ?? ""))
      .map((link) => ({ format: link.type?.includes("atom") ? "atom" : "rss", href: link.href, title: link.title }));

  it("links the home page and each division page to their feeds, in the reader's language", async () => {
    const home = await (await exports.default.fetch("http://localhost/")).text();
    expect(alternates(home)).toEqual([
      { format: "atom", href: "http://localhost/feeds/all.atom", title: "DebateStorm: all debates (Atom)" },
      { format: "rss", href: "http://localhost/feeds/all.rss", title: "DebateStorm: all debates (RSS)" },
    ]);
    const bharat = await (
      await exports.default.fetch("http://localhost/?region=bharat", { headers: { "Accept-Language": "bn" } })
    ).text();
    expect(alternates(bharat).map((link) => link.href)).toEqual([
      "http://localhost/feeds/bn/bharat.atom",
      "http://localhost/feeds/bn/bharat.rss",
    ]);
    // And the links lead to feeds a reader parses.
    for (const { href } of alternates(bharat)) await read(new URL(href ?? "/").pathname);
  });
});
