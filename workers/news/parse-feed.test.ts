/**
 * The feed parser against fixtures (tests/fixtures/feeds/), one per behaviour: the formats,
 * titles with markup, entities, links, dates, control characters and the typed errors.
 * Encodings are in decode-feed.test.ts; random input in parse-feed.property.test.ts.
 */
import { describe, expect, it } from "vitest";

import { FEED_FIXTURES } from "../../tests/fixtures/feeds";

import { parseFeedDate } from "./feed-dates";
import { DESCRIPTION_MAX_LENGTH, FeedParseError, parseFeed, type FeedErrorKind, type FeedItem } from "./parse-feed";

/** The kind of FeedParseError parsing throws; fails the test on success or on any other error. */
function parseError(xml: string): FeedErrorKind {
  try {
    parseFeed(xml, "https://feeds.example/feed");
  } catch (error) {
    expect(error).toBeInstanceOf(FeedParseError);
    return (error as FeedParseError).kind;
  }
  throw new Error("The feed was parsed, but should have been refused.");
}

const pick = (items: FeedItem[], key: keyof FeedItem) => items.map((item) => item[key]);

describe("formats", () => {
  it("reads RSS 0.91: a public DTD, HTML entities it declares, no dates", () => {
    expect(parseFeed(FEED_FIXTURES.rss091, "https://gazette.example/rss.xml")).toEqual([
      {
        title: "Le conseil général vote le budget des collèges",
        url: "https://gazette.example/2026/budget-colleges",
        publishedAt: null,
        source: "Gazette départementale",
        description: "Les élus ont adopté « un budget de transition ».",
      },
      {
        title: "Travaux sur la départementale 12 jusqu'en mars",
        url: "https://gazette.example/2026/travaux-d12",
        publishedAt: null,
        source: "Gazette départementale",
        description: "",
      },
    ]);
  });

  it("reads RSS 0.90 (RDF with Netscape's namespace)", () => {
    const items = parseFeed(FEED_FIXTURES.rss090Rdf, "https://harbour.example/rss");
    expect(pick(items, "title")).toEqual(["Ferry timetable changes for winter", "Fish market reopens after repairs"]);
    expect(pick(items, "url")).toEqual(["https://harbour.example/ferry-winter", "https://harbour.example/fish-market"]);
    expect(pick(items, "source")).toEqual(["Harbour Bulletin", "Harbour Bulletin"]);
  });

  it("reads RSS 1.0 (RDF) with dc:date, dc:title, content:encoded and rdf:about", () => {
    expect(parseFeed(FEED_FIXTURES.rss10RdfDc, "https://panchayat.example/index.rdf")).toEqual([
      {
        title: "Gram sabha approves new water tanks for three hamlets",
        url: "https://panchayat.example/water",
        publishedAt: "2026-11-19T04:00:00.000Z",
        source: "Panchayat Samachar",
        description: "The gram sabha met on Thursday and voted 41 to 3.",
      },
      {
        title: "Road repairs to start before the monsoon",
        url: "https://panchayat.example/roads",
        publishedAt: "2026-11-18T00:00:00.000Z",
        source: "Panchayat Samachar",
        description: "Work on the district road begins in May.",
      },
      {
        title: "Primary school gets solar panels",
        url: "https://panchayat.example/school",
        publishedAt: "2026-11-18T10:30:00.000Z",
        source: "Panchayat Samachar",
        description: "",
      },
    ]);
  });

  it("reads RSS 2.0 extensions: content:encoded, atom:link, long descriptions cut", () => {
    const items = parseFeed(FEED_FIXTURES.rss20Extensions, "https://state.example/feed");
    expect(items.slice(0, 2)).toEqual([
      {
        title: "Assembly extends session by a week",
        url: "https://state.example/session",
        publishedAt: "2026-11-20T10:00:00.000Z",
        source: "State Wire",
        description: "The Speaker announced it. Bills: 14.",
      },
      {
        title: "Transport strike ends",
        url: "https://state.example/strike",
        publishedAt: null,
        source: "State Wire",
        description: "Unions accepted the offer & buses run tonight.",
      },
    ]);
    const long = /<description>(Sentence 1 [^<]*)<\/description>/.exec(FEED_FIXTURES.rss20Extensions)?.[1] ?? "";
    expect(long.length).toBeGreaterThan(2 * DESCRIPTION_MAX_LENGTH);
    const cut = items[2]?.description ?? "";
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(cut.length).toBeGreaterThan(0.8 * DESCRIPTION_MAX_LENGTH);
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it("reads Atom 0.3: base64 titles, escaped and xml content modes, issued before modified", () => {
    expect(parseFeed(FEED_FIXTURES.atom03Base64Title, "https://weekly.example/atom.xml")).toEqual([
      {
        title: "Budget 2026: what the new rules mean for renters",
        url: "https://weekly.example/budget-renters",
        publishedAt: "2026-11-20T07:00:00.000Z",
        source: "Civic & Tech Weekly",
        description: "Rents, deposits and notice periods.",
      },
      {
        title: "Council votes on cycle lanes & buses: ₹40 crore",
        url: "https://weekly.example/cycle-lanes",
        publishedAt: "2026-11-19T17:45:00.000Z",
        source: "Civic & Tech Weekly",
        description: "Three lanes, two bus routes.",
      },
      // The third entry's "base64" title is not base64: no title, so no item.
    ]);
  });

  it("reads <rss> in Userland's and Harvard's namespaces (feedparser's rss_namespace_*.xml)", () => {
    for (const ns of [
      "http://backend.userland.com/rss",
      "http://backend.userland.com/rss2",
      "http://backend.userland.com/rss2.1",
      "http://blogs.law.harvard.edu/tech/rss",
    ]) {
      const xml = FEED_FIXTURES.rssUserlandNamespace.replace(/xmlns="[^"]*"/, `xmlns="${ns}"`);
      expect(parseFeed(xml, "https://tehsil.example/rss"), ns).toEqual([
        {
          title: "Ration cards to be issued at the block office",
          url: "https://tehsil.example/ration-cards",
          publishedAt: "2026-11-20T10:00:00.000Z",
          source: "Tehsil Times",
          description: "",
        },
      ]);
    }
  });

  it("reads Atom in its namespaces before 1.0: the drafts', Pie's, Echo's (feedparser's atom_namespace_*.xml)", () => {
    for (const ns of [
      "http://purl.org/atom/ns#draft-ietf-atompub-format-09",
      "http://purl.org/atom/ns#draft-ietf-atompub-format-05",
      "http://purl.org/pie/",
      "http://purl.org/echo/",
      "http://example.com/necho",
      "http://example.com/newformat#",
    ]) {
      const xml = FEED_FIXTURES.atomPre10Namespace.replace(/xmlns="[^"]*"/, `xmlns="${ns}"`);
      expect(parseFeed(xml, "https://mandi.example/atom"), ns).toEqual([
        {
          title: "Onion prices ease as new crop arrives",
          url: "https://mandi.example/onion",
          publishedAt: "2026-11-20T06:00:00.000Z",
          source: "Mandi Prices",
          description: "",
        },
      ]);
    }
  });

  it("reads every item of a long feed", () => {
    const items = Array.from(
      { length: 12_000 },
      (_, i) => `<item><title>Brief ${i}</title><link>/b/${i}</link></item>`,
    );
    const parsed = parseFeed(
      `<rss><channel><title>Briefs</title>\n${items.join("\n")}\n</channel></rss>`,
      "https://b.example/",
    );
    expect(parsed).toHaveLength(12_000);
    expect(parsed[11_999]).toMatchObject({ title: "Brief 11999", url: "https://b.example/b/11999" });
  });

  it("reads an empty feed as no items, not an error", () => {
    expect(parseFeed(FEED_FIXTURES.emptyRss, "https://feeds.example/empty")).toEqual([]);
    expect(parseFeed("<rss version='2.0'><channel><title>Quiet</title></channel></rss>", "https://q.example")).toEqual(
      [],
    );
    expect(parseFeed('<feed xmlns="http://www.w3.org/2005/Atom"/>', "https://q.example")).toEqual([]);
    expect(
      parseFeed('<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/>', "https://q.example"),
    ).toEqual([]);
  });
});

describe("titles and descriptions", () => {
  it("reads xhtml titles: words kept, markup and script dropped, escaped brackets kept as text", () => {
    expect(parseFeed(FEED_FIXTURES.atomXhtmlTitle, "https://cityhall.example/atom")).toEqual([
      {
        title: "Mayor signs clean air order & sets targets",
        url: "https://cityhall.example/clean-air",
        publishedAt: "2026-11-20T10:15:00.000Z",
        source: "City Hall Notes",
        description: "Diesel buses out by 2030. Parks <open> later.",
      },
      {
        title: "Budget hearing moved to Thursday",
        url: "https://cityhall.example/budget-hearing",
        publishedAt: "2026-11-19T16:00:00.000Z",
        source: "City Hall Notes",
        description: "",
      },
    ]);
  });

  it("reads escaped HTML in RSS titles and descriptions: words kept, tags, script and style dropped, entities decoded once", () => {
    const items = parseFeed(FEED_FIXTURES.escapedHtmlTitles, "https://escaped.example/rss");
    expect(items.map(({ title, description }) => ({ title, description }))).toEqual([
      {
        title: "Budget passes after a late vote",
        description: "The house voted 212 to 190. Debate ran past midnight.",
      },
      { title: "Rail fares frozen for 2027", description: "Commuters & unions welcome it." },
      { title: "Water cuts announced for Delhi", description: "" },
      { title: "Rates < 5%: the <b> tag stays text when escaped twice", description: "" },
    ]);
    expect(items[0]?.source).toBe("Escaped Desk");
  });

  it("reads Atom type=html titles as HTML and type=text titles as text", () => {
    const items = parseFeed(FEED_FIXTURES.atomHtmlTitle, "https://ward.example/atom");
    expect(items.map(({ title, description }) => ({ title, description }))).toEqual([
      { title: "Ward 12 gets a new clinic", description: "Opens in March." },
      { title: "Is 3 < 4? Councillors <disagree>", description: "" },
    ]);
    expect(items[0]?.source).toBe("Ward Watch");
  });

  it("reads Atom text constructs of every type: other media types as base64 when that gives text, else as text (gofeed's and feedparser's atom10 title corpus)", () => {
    const items = parseFeed(FEED_FIXTURES.atomTextTypes, "https://harbour.example/atom");
    expect(pick(items, "title")).toEqual([
      "Ferry fares frozen until April",
      "Fish market reopens on Monday",
      "Dock workers vote to end strike",
      "Tide tables for December <published>",
      "Harbour dredging begins",
      "Storm damage at the north pier",
    ]);
    expect(items[0]?.source).toBe("Harbour Council Notes");
  });

  it("takes media:title when an item has no title (feedparser's item_media_title*.xml)", () => {
    const items = parseFeed(FEED_FIXTURES.mediaTitle, "https://river.example/rss");
    expect(pick(items, "title")).toEqual([
      "Water level falls below the danger mark",
      "Boats back on the river",
      "Old bridge closed for repairs",
    ]);
  });

  it("drops a ' - Source' ending only when it is the feed's own name, never leaving a dash (feedparser's rss1.0withModules.xml)", () => {
    const items = parseFeed(FEED_FIXTURES.rss10SourceSuffix, "https://ward.example/tests/rss1.0.xml");
    expect(pick(items, "title")).toEqual([
      "Street lights item - RSS 1.0",
      "Ward budget passed",
      "Park reopens",
      "Ward Notes - RSS 1.0",
    ]);
    expect(items[0]?.source).toBe("Ward Notes - RSS 1.0");
  });

  it("drops an item's own <source> name from the end of its title", () => {
    const items = parseFeed(FEED_FIXTURES.rssSourceElement, "https://digest.example/rss");
    expect(pick(items, "title")).toEqual([
      "Monsoon session to begin on July 21",
      "India vs Australia - live score",
      "Rates held steady - Reuters",
      "Fuel prices cut by ₹2",
    ]);
    expect(pick(items, "source")).toEqual(Array(4).fill("Top stories - Headline Digest"));
  });

  it("drops escaped markup left unclosed without losing the words after it (feedparser's sanitize/entry_title_object.xml)", () => {
    const items = parseFeed(FEED_FIXTURES.atom03EscapedObject, "https://relief.example/atom");
    expect(pick(items, "title")).toEqual([
      "Flood relief reaches Assam villages",
      "Boats sent to Barpeta",
      "Camps open in Dhubri",
      "Rain eases in the hills",
    ]);
    expect(items[0]?.source).toBe("Relief Desk");
  });

  it("keeps the words inside bare inline markup", () => {
    const items = parseFeed(FEED_FIXTURES.inlineMarkupTitle, "https://inline.example/atom");
    expect(pick(items, "title")).toEqual([
      "Parliament passes the data protection bill",
      "Heatwave warning for Delhi",
      "Storm closes three ports",
    ]);
  });

  it("decodes every HTML5 named entity", () => {
    const items = parseFeed(FEED_FIXTURES.everyEntity, "https://entities.example/feed");
    const expected = [...FEED_FIXTURES.everyEntity.matchAll(/<title>(\w+): &\1;<\/title>.*?<description>([^<]*)</g)];
    expect(expected.length).toBeGreaterThan(2000);
    expect(items).toHaveLength(expected.length);
    expected.forEach(([, name, codePoints], index) => {
      const characters = String.fromCodePoint(...(codePoints ?? "").split(" ").map((cp) => parseInt(cp.slice(2), 16)));
      const title = `${name}: ${characters}`.replace(/\s+/g, " ").trim();
      expect(items[index]?.title, `&${name};`).toBe(title);
    });
  });

  it("keeps the case of upper-case entities, double-encoded or not", () => {
    const items = parseFeed(FEED_FIXTURES.upperCaseEntities, "https://redaction.example/rss");
    expect(pick(items, "title")).toEqual([
      "ÉLECTIONS : l'École À l’heure",
      "Ålesund, Ærø et Þingvellir : le grand Ñandú",
      "MÃE DE UTENTE É A NOVA PRESIDENTE — câmara",
    ]);
    expect(items[0]?.source).toBe("RÉDACTION & Cie");
  });

  it("removes control characters and collapses white space, keeping the joiners Indic text needs", () => {
    const items = parseFeed(FEED_FIXTURES.controlCharacters, "https://control.example/rss");
    expect(pick(items, "title")).toEqual([
      "Budget passes after long debate",
      "Flood warning for the coast",
      "Strike called off",
      "राष्\u200dट्रीय समाचार कि\u200cताब",
    ]);
    expect(items[0]?.source).toBe("Control Desk");
    expect(items[1]?.description).toBe("Rain expected all week.");
    for (const item of items) {
      // eslint-disable-next-line no-control-regex -- control characters are what must not be there
      expect(item.title).not.toMatch(/[\u0000-\u001f\u007f-\u009f\ufeff]/);
    }
  });
});

describe("links", () => {
  it("resolves relative links against nested xml:base, then the feed's URL; alternate first; http(s) only", () => {
    const items = parseFeed(FEED_FIXTURES.relativeLinksXmlBase, "https://github.com/org/repo/releases.atom");
    expect(items.map((item) => [item.title, item.url])).toEqual([
      ["v3.9.0", "https://github.com/org/repo/releases/tag/v3.9.0"],
      ["v3.8.1", "https://github.com/org/repo/releases/tag/v3.8.1"],
      ["v3.8.0", "https://mirror.example/a/b/c/v3.8.0.html"],
    ]);
  });

  it("uses a guid only when it is a permalink and a URL; a relative link is read against the feed's URL", () => {
    const items = parseFeed(FEED_FIXTURES.guidPermalink, "https://guid.example/feeds/all.xml");
    expect(items.map((item) => [item.title, item.url])).toEqual([
      ["Guid without isPermaLink", "https://guid.example/stories/1"],
      ["Guid marked as a permalink", "https://guid.example/stories/2"],
      ["Link preferred to guid", "https://guid.example/stories/5"],
      ["Relative link", "https://guid.example/stories/6"],
    ]);
  });
});

describe("dates", () => {
  it("reads RFC 822 dates in other languages, with two-digit years, no seconds, named and numeric zones", () => {
    const items = parseFeed(FEED_FIXTURES.nonEnglishRfc822Dates, "https://dates.example/rss");
    expect(items.map((item) => [item.title.replace("Dated in ", ""), item.publishedAt])).toEqual([
      ["English", "2026-11-20T10:00:00.000Z"],
      ["French", "2026-11-20T10:00:00.000Z"],
      ["German", "2026-03-02T11:00:00.000Z"],
      ["Spanish", "2026-12-19T11:30:00.000Z"],
      ["Portuguese without seconds", "2026-10-05T12:00:00.000Z"],
      ["Italian", "2026-09-07T08:00:00.000Z"],
      ["Dutch", "2026-03-04T09:00:00.000Z"],
      ["Hindi", "2026-11-20T10:00:00.000Z"],
      ["Bengali with Bengali digits", "2026-11-20T10:00:00.000Z"],
      ["Two-digit year, no day, no seconds, EST", "2026-11-20T10:00:00.000Z"],
      ["Indian Standard Time", "2026-11-20T10:00:00.000Z"],
      ["Full names and UT", "2026-11-20T10:00:00.000Z"],
      ["Zone with a comment", "2026-11-20T10:00:00.000Z"],
      ["Numeric zone with a colon", "2026-11-20T10:00:00.000Z"],
    ]);
  });

  it("reads ISO 8601 dates: Atom published before updated, Dublin Core", () => {
    const items = parseFeed(FEED_FIXTURES.isoDates, "https://iso.example/atom");
    expect(items.map((item) => [item.title, item.publishedAt])).toEqual([
      ["Published before updated", "2026-11-20T10:00:00.000Z"],
      ["Only updated, with an offset", "2026-11-20T10:00:00.000Z"],
      ["Fractions of a second", "2026-11-20T10:00:00.250Z"],
      ["A day without a time", "2026-11-20T00:00:00.000Z"],
      ["No zone is UTC", "2026-11-20T10:00:00.000Z"],
      ["Dublin Core date", "2026-11-20T10:00:00.000Z"],
    ]);
  });

  it("keeps items whose date is missing or unreadable, with publishedAt null (never 'now')", () => {
    const items = parseFeed(FEED_FIXTURES.missingDates, "https://undated.example/rss");
    expect(items).toHaveLength(5);
    expect(pick(items, "publishedAt")).toEqual([null, null, null, null, null]);
  });

  it("reads the other forms feeds use", () => {
    expect(parseFeedDate("Fri, 20 Nov 2026 03:30 PM +0530")).toBe("2026-11-20T10:00:00.000Z");
    expect(parseFeedDate("20 Sept 1999 10:00 GMT")).toBe("1999-09-20T10:00:00.000Z");
    expect(parseFeedDate("14 juillet 2026")).toBe("2026-07-14T00:00:00.000Z");
    expect(parseFeedDate("3 juin 2026 08:00:00 CEST")).toBe("2026-06-03T06:00:00.000Z");
    expect(parseFeedDate("Fri, 20 Nov 2026 10:00:00 GMT+05:30")).toBe("2026-11-20T04:30:00.000Z");
    expect(parseFeedDate("Fri Nov 20 2026 10:00:00 GMT+0000 (Coordinated Universal Time)")).toBe(
      "2026-11-20T10:00:00.000Z",
    );
    expect(parseFeedDate("29 Feb 2028 12:00:00 Z")).toBe("2028-02-29T12:00:00.000Z");
    expect(parseFeedDate("29 Feb 2027 12:00:00 Z")).toBeNull();
    expect(parseFeedDate("2026-13-01")).toBeNull();
    expect(parseFeedDate("")).toBeNull();
  });
});

describe("errors", () => {
  it("refuses a DOCTYPE that declares entities with the typed error, before expanding anything", () => {
    expect(parseError(FEED_FIXTURES.doctypeEntityDeclaration)).toBe("entity_declaration");
    expect(
      parseError(
        '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><title>&xxe;</title></channel></rss>',
      ),
    ).toBe("entity_declaration");
  });

  it("names the cause of a cut end tag (a truncated '</rss')", () => {
    const cut = FEED_FIXTURES.rss091.trimEnd().slice(0, -1);
    expect(cut.endsWith("</rss")).toBe(true);
    expect(parseError(cut)).toBe("malformed");
    expect(() => parseFeed(cut, "https://gazette.example/rss.xml")).toThrow(
      /the end tag <\/rss is never closed with '>'/,
    );
    expect(() => parseFeed(`${cut} x>`, "https://gazette.example/rss.xml")).toThrow(/'x' in the end tag <\/rss>/);
    expect(() => parseFeed(`${cut}s>`, "https://gazette.example/rss.xml")).toThrow(
      /<\/rsss> where <\/rss> was expected/,
    );
  });

  it("says what kind of failure each is", () => {
    expect(parseError("")).toBe("not_xml");
    expect(parseError('{ "items": [] }')).toBe("not_xml");
    expect(parseError("<rss><channel><title>Unclosed</channel></rss>")).toBe("malformed");
    expect(parseError("<rss><channel></channel></rss><rss/>")).toBe("malformed");
    expect(parseError("<rss><channel><title a=1>x</title></channel></rss>")).toBe("malformed");
    expect(parseError(`<rss>${"<a>".repeat(1000)}</rss>`)).toBe("malformed");
    // Past the children an element keeps, the rest is still read and checked.
    const many = "<b>x</b>".repeat(12_000);
    expect(parseError(`<rss><channel><item><title>${many}<b></i></title></item></channel></rss>`)).toBe("malformed");
    const [item] = parseFeed(
      `<rss><channel><item><title>${many}</title><link>https://m.example/</link></item></channel></rss>`,
      "https://m.example/",
    );
    expect(item?.title).toMatch(/^(x){1000}/);
    expect(parseError("<!DOCTYPE html><html><head><meta charset=utf-8></head></html>")).toBe("unknown_format");
    expect(parseError('<?xml version="1.0"?><opml version="2.0"><body/></opml>')).toBe("unknown_format");
  });
});
