import { describe, expect, it } from "vitest";

import { newsConfig, parseFeedList } from "./config";
import { TemplateGenerator, WorkersAiGenerator, categoryOf, chooseGenerator } from "./generate";
import { influenceScore } from "~/models/news/influence.server";
import { FeedParseError, parseFeed } from "./parse-feed";
import { cleanText, decodeEntities, detectLanguage, stripSourceSuffix } from "./text";

describe("text", () => {
  it("decodes named, numeric and double-encoded entities", () => {
    expect(decodeEntities("Fish &amp; chips &#8211; &#x20B9;50 &amp;#8217;")).toBe("Fish & chips – ₹50 ’");
    expect(decodeEntities("&unknown; stays")).toBe("&unknown; stays");
  });
  it("decodes every HTML5 named entity, keeping its case", () => {
    expect(decodeEntities("&Eacute;lys&eacute;e &acirc; &Acirc; &notin; &NotGreaterFullEqual; &fjlig;")).toBe(
      "Élysée â Â ∉ ≧̸ fj",
    );
    expect(decodeEntities("AT&T &copy 2026")).toBe("AT&T &copy 2026");
  });
  it("drops markup and collapses white space", () => {
    expect(cleanText("<p>Hello <b>world</b></p>\n\n<script>x()</script> ok")).toBe("Hello world ok");
    expect(cleanText(undefined)).toBe("");
    expect(cleanText("Hel<b>lo</b> <i>there</i><br/>friend")).toBe("Hello there friend");
    expect(cleanText("a < b and <style>p{}</style>c")).toBe("a < b and c");
    expect(cleanText("<P>Up<SCRIPT>x()</SCRIPT>per</P> <Br>case")).toBe("Upper case");
  });
  it("recognises Hindi, Bengali and English by script", () => {
    expect(detectLanguage("सरकार ने बजट पेश किया")).toBe("hi");
    expect(detectLanguage("রাজ্য সরকার বাজেট পেশ করল")).toBe("bn");
    expect(detectLanguage("Budget presented")).toBe("en");
    expect(detectLanguage("UPI: डिजिटल भुगतान में रिकॉर्ड")).toBe("hi");
  });
  it("drops a trailing source name, only when it is the whole name, with every separator before it", () => {
    expect(stripSourceSuffix("Rates held steady - Reuters", ["Reuters"])).toBe("Rates held steady");
    expect(stripSourceSuffix("Rates held steady | - REUTERS", ["World Desk", "Reuters"])).toBe("Rates held steady");
    expect(stripSourceSuffix("Rates held steady - Reuters", ["Reuters World"])).toBe("Rates held steady - Reuters");
    expect(stripSourceSuffix("India vs Australia - live score", ["Sports Desk"])).toBe(
      "India vs Australia - live score",
    );
    expect(stripSourceSuffix("Covid-Reuters", ["Reuters"])).toBe("Covid-Reuters");
    expect(stripSourceSuffix("Reuters", ["Reuters"])).toBe("Reuters");
    expect(stripSourceSuffix("- Reuters", ["Reuters"])).toBe("- Reuters");
  });
});

describe("parsing feeds", () => {
  it("reads RSS 2.0 items, skipping those without a link; an unreadable date is null", () => {
    const items = parseFeed(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire</title>
        <item><title>One &amp; two</title><link>https://w.example/1</link><pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate>
          <description>&lt;p&gt;The &lt;b&gt;first&lt;/b&gt; story.&lt;/p&gt;</description></item>
        <item><title>No link</title></item>
        <item><title>Bad date</title><link>https://w.example/3</link><pubDate>yesterday-ish</pubDate></item>
        <item><title>Not http</title><link>javascript:alert(1)</link></item>
      </channel></rss>`,
      "https://w.example/feed",
    );
    expect(items).toEqual([
      {
        title: "One & two",
        url: "https://w.example/1",
        publishedAt: "2026-11-20T10:00:00.000Z",
        source: "Wire",
        description: "The first story.",
      },
      { title: "Bad date", url: "https://w.example/3", publishedAt: null, source: "Wire", description: "" },
    ]);
  });

  it("reads Atom entries with the alternate link and html titles", () => {
    const [item] = parseFeed(
      `<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom News</title>
        <entry><title type="html">&lt;b&gt;Bold&lt;/b&gt; move</title>
          <link rel="self" href="https://a.example/self"/><link href="https://a.example/story"/>
          <updated>2026-11-21T08:00:00Z</updated></entry></feed>`,
      "https://a.example/atom",
    );
    expect(item).toEqual({
      title: "Bold move",
      url: "https://a.example/story",
      publishedAt: "2026-11-21T08:00:00.000Z",
      source: "Atom News",
      description: "",
    });
  });

  it("refuses malformed XML and things that are not feeds, with the kind of failure", () => {
    const kindOf = (xml: string) => {
      try {
        parseFeed(xml, "https://x.example");
        return "parsed";
      } catch (error) {
        return error instanceof FeedParseError ? error.kind : `untyped ${String(error)}`;
      }
    };
    expect(() => parseFeed("<rss><channel><item></channel></rss>", "https://x.example")).toThrow(FeedParseError);
    expect(() => parseFeed("<rss><channel><item></channel></rss>", "https://x.example")).toThrow(/Malformed XML/);
    expect(kindOf("<rss><channel><item></channel></rss>")).toBe("malformed");
    expect(kindOf("<html><body>Hi</body></html>")).toBe("unknown_format");
    expect(kindOf("<opml version='2.0'><body/></opml>")).toBe("unknown_format");
    expect(() => parseFeed("<opml/>", "https://x.example")).toThrow(/Neither RSS nor Atom/);
    expect(kindOf("not xml at all")).toBe("not_xml");
    expect(kindOf("   ")).toBe("not_xml");
  });
});

describe("configuration", () => {
  it("reads feed lists separated by commas or lines, keeping only http(s) URLs", () => {
    expect(
      parseFeedList("https://a.example/rss, \n http://b.example/atom,ftp://c.example,not a url", "global"),
    ).toEqual([
      { url: "https://a.example/rss", region: "global" },
      { url: "http://b.example/atom", region: "global" },
    ]);
  });
  it("has defaults for every setting", () => {
    const config = newsConfig({} as never, "");
    expect(config).toMatchObject({
      timeoutMs: 8000,
      maxBytes: 2_000_000,
      maxItemsPerFeed: 25,
      debatesPerRun: 12,
      feeds: [],
    });
    expect(config.userAgent).toMatch(/^DebateStormBot\/1\.0/);
  });
});

describe("the template generator", () => {
  const generator = new TemplateGenerator();
  it("asks a question a citizen can take a side on, in the headline's language", async () => {
    expect(
      await generator.generate({
        title: "EU proposes a ban on disposable vapes",
        source: "Wire",
        region: "global",
        language: "en",
      }),
    ).toEqual({
      title: "Should this proposal go ahead: “EU proposes a ban on disposable vapes”?",
      description:
        "Wire reports: “EU proposes a ban on disposable vapes”. Read the report, then say whether you support or oppose it, and why.",
      category: "world",
    });
    const bengali = await generator.generate({
      title: "রাজ্য সরকার নতুন বাস চালু করার সিদ্ধান্ত নিল",
      source: "Samachar",
      region: "bharat",
      language: "bn",
    });
    expect(bengali.title).toBe("এই সিদ্ধান্ত কি ঠিক: “রাজ্য সরকার নতুন বাস চালু করার সিদ্ধান্ত নিল”?");
    expect(bengali.category).toBe("India");
  });
  it("is deterministic", async () => {
    const input = { title: "Heatwave closes schools", source: "S", region: "global" as const, language: "en" as const };
    expect(await generator.generate(input)).toEqual(await generator.generate(input));
    expect(categoryOf(input.title, "global")).toBe("climate");
  });
});

describe("the Workers AI generator", () => {
  const headline = {
    title: "City plans congestion charge",
    source: "Wire",
    region: "global" as const,
    language: "en" as const,
  };
  const ai = (response: unknown) => ({ run: async () => ({ response }) }) as unknown as Ai;

  it("uses a well-formed answer", async () => {
    const generator = new WorkersAiGenerator(
      ai(
        `Here you go: {"title":"Should the city charge drivers to enter the centre?","description":"The city wants to cut traffic. Critics say it hurts commuters.","category":"Transport"}`,
      ),
      "@cf/test/model",
    );
    expect(await generator.generate(headline)).toEqual({
      title: "Should the city charge drivers to enter the centre?",
      description: "The city wants to cut traffic. Critics say it hurts commuters.",
      category: "transport",
    });
  });
  it("falls back to the templates when the answer is unusable or the call fails", async () => {
    const template = await new TemplateGenerator().generate(headline);
    expect(await new WorkersAiGenerator(ai("no json here"), "m").generate(headline)).toEqual(template);
    expect(
      await new WorkersAiGenerator(ai('{"title":"Not a question","description":"x","category":"y"}'), "m").generate(
        headline,
      ),
    ).toEqual(template);
    const failing = { run: async () => Promise.reject(new Error("quota")) } as unknown as Ai;
    expect(await new WorkersAiGenerator(failing, "m").generate(headline)).toEqual(template);
  });
  it("is chosen only when the AI binding exists", () => {
    expect(chooseGenerator(undefined, "m").name).toBe("template");
    expect(chooseGenerator(ai("{}"), "@cf/x").name).toBe("workers-ai:@cf/x");
  });
});

describe("influence score", () => {
  it("grows with shared keywords and fades with age", () => {
    expect(influenceScore(4, 4, 1)).toBe(100);
    expect(influenceScore(2, 4, 1)).toBe(50);
    expect(influenceScore(2, 20, 1)).toBe(25);
    expect(influenceScore(4, 4, 30)).toBe(50);
    expect(influenceScore(4, 4, 18.5)).toBe(75);
  });
});
