/**
 * RSS (0.9x, 1.0 RDF, 2.0) and Atom (0.3, 1.0) feeds to plain headlines: title, link,
 * published time, source (the feed's title) and a short plain-text description.
 *
 * - Titles and descriptions: markup dropped with its words kept (escaped HTML, Atom's
 *   type="html" and type="xhtml", Atom 0.3's mode="escaped", "xml" and "base64", bare inline
 *   markup), every HTML5 named entity decoded, control characters removed, white space
 *   collapsed, a trailing " - Source" dropped from titles.
 * - Links: resolved against xml:base (nested, element by element) and then the feed's own
 *   URL; Atom's rel="alternate" first; an RSS guid only when it is a permalink; only http(s).
 * - Dates: pubDate, dc:date, dcterms, Atom published/updated (0.3: issued/modified/created),
 *   in RFC 822 or ISO 8601 (./feed-dates.ts); null when none can be read.
 * - Malformed XML is refused, not half-read. Every failure is a FeedParseError with a `kind`
 *   (./feed-error.ts); nothing else is ever thrown.
 */
import { FeedParseError } from "./feed-error";
import { parseFeedDate } from "./feed-dates";
import { elementSeparator, htmlToText, plainText, stripSourceSuffix, tidyText, truncateText } from "./text";
import { attributeNS, readXml, type XmlElement } from "./xml";

export { FEED_ERROR_KINDS, FeedParseError, type FeedErrorKind } from "./feed-error";
export { decodeFeed, detectEncoding } from "./decode-feed";

export interface FeedItem {
  title: string;
  url: string;
  /** ISO 8601 (UTC), or null when the item has no date that can be read: the caller decides. */
  publishedAt: string | null;
  source: string;
  /** Plain text, at most DESCRIPTION_MAX_LENGTH characters; "" when the item has none. */
  description: string;
}

export const DESCRIPTION_MAX_LENGTH = 1000;

/** Text taken from one element before it is cleaned: plenty for any title. */
const RAW_TEXT_LIMIT = 100_000;
/** How much text (markup dropped, before white space is collapsed) is read for a description. */
const DESCRIPTION_READ_LIMIT = 4 * DESCRIPTION_MAX_LENGTH;

const NS = {
  atom: "http://www.w3.org/2005/Atom",
  atom03: "http://purl.org/atom/ns#",
  rss1: "http://purl.org/rss/1.0/",
  rss090: "http://my.netscape.com/rdf/simple/0.9/",
  userland: "http://backend.userland.com/rss2",
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  dc: "http://purl.org/dc/elements/1.1/",
  dcterms: "http://purl.org/dc/terms/",
  content: "http://purl.org/rss/1.0/modules/content/",
} as const;

/** The namespaces of RSS's own elements (none for 0.9x and 2.0). */
const RSS_NAMESPACES: ReadonlySet<string> = new Set<string>(["", NS.rss1, NS.rss090, NS.userland]);
/** Stands, in `find`, for the feed format's own namespaces. */
const OWN = "\u0000own";

/** How an element's content is to be read. */
type TextKind = "text" | "html" | "xhtml";

/** The first child of `parent` with this local name, in namespace `ns` (OWN: any of `own`). */
function find(parent: XmlElement, own: ReadonlySet<string>, ns: string, local: string): XmlElement | undefined {
  for (const child of parent.children) {
    if (typeof child === "string" || child.local !== local) continue;
    if (ns === OWN ? own.has(child.ns) : child.ns === ns) return child;
  }
  return undefined;
}

/** All children of `parent` with this local name, in namespace `ns` (OWN: any of `own`). */
function findAll(parent: XmlElement, own: ReadonlySet<string>, ns: string, local: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (const child of parent.children) {
    if (typeof child === "string" || child.local !== local) continue;
    if (ns === OWN ? own.has(child.ns) : child.ns === ns) found.push(child);
  }
  return found;
}

// ---------------------------------------------------------------------------------------
// Text

/** The text of an element and its descendants, in order; hidden HTML elements skipped, block elements spaced. */
function treeText(element: XmlElement): string {
  const children = element.children;
  if (children.length === 1 && typeof children[0] === "string") return children[0].slice(0, RAW_TEXT_LIMIT);
  const parts: string[] = [];
  let length = 0;
  const walk = (node: XmlElement) => {
    for (const child of node.children) {
      if (length > RAW_TEXT_LIMIT) return;
      if (typeof child === "string") {
        parts.push(child);
        length += child.length;
        continue;
      }
      const separator = elementSeparator(child.local);
      if (separator === null) continue;
      parts.push(separator);
      walk(child);
      parts.push(separator);
    }
  };
  walk(element);
  return parts.join("").slice(0, RAW_TEXT_LIMIT);
}

/** Plain text read from raw element text. For a description, only its beginning is read (`limit`). */
function readAs(raw: string, kind: TextKind, limit = Infinity): string {
  if (kind === "html") return htmlToText(raw, limit);
  const text = raw.length > limit ? raw.slice(0, limit) : raw;
  return kind === "xhtml" ? tidyText(text) : plainText(text);
}

/** Base64 content (Atom 0.3 mode="base64") as UTF-8 text; "" when it is not base64. */
function fromBase64(raw: string): string {
  const compact = raw.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return "";
  try {
    const binary = atob(compact);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8").decode(bytes);
  } catch {
    return "";
  }
}

/** The kind a MIME type (Atom 0.3 type, Atom 1.0 content type) calls for; null for non-text media. */
function kindOfMediaType(type: string): TextKind | null {
  if (type.includes("html")) return type.includes("xhtml") ? "xhtml" : "html";
  if (type.endsWith("/xml") || type.endsWith("+xml")) return "xhtml";
  if (type.startsWith("text/")) return "text";
  return null;
}

/**
 * An Atom text construct (title, summary, content, in 1.0 or 0.3): type text, html, xhtml
 * or a media type; Atom 0.3's mode xml, escaped or base64 (honoured in any Atom feed).
 */
function atomText(element: XmlElement | undefined, limit = Infinity): string {
  if (!element) return "";
  if (element.attrs.has("src")) return ""; // out-of-line content: nothing to read here
  const type = (element.attrs.get("type") ?? "text").trim().toLowerCase();
  const mode = element.attrs.get("mode")?.trim().toLowerCase();
  let kind: TextKind | null =
    type === "text" ? "text" : type === "html" ? "html" : type === "xhtml" ? "xhtml" : kindOfMediaType(type);
  if (mode === "base64") {
    return readAs(fromBase64(treeText(element)), kind === "html" ? "html" : "text", limit);
  }
  if (mode === "escaped") kind = kind === "html" || kind === "xhtml" ? "html" : "text";
  if (!kind) return "";
  return readAs(treeText(element), kind, limit);
}

/** RSS text (title, description, content:encoded, dc:*): HTML in practice, whatever the spec says. */
function rssText(element: XmlElement | undefined, limit = Infinity): string {
  return element ? readAs(treeText(element), "html", limit) : "";
}

/** The first date among `candidates` that can be read. */
function firstDate(candidates: (XmlElement | undefined)[]): string | null {
  for (const element of candidates) {
    if (!element) continue;
    const date = parseFeedDate(tidyText(treeText(element)));
    if (date) return date;
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// Links

function parseUrl(reference: string, base: string | null): URL | null {
  try {
    return base ? new URL(reference, base) : new URL(reference);
  } catch {
    return null;
  }
}

function hostName(feedUrl: string) {
  try {
    return new URL(feedUrl).hostname.replace(/^www\./, "");
  } catch {
    return feedUrl;
  }
}

// ---------------------------------------------------------------------------------------
// Formats

type Format = "rss" | "rdf" | "atom" | "unknown";

/** What an item gave, before the feed's name (needed to trim titles) is surely known. */
interface PendingItem {
  title: string;
  url: string;
  publishedAt: string | null;
  description: string;
}

/**
 * One feed being read. Items and entries are read as each one ends (`visit`), then left out
 * of the tree, so memory stays small whatever the feed's length; the feed's name is read
 * at the end (`finish`), wherever in the channel it stood.
 */
class FeedReader {
  private readonly pending: PendingItem[] = [];
  private readonly feedBase: string | null;
  private readonly bases = new Map<XmlElement, string | null>();
  private format: Format | null = null;
  private own: ReadonlySet<string> = RSS_NAMESPACES;

  constructor(readonly feedUrl: string) {
    this.feedBase = parseUrl(feedUrl, null)?.href ?? null;
  }

  /** Decides the format from the root element. */
  private formatOf(root: XmlElement): Format {
    if (this.format) return this.format;
    if (root.local === "rss" && RSS_NAMESPACES.has(root.ns)) this.format = "rss";
    else if (root.local === "RDF" && root.ns === NS.rdf) this.format = "rdf";
    else if (root.local === "feed" && (root.ns === NS.atom || root.ns === NS.atom03 || root.ns === "")) {
      this.format = "atom";
      this.own = new Set([root.ns]);
    } else this.format = "unknown";
    return this.format;
  }

  /** Called as each element ends: reads (and drops) items and entries, keeps everything else. */
  visit = (element: XmlElement): boolean => {
    const parent = element.parent;
    if (!parent) return true;
    const root = parent.parent ? (parent.parent.parent ? null : parent.parent) : parent;
    if (!root) return true; // items and entries are children of the root or of the channel
    const format = this.formatOf(root);
    if (format === "atom") {
      if (parent !== root || element.local !== "entry" || !this.own.has(element.ns)) return true;
      this.readEntry(element);
      return false;
    }
    if (format === "unknown" || element.local !== "item" || !this.own.has(element.ns)) return true;
    if (parent !== root && (parent.local !== "channel" || !this.own.has(parent.ns))) return true;
    this.readItem(element);
    return false;
  };

  /** The items, once the whole document is read; unknown_format when it was neither RSS nor Atom. */
  finish(root: XmlElement): FeedItem[] {
    const format = this.formatOf(root);
    if (format === "unknown") {
      throw new FeedParseError("unknown_format", `Neither RSS nor Atom: the root element is <${root.name}>.`);
    }
    let source = "";
    if (format === "atom") {
      source = atomText(find(root, this.own, OWN, "title"));
    } else {
      const channel = find(root, this.own, OWN, "channel");
      if (channel)
        source = rssText(find(channel, this.own, OWN, "title")) || rssText(find(channel, this.own, NS.dc, "title"));
    }
    source ||= hostName(this.feedUrl);
    const items: FeedItem[] = [];
    for (const item of this.pending) {
      const title = stripSourceSuffix(item.title, source);
      if (title)
        items.push({ title, url: item.url, publishedAt: item.publishedAt, source, description: item.description });
    }
    return items;
  }

  /**
   * The base URL in force at an element: its own and its ancestors' xml:base (the xml prefix
   * is fixed by the XML namespaces spec), over the feed's URL.
   */
  private baseOf(element: XmlElement | null): string | null {
    if (!element) return this.feedBase;
    const own = element.attrs.size ? element.attrs.get("xml:base")?.trim() : undefined;
    if (!own) return this.baseOf(element.parent);
    let base = this.bases.get(element);
    if (base === undefined) {
      const parentBase = this.baseOf(element.parent);
      base = parseUrl(own, parentBase)?.href ?? parentBase;
      this.bases.set(element, base);
    }
    return base;
  }

  /** An http(s) URL from a reference, resolved against the base at element `at` (none: absolute only). */
  private httpUrl(reference: string | undefined, at: XmlElement | null): string | null {
    const trimmed = reference?.trim();
    if (!trimmed) return null;
    const url = parseUrl(trimmed, at && !ABSOLUTE_HTTP.test(trimmed) ? this.baseOf(at) : null);
    return url && (url.protocol === "https:" || url.protocol === "http:") && url.hostname ? url.href : null;
  }

  /** The href of the best Atom link: rel="alternate" (or no rel) first, then other kinds of link. */
  private atomLink(links: XmlElement[]): string | null {
    const rel = (link: XmlElement) => (link.attrs.get("rel") ?? "alternate").trim().toLowerCase();
    const alternates = links.filter((link) => rel(link) === "alternate");
    const others = links.filter((link) => !SKIPPED_LINK_RELS.has(rel(link)));
    for (const link of [...alternates, ...others]) {
      const url = this.httpUrl(link.attrs.get("href"), link);
      if (url) return url;
    }
    return null;
  }

  private add(title: string, url: string | null, publishedAt: string | null, description: string) {
    if (!title || !url) return;
    this.pending.push({ title, url, publishedAt, description: truncateText(description, DESCRIPTION_MAX_LENGTH) });
  }

  /** An RSS item (0.9x, 1.0, 2.0), with the Dublin Core, content and Atom extensions. */
  private readItem(item: XmlElement) {
    const child = (ns: string, local: string) => find(item, this.own, ns, local);
    const title = rssText(child(OWN, "title")) || rssText(child(NS.dc, "title"));

    const link = child(OWN, "link");
    const guid = child(OWN, "guid");
    const permalink = guid && (guid.attrs.get("isPermaLink") ?? "true").trim().toLowerCase() === "true";
    const url =
      (link && this.httpUrl(treeText(link), link)) ||
      (child(NS.atom, "link") && this.atomLink(findAll(item, this.own, NS.atom, "link"))) ||
      (permalink ? this.httpUrl(treeText(guid), null) : null) ||
      this.httpUrl(attributeNS(item, NS.rdf, "about"), null);

    const publishedAt = firstDate([
      child(OWN, "pubDate"),
      child(NS.dc, "date"),
      child(NS.dcterms, "issued"),
      child(NS.dcterms, "created"),
      child(NS.dcterms, "date"),
      child(NS.atom, "published"),
      child(NS.dcterms, "modified"),
      child(NS.atom, "updated"),
    ]);
    const description =
      rssText(child(OWN, "description"), DESCRIPTION_READ_LIMIT) ||
      rssText(child(NS.content, "encoded"), DESCRIPTION_READ_LIMIT) ||
      rssText(child(NS.dc, "description"), DESCRIPTION_READ_LIMIT);
    this.add(title, url, publishedAt, description);
  }

  /** An Atom entry (1.0 or 0.3). */
  private readEntry(entry: XmlElement) {
    const child = (ns: string, local: string) => find(entry, this.own, ns, local);
    const title = atomText(child(OWN, "title"));
    const url = this.atomLink(findAll(entry, this.own, OWN, "link"));
    const publishedAt = firstDate([
      child(OWN, "published"),
      child(OWN, "issued"),
      child(NS.dc, "date"),
      child(OWN, "updated"),
      child(OWN, "modified"),
      child(OWN, "created"),
    ]);
    const description =
      atomText(child(OWN, "summary"), DESCRIPTION_READ_LIMIT) ||
      atomText(child(OWN, "content"), DESCRIPTION_READ_LIMIT);
    this.add(title, url, publishedAt, description);
  }
}

/** A reference that needs no base to be resolved against. */
const ABSOLUTE_HTTP = /^https?:\/\//i;

/** Atom link relations that never point at the story itself. */
const SKIPPED_LINK_RELS = new Set(["alternate", "self", "edit", "edit-media", "enclosure", "replies", "license"]);

/** An HTML page served where a feed was expected (an error page, a login wall). */
const HTML_PAGE = /^\s*<(?:!doctype\s+html|html)[\s>]/i;

/**
 * The items of an RSS or Atom feed, in document order; those without a title or an http(s)
 * link are left out. An empty feed is no items. Throws FeedParseError, and nothing else.
 */
export function parseFeed(xml: string, feedUrl: string): FeedItem[] {
  try {
    if (typeof xml !== "string") throw new FeedParseError("not_xml", "The feed is not text.");
    const text = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml;
    if (HTML_PAGE.test(text.slice(0, 4096))) {
      throw new FeedParseError("unknown_format", "Neither RSS nor Atom: this is an HTML page.");
    }
    const reader = new FeedReader(String(feedUrl));
    return reader.finish(readXml(text, reader.visit));
  } catch (error) {
    if (error instanceof FeedParseError) throw error;
    // Not expected; but nothing the parser is given may make it throw anything else.
    const message = error instanceof Error ? error.message : String(error);
    throw new FeedParseError("malformed", `The feed could not be read: ${message}`);
  }
}
