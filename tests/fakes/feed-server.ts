/**
 * A local news feed server for the tests (real HTTP): RSS 2.0 and Atom fixtures with
 * HTML entities, markup, Hindi and Bengali titles; and the bad cases a run must survive:
 * malformed XML, a feed that never answers, a 5 MB feed, an HTTP 503. It honours
 * If-None-Match / If-Modified-Since, and records each request (path, User-Agent,
 * validators) at GET /__requests.
 *
 * Under /encodings/ it serves feeds in their real legacy bytes (tests/fixtures/feeds,
 * encoded by tests/helpers/encode-text.ts): ISO-8859-1 with and without a charset in the
 * Content-Type (and once with the charset only in the header), windows-1252, and a Hindi
 * feed in UTF-16 with a byte-order mark. Under /fixtures/ it serves each UTF-8 fixture as it is
 * (/fixtures/missing-dates.xml), and under /stories/ one event from four outlets in three
 * languages (STORY_FEEDS). These are in no feed list the cron reads.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { encodeText, type TestEncoding } from "../helpers/encode-text";

export const FEED_PATHS = {
  globalRss: "/global.rss",
  bharatAtom: "/bharat.atom",
  duplicate: "/duplicate.rss",
  malformed: "/malformed.rss",
  slow: "/slow.rss",
  huge: "/huge.rss",
  unavailable: "/unavailable.rss",
  /** ISO-8859-1, declared in the XML and in the Content-Type. */
  latin1: "/encodings/iso-8859-1.rss",
  /** ISO-8859-1, declared in the XML only (Content-Type without a charset). */
  latin1NoCharset: "/encodings/iso-8859-1-no-charset.rss",
  /** ISO-8859-1, declared in the Content-Type only (the XML declaration names no encoding). */
  latin1HeaderOnly: "/encodings/iso-8859-1-header-only.rss",
  /** windows-1252, declared in the XML only. */
  windows1252: "/encodings/windows-1252.rss",
  /** Hindi, UTF-16 little-endian with a byte-order mark. */
  hindiUtf16: "/encodings/hindi-utf16.rss",
} as const;

/** A fixture of tests/fixtures/feeds as bytes in `encoding`; `declare: false` drops the declaration's encoding. */
function encodedFixture(file: string, encoding: TestEncoding, { declare = true } = {}) {
  const text = readFileSync(new URL(`../fixtures/feeds/${file}`, import.meta.url), "utf8");
  return encodeText(declare ? text : text.replace(/ encoding="[^"]*"/, ""), encoding);
}

/** Headlines the fixtures hold (as stored, after decoding and cleaning). */
export const FIXTURE_HEADLINES = {
  entities: "It’s “fair” & square: WTO panel backs tariffs on steel <imports>",
  climate: "Coastal cities propose flood barriers as sea levels rise faster than forecast",
  markup: "Parliament passes data protection law after all-night session",
  hindi: "दिल्ली सरकार ने सार्वजनिक बसों में महिलाओं के लिए मुफ़्त यात्रा बढ़ाने का प्रस्ताव रखा",
  bengali: "কলকাতায় বৈদ্যুতিক বাস চালু করার সিদ্ধান্ত নিল রাজ্য সরকার",
  english: "Karnataka plans four-day work week pilot for state offices",
} as const;

const now = () => new Date().toUTCString();
const hourAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

const GLOBAL_RSS = () => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>World Wire &amp; Co</title>
    <link>https://wire.example/world</link>
    <item>
      <title>It&amp;#8217;s &amp;ldquo;fair&amp;rdquo; &amp;amp; square: WTO panel backs tariffs on steel &amp;lt;imports&amp;gt;</title>
      <link>https://wire.example/world/wto-steel</link>
      <pubDate>${hourAgo(1).toUTCString()}</pubDate>
    </item>
    <item>
      <title><![CDATA[Coastal cities <b>propose</b> flood barriers as sea levels rise faster than forecast]]></title>
      <link>https://wire.example/world/flood-barriers</link>
      <pubDate>${hourAgo(2).toUTCString()}</pubDate>
    </item>
    <item>
      <title>Parliament passes data protection law after all-night session - World Wire &amp; Co</title>
      <link>https://wire.example/world/data-law</link>
      <dc:date>${hourAgo(3).toISOString()}</dc:date>
    </item>
    <item>
      <title>No link here, so this item is skipped</title>
    </item>
  </channel>
</rss>`;

const BHARAT_ATOM = () => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">Desh Samachar</title>
  <updated>${new Date().toISOString()}</updated>
  <entry>
    <title type="html">${FIXTURE_HEADLINES.hindi}</title>
    <link rel="alternate" href="https://desh.example/delhi-bus"/>
    <published>${hourAgo(1).toISOString()}</published>
  </entry>
  <entry>
    <title>${FIXTURE_HEADLINES.bengali}</title>
    <link href="https://desh.example/kolkata-ebus" rel="alternate"/>
    <updated>${hourAgo(2).toISOString()}</updated>
  </entry>
  <entry>
    <title type="html">Karnataka &lt;em&gt;plans&lt;/em&gt; four-day work week pilot for state offices</title>
    <link rel="self" href="https://desh.example/self/1"/>
    <link rel="alternate" href="https://desh.example/karnataka-week"/>
    <published>${hourAgo(4).toISOString()}</published>
  </entry>
</feed>`;

// The same story as the global feed's second item, worded with different case and punctuation, by
// another outlet an hour later: its headline of the same story.
const DUPLICATE_RSS = () => `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Other Wire</title>
  <item><title>COASTAL CITIES PROPOSE FLOOD BARRIERS as sea levels rise faster than forecast!</title>
  <link>https://other.example/flood</link><pubDate>${hourAgo(1).toUTCString()}</pubDate></item>
</channel></rss>`;

/**
 * One event as four outlets report it (tests/integration/news-stories.test.ts): two English feeds, a
 * Hindi one, and a Bengali one that a later run adds; each with a story of its own beside it. The
 * English reports share their words (the word tier), the Hindi and Bengali ones only their meaning (the
 * embedding tier, through the fake Workers AI's concept map).
 */
export const STORY_EVENT = {
  worldDesk: "Cyclone Sagarika makes landfall on Odisha coast, thousands evacuated",
  globalWire: "Odisha cyclone: Sagarika crosses coast near Puri, thousands evacuated",
  hindi: "चक्रवात सागरिका ओडिशा तट से टकराया, लोगों को सुरक्षित निकाला गया",
  bengali: "ওড়িশা উপকূলে আছড়ে পড়ল ঘূর্ণিঝড় সাগরিকা, সরানো হল মানুষকে",
} as const;

export const STORY_OTHERS = {
  worldDesk: "Museum returns ancient bronze statues to Greece",
  globalWire: "Chess olympiad opens with record number of teams",
  hindi: "जयपुर में पुस्तक मेला शुरू",
  bengali: "শান্তিনিকেতনে বসন্ত উৎসব শুরু",
} as const;

function storyFeed(outlet: string, slug: string, language: string, items: [string, number][]) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${outlet}</title><language>${language}</language>
${items
  .map(
    ([title, hours], i) =>
      `<item><title>${title}</title><link>https://${slug}.example/story-${i}</link><pubDate>${hourAgo(hours).toUTCString()}</pubDate></item>`,
  )
  .join("\n")}
</channel></rss>`;
}

export const STORY_FEEDS: Record<string, { outlet: string; body: () => string }> = {
  "/stories/world-desk.rss": {
    outlet: "World Desk",
    body: () =>
      storyFeed("World Desk", "world-desk", "en", [
        [STORY_EVENT.worldDesk, 3],
        [STORY_OTHERS.worldDesk, 5],
      ]),
  },
  "/stories/global-wire.rss": {
    outlet: "Global Wire",
    body: () =>
      storyFeed("Global Wire", "global-wire", "en", [
        [STORY_EVENT.globalWire, 2],
        [STORY_OTHERS.globalWire, 6],
      ]),
  },
  "/stories/desh.rss": {
    outlet: "देश समाचार",
    body: () =>
      storyFeed("देश समाचार", "desh", "hi", [
        [STORY_EVENT.hindi, 4],
        [STORY_OTHERS.hindi, 7],
      ]),
  },
  "/stories/bangla.rss": {
    outlet: "বাংলা বার্তা",
    body: () =>
      storyFeed("বাংলা বার্তা", "bangla", "bn", [
        [STORY_EVENT.bengali, 1],
        [STORY_OTHERS.bengali, 8],
      ]),
  },
};

const MALFORMED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Broken</title><item><title>Unclosed item</channel></rss>`;

function hugeFeed() {
  const item = (i: number) =>
    `<item><title>Filler story number ${i}</title><link>https://huge.example/${i}</link><description>${"x".repeat(900)}</description></item>`;
  const items: string[] = [];
  let size = 0;
  for (let i = 0; size < 5 * 1024 * 1024; i++) {
    const next = item(i);
    items.push(next);
    size += next.length;
  }
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>${items.join("")}</channel></rss>`;
}

export interface RecordedRequest {
  path: string;
  userAgent: string;
  ifNoneMatch: string | null;
  ifModifiedSince: string | null;
}

export async function startFeedServer(port = 0) {
  const requests: RecordedRequest[] = [];
  const huge = hugeFeed();
  const lastModified = now();
  const hanging = new Set<ServerResponse>();
  const encoded: Record<string, { body: Uint8Array; contentType: string }> = {
    [FEED_PATHS.latin1]: {
      body: encodedFixture("iso-8859-1.xml", "iso-8859-1"),
      contentType: "application/rss+xml; charset=ISO-8859-1",
    },
    [FEED_PATHS.latin1NoCharset]: {
      body: encodedFixture("iso-8859-1.xml", "iso-8859-1"),
      contentType: "application/rss+xml",
    },
    [FEED_PATHS.latin1HeaderOnly]: {
      body: encodedFixture("iso-8859-1.xml", "iso-8859-1", { declare: false }),
      contentType: "text/xml; charset=iso-8859-1",
    },
    [FEED_PATHS.windows1252]: {
      body: encodedFixture("windows-1252.xml", "windows-1252"),
      contentType: "application/rss+xml",
    },
    [FEED_PATHS.hindiUtf16]: {
      body: encodedFixture("hindi-utf16.xml", "utf-16le"),
      contentType: "application/xml; charset=UTF-16",
    },
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    if (path === "/__requests") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(requests));
      return;
    }
    requests.push({
      path,
      userAgent: String(request.headers["user-agent"] ?? ""),
      ifNoneMatch: (request.headers["if-none-match"] as string | undefined) ?? null,
      ifModifiedSince: (request.headers["if-modified-since"] as string | undefined) ?? null,
    });
    const send = (body: string, type: string, headers: Record<string, string> = {}) => {
      response.writeHead(200, { "Content-Type": `${type}; charset=utf-8`, ...headers });
      response.end(body);
    };
    switch (path) {
      case FEED_PATHS.globalRss: {
        const etag = '"global-v1"';
        if (request.headers["if-none-match"] === etag) {
          response.writeHead(304, { ETag: etag });
          response.end();
          return;
        }
        send(GLOBAL_RSS(), "application/rss+xml", { ETag: etag });
        return;
      }
      case FEED_PATHS.bharatAtom:
        if (request.headers["if-modified-since"] === lastModified) {
          response.writeHead(304, { "Last-Modified": lastModified });
          response.end();
          return;
        }
        send(BHARAT_ATOM(), "application/atom+xml", { "Last-Modified": lastModified });
        return;
      case FEED_PATHS.duplicate:
        send(DUPLICATE_RSS(), "application/rss+xml");
        return;
      case FEED_PATHS.malformed:
        send(MALFORMED, "application/rss+xml");
        return;
      case FEED_PATHS.huge:
        // No Content-Length: the reader must stop by itself.
        response.writeHead(200, { "Content-Type": "application/rss+xml" });
        response.write(huge.slice(0, huge.length / 2));
        setTimeout(() => response.end(huge.slice(huge.length / 2)), 50);
        return;
      case FEED_PATHS.slow:
        hanging.add(response); // never answers
        return;
      case FEED_PATHS.unavailable:
        response.writeHead(503, { "Content-Type": "text/plain" });
        response.end("Service Unavailable");
        return;
      default: {
        const story = STORY_FEEDS[path];
        if (story) {
          send(story.body(), "application/rss+xml");
          return;
        }
        const feed = encoded[path];
        if (feed) {
          response.writeHead(200, { "Content-Type": feed.contentType, "Content-Length": String(feed.body.byteLength) });
          response.end(feed.body);
          return;
        }
        const fixture = /^\/fixtures\/([a-z0-9.-]+\.xml)$/.exec(path)?.[1];
        if (fixture) {
          try {
            send(readFileSync(new URL(`../fixtures/feeds/${fixture}`, import.meta.url), "utf8"), "application/xml");
            return;
          } catch {
            // no such fixture: 404 below
          }
        }
        response.writeHead(404);
        response.end();
      }
    }
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    feeds: {
      global: [FEED_PATHS.globalRss, FEED_PATHS.duplicate, FEED_PATHS.malformed, FEED_PATHS.slow, FEED_PATHS.huge].map(
        (p) => `${url}${p}`,
      ),
      bharat: [FEED_PATHS.bharatAtom, FEED_PATHS.unavailable].map((p) => `${url}${p}`),
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
