/**
 * Atom (RFC 4287) and RSS 2.0 documents of a list of entries, as text: every value escaped, and
 * characters XML 1.0 cannot carry (controls other than tab and new lines, lone surrogates,
 * U+FFFE/U+FFFF) dropped, so a debate's text never breaks a reader's parser. No dependency: two
 * small templates (docs/feeds.md).
 */

interface FeedEntry {
  /** Absolute address of the entry's page (also its id). */
  url: string;
  title: string;
  summary: string;
  /** ISO 8601. */
  published: string;
  /** A category label (the division's name). */
  category: string;
  /** The language the title and summary are in. */
  language: string;
}

export interface FeedDocument {
  title: string;
  subtitle: string;
  /** Absolute address of the feed itself. */
  selfUrl: string;
  /** Absolute address of the page the feed follows. */
  siteUrl: string;
  language: string;
  /** ISO 8601: the newest entry's date, or now for an empty feed. */
  updated: string;
  author: string;
  generator: string;
  entries: FeedEntry[];
}

/** The characters XML 1.0 forbids: C0 controls but tab and new lines, U+FFFE/U+FFFF, lone surrogates. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are what is removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text made safe inside an element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const element = (name: string, text: string, attributes = "") => `<${name}${attributes}>${escapeXml(text)}</${name}>`;

export function renderAtom(feed: FeedDocument): string {
  const entries = feed.entries.map((entry) =>
    [
      `<entry xml:lang="${escapeXml(entry.language)}">`,
      element("id", entry.url),
      element("title", entry.title, ' type="text"'),
      `<link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      element("published", entry.published),
      element("updated", entry.published),
      element("summary", entry.summary, ' type="text"'),
      `<category term="${escapeXml(entry.category)}"/>`,
      "</entry>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    element("id", feed.selfUrl),
    element("title", feed.title, ' type="text"'),
    element("subtitle", feed.subtitle, ' type="text"'),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.siteUrl)}"/>`,
    element("updated", feed.updated),
    `<author>${element("name", feed.author)}</author>`,
    element("generator", feed.generator),
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** RFC 822 dates, as RSS 2.0 wants them ("Sat, 07 Sep 2002 09:42:31 GMT"). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function renderRss(feed: FeedDocument): string {
  const items = feed.entries.map((entry) =>
    [
      "<item>",
      element("title", entry.title),
      element("link", entry.url),
      element("guid", entry.url, ' isPermaLink="true"'),
      element("pubDate", rfc822(entry.published)),
      element("description", entry.summary),
      element("category", entry.category),
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", feed.title),
    element("link", feed.siteUrl),
    element("description", feed.subtitle),
    element("language", feed.language),
    element("lastBuildDate", rfc822(feed.updated)),
    element("generator", feed.generator),
    `<atom:link rel="self" type="application/rss+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
