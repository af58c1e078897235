import { describe, expect, it } from "vitest";

import { escapeXml, renderAtom, renderRss, type FeedDocument } from "./feed-xml";

const feed: FeedDocument = {
  title: "News & views",
  subtitle: "<Newest> first",
  selfUrl: "https://example.org/feeds/all.atom?a=1&b=2",
  siteUrl: "https://example.org/",
  language: "en",
  updated: "2026-11-23T10:00:00.000Z",
  author: "DebateStorm",
  generator: "DebateStorm",
  entries: [
    {
      url: "https://example.org/debates/d1",
      title: 'Is "this" <fair>?',
      summary: "Tom & Jerry's\u0000 debate",
      published: "2026-11-23T10:00:00.000Z",
      category: "Global Storm",
      language: "hi",
    },
  ],
};

describe("escapeXml", () => {
  it("escapes markup and drops what XML 1.0 cannot carry, keeping every other character", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
    expect(escapeXml("a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uFFFFg")).toBe("abcdefg");
    expect(escapeXml("tab\tnew\nline\r")).toBe("tab\tnew\nline\r");
    expect(escapeXml("lone \uD800 high, lone \uDC00 low, pair 😀")).toBe("lone  high, lone  low, pair 😀");
    expect(escapeXml("हिन्दी বাংলা")).toBe("हिन्दी বাংলা");
  });
});

describe("renderAtom", () => {
  it("writes a feed with its self link, and each entry with id, link, dates and summary, escaped", () => {
    const xml = renderAtom(feed);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://example.org/feeds/all.atom?a=1&amp;b=2"/>',
    );
    expect(xml).toContain('<title type="text">News &amp; views</title>');
    expect(xml).toContain('<entry xml:lang="hi"><id>https://example.org/debates/d1</id>');
    expect(xml).toContain('<title type="text">Is &quot;this&quot; &lt;fair&gt;?</title>');
    expect(xml).toContain("<published>2026-11-23T10:00:00.000Z</published>");
    expect(xml).toContain('<summary type="text">Tom &amp; Jerry&apos;s debate</summary>');
    expect(xml).toContain("<author><name>DebateStorm</name></author>");
  });
});

describe("renderRss", () => {
  it("writes an RSS 2.0 channel with RFC 822 dates and permalink guids", () => {
    const xml = renderRss(feed);
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(xml).toContain("<lastBuildDate>Mon, 23 Nov 2026 10:00:00 GMT</lastBuildDate>");
    expect(xml).toContain(
      '<item><title>Is &quot;this&quot; &lt;fair&gt;?</title><link>https://example.org/debates/d1</link><guid isPermaLink="true">https://example.org/debates/d1</guid><pubDate>Mon, 23 Nov 2026 10:00:00 GMT</pubDate>',
    );
    expect(xml).toContain("<description>&lt;Newest&gt; first</description>");
  });
});
