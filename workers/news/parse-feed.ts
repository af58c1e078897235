/**
 * RSS 2.0 and Atom, parsed with fast-xml-parser into plain headlines: title (markup
 * dropped, entities decoded), link, published time and source. Malformed XML is an
 * error, not a partial read.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";

import { cleanText, stripSourceSuffix } from "./text";

export interface FeedItem {
  title: string;
  url: string;
  publishedAt: string;
  source: string;
}

export class FeedParseError extends Error {
  override name = "FeedParseError";
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ["item", "entry", "link", "category"].includes(name),
});

type Node = Record<string, unknown>;
const asNode = (value: unknown): Node | null =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Node) : null;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** The text of an element that may carry attributes (Atom's <title type="html">). */
function text(value: unknown): string {
  const node = asNode(value);
  return cleanText(node ? node["#text"] : value);
}

function date(value: unknown, fallback: string): string {
  const raw = text(value);
  const parsed = raw ? Date.parse(raw) : Number.NaN;
  return Number.isNaN(parsed) ? fallback : new Date(parsed).toISOString();
}

function httpUrl(value: string): string | null {
  const url = value.trim();
  return /^https?:\/\//i.test(url) && URL.canParse(url) ? url : null;
}

function hostName(url: string) {
  return new URL(url).hostname.replace(/^www\./, "");
}

export function parseFeed(xml: string, feedUrl: string, now = new Date()): FeedItem[] {
  const trimmed = xml.trim();
  if (!trimmed.startsWith("<")) throw new FeedParseError("The feed is not XML.");
  const valid = XMLValidator.validate(trimmed);
  if (valid !== true) throw new FeedParseError(`Malformed XML: ${valid.err.msg} (line ${valid.err.line}).`);

  const document = asNode(parser.parse(trimmed));
  const fallbackTime = now.toISOString();
  const rss = asNode(document?.rss);
  if (rss) {
    const channel = asNode(rss.channel);
    const source = text(channel?.title) || hostName(feedUrl);
    return asArray(channel?.item).flatMap((raw) => {
      const item = asNode(raw);
      const title = stripSourceSuffix(text(item?.title), source);
      const link = httpUrl(text(asArray(item?.link)[0]) || text(item?.guid));
      if (!item || !title || !link) return [];
      return [{ title, url: link, publishedAt: date(item.pubDate ?? item["dc:date"], fallbackTime), source }];
    });
  }
  const feed = asNode(document?.feed);
  if (feed) {
    const source = text(feed.title) || hostName(feedUrl);
    return asArray(feed.entry).flatMap((raw) => {
      const entry = asNode(raw);
      const title = stripSourceSuffix(text(entry?.title), source);
      const links = asArray(entry?.link).map(asNode);
      const alternate = links.find((l) => !l?.["@_rel"] || l["@_rel"] === "alternate") ?? links[0];
      const link = httpUrl(String(alternate?.["@_href"] ?? ""));
      if (!entry || !title || !link) return [];
      return [{ title, url: link, publishedAt: date(entry.published ?? entry.updated, fallbackTime), source }];
    });
  }
  throw new FeedParseError("Neither an RSS 2.0 nor an Atom feed.");
}
