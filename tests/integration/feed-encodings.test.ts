/**
 * Feeds in legacy encodings, over real HTTP from the local feed server
 * (tests/fakes/feed-server.ts, /encodings/*), through what a news run does with each feed:
 * fetchFeed (bytes and Content-Type), decodeFeed, parseFeed.
 */
import { describe, expect, inject, it } from "vitest";

import { fetchFeed } from "../../workers/news/fetch-feed";
import { decodeFeed, parseFeed } from "../../workers/news/parse-feed";
import { FEED_PATHS } from "../fakes/feed-server";

const feedServer = inject("feedServer");

async function read(path: string) {
  const url = `${feedServer.url}${path}`;
  const outcome = await fetchFeed(url, {
    timeoutMs: 5000,
    maxBytes: 1_000_000,
    userAgent: "DebateStormBot/1.0 (test)",
  });
  if (outcome.kind !== "ok") throw new Error(`${path}: ${JSON.stringify(outcome)}`);
  return { ...outcome, items: parseFeed(decodeFeed(outcome.bytes, outcome.contentType), url) };
}

function isUtf8(bytes: Uint8Array) {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const PORTUGUESE = ["Mãe de utente é a nova presidente", "Câmara aprova orçamento para 2027 após votação"];

describe("feeds in legacy encodings, fetched over HTTP", () => {
  it("reads ISO-8859-1 declared in the XML and in the Content-Type", async () => {
    const feed = await read(FEED_PATHS.latin1);
    expect(feed.contentType).toBe("application/rss+xml; charset=ISO-8859-1");
    expect(isUtf8(feed.bytes)).toBe(false);
    expect(feed.bytes).toContain(0xe3); // "ã" as one byte
    expect(feed.items.map((item) => item.title)).toEqual(PORTUGUESE);
    expect(feed.items[0]?.source).toBe("Notícias do Norte");
  });

  it("reads ISO-8859-1 served without a charset: the XML declaration decides", async () => {
    const feed = await read(FEED_PATHS.latin1NoCharset);
    expect(feed.contentType).toBe("application/rss+xml");
    expect(feed.items.map((item) => item.title)).toEqual(PORTUGUESE);
  });

  it("reads ISO-8859-1 declared only in the Content-Type", async () => {
    const feed = await read(FEED_PATHS.latin1HeaderOnly);
    expect(new TextDecoder("latin1").decode(feed.bytes.subarray(0, 40))).toMatch(/^<\?xml version="1\.0"\?>/);
    expect(feed.items.map((item) => item.title)).toEqual(PORTUGUESE);
  });

  it("reads windows-1252: guillemets, dashes, curly quotes and the euro sign", async () => {
    const feed = await read(FEED_PATHS.windows1252);
    expect(isUtf8(feed.bytes)).toBe(false);
    expect(feed.items.map((item) => item.title)).toEqual([
      "« Réforme des retraites » : le Sénat vote – et après ?",
      "Le prix du pain dépasse 1,50 € — une première",
      "“Œuvres” d’art : l’État rachète… trois tableaux",
    ]);
  });

  it("reads a Hindi feed in UTF-16 with a byte-order mark", async () => {
    const feed = await read(FEED_PATHS.hindiUtf16);
    expect([...feed.bytes.subarray(0, 4)]).toEqual([0xff, 0xfe, 0x3c, 0x00]);
    expect(feed.items.map((item) => [item.title, item.publishedAt])).toEqual([
      ["दिल्ली सरकार ने यमुना सफ़ाई के लिए नई योजना पेश की", "2026-11-20T10:00:00.000Z"],
      ["मेट्रो के नए चरण का उद्घाटन 🚇", "2026-11-19T03:30:00.000Z"],
    ]);
    expect(feed.items[0]?.source).toBe("दिल्ली समाचार");
  });
});
