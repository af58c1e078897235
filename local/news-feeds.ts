/**
 * The local news feeds of `npm start` (served by local/news-feed-server.ts): five realistic feeds written by us
 * (local/news-stories.ts) in the formats the news Worker reads (RSS 2.0, RSS 1.0, Atom 1.0), in
 * English, Hindi and Bengali, and one deliberately broken feed (it breaks off in the middle of an
 * item), so Generate Debates (/admin/news) makes debates offline and its per-feed report shows one
 * failure.
 *
 * The news moves with the clock: every SLOT_MS a feed publishes the next story of its pool, dated
 * then, and lists its latest SHOWN stories; so a newcomer's first runs find a backlog, and each
 * later slot brings one more story per feed.
 */
import { BROKEN_FEED, LOCAL_FEEDS, type LocalFeed } from "./news-stories";

/** A feed publishes its next story this often. */
export const SLOT_MS = 20 * 60_000;
/** How many stories a feed lists at a time (its pool holds more). */
export const SHOWN = 5;

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** An RFC 822 date in India Standard Time, as Indian publishers write them ("Thu, 26 Nov 2026 18:30:00 +0530"). */
function rfc822Ist(date: Date) {
  const ist = new Date(date.getTime() + 330 * 60_000);
  return ist.toUTCString().replace("GMT", "+0530");
}

interface ListedStory {
  title: string;
  description: string;
  url: string;
  publishedAt: Date;
}

/** The stories `feed` lists at `now`, newest first. */
export function listedStories(feed: LocalFeed, now: number): ListedStory[] {
  const slot = Math.floor(now / SLOT_MS);
  // Feeds publish a few minutes apart, never in the future.
  const offset = (LOCAL_FEEDS.indexOf(feed) + 1) * 60_000;
  return Array.from({ length: SHOWN }, (_, back) => {
    const n = slot - back;
    const pool = feed.stories.length;
    const story = feed.stories[((n % pool) + pool) % pool]!;
    return {
      title: story.title,
      description: story.description,
      url: `${feed.site}/${feed.region === "global" ? "world" : "india"}/${story.slug}`,
      publishedAt: new Date(n * SLOT_MS - offset),
    };
  });
}

function rss2(feed: LocalFeed, stories: ListedStory[]) {
  const date = (d: Date) => (feed.language === "en" ? d.toUTCString() : rfc822Ist(d));
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feed.name)}</title>
    <link>${feed.site}/</link>
    <description>${escapeXml(feed.name)}</description>
    <language>${feed.language === "en" ? "en-gb" : `${feed.language}-in`}</language>
    <lastBuildDate>${date(stories[0]!.publishedAt)}</lastBuildDate>
${stories
  .map(
    (s) => `    <item>
      <title>${escapeXml(s.title)}</title>
      <link>${s.url}</link>
      <guid isPermaLink="true">${s.url}</guid>
      <description><![CDATA[<p>${s.description}</p>]]></description>
      <pubDate>${date(s.publishedAt)}</pubDate>
    </item>`,
  )
  .join("\n")}
  </channel>
</rss>
`;
}

function rss1(feed: LocalFeed, stories: ListedStory[]) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="${feed.site}/feed.rdf">
    <title>${escapeXml(feed.name)}</title>
    <link>${feed.site}/</link>
    <description>${escapeXml(feed.name)}</description>
    <items>
      <rdf:Seq>
${stories.map((s) => `        <rdf:li rdf:resource="${s.url}"/>`).join("\n")}
      </rdf:Seq>
    </items>
  </channel>
${stories
  .map(
    (s) => `  <item rdf:about="${s.url}">
    <title>${escapeXml(s.title)}</title>
    <link>${s.url}</link>
    <description>${escapeXml(s.description)}</description>
    <dc:date>${s.publishedAt.toISOString().replace(/\.\d{3}Z$/, "Z")}</dc:date>
  </item>`,
  )
  .join("\n")}
</rdf:RDF>
`;
}

function atom(feed: LocalFeed, stories: ListedStory[]) {
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.language}">
  <title>${escapeXml(feed.name)}</title>
  <id>${feed.site}/</id>
  <link rel="alternate" href="${feed.site}/"/>
  <updated>${stories[0]!.publishedAt.toISOString()}</updated>
${stories
  .map(
    (s) => `  <entry>
    <title type="text">${escapeXml(s.title)}</title>
    <id>${s.url}</id>
    <link rel="alternate" type="text/html" href="${s.url}"/>
    <published>${s.publishedAt.toISOString()}</published>
    <updated>${s.publishedAt.toISOString()}</updated>
    <summary type="html">${escapeXml(`<p>${s.description}</p>`)}</summary>
  </entry>`,
  )
  .join("\n")}
</feed>
`;
}

const CONTENT_TYPE = { rss2: "application/rss+xml", rss1: "application/rdf+xml", atom: "application/atom+xml" };
const WRITE = { rss2, rss1, atom };

/** A feed's document at `now`, and its Content-Type. */
export function feedDocument(feed: LocalFeed, now: number) {
  return { body: WRITE[feed.format](feed, listedStories(feed, now)), contentType: CONTENT_TYPE[feed.format] };
}

/** The broken feed: a good start, then it stops in the middle of an item's description. */
export function brokenFeed(now: number) {
  const published = new Date(Math.floor(now / SLOT_MS) * SLOT_MS);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${BROKEN_FEED.name}</title>
    <link>${BROKEN_FEED.site}/</link>
    <item>
      <title>Central banks signal a pause in rate rises as inflation cools</title>
      <link>${BROKEN_FEED.site}/economy/rate-pause</link>
      <pubDate>${published.toUTCString()}</pubDate>
      <description><![CDATA[<p>Policymakers in three large economies said they would wait for more data before`;
}
