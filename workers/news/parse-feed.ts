/**
 * RSS (0.9x, 1.0 RDF, 2.0; also under Userland's and Harvard's old namespaces) and Atom
 * (0.3, the drafts, 1.0) feeds to plain headlines: title, link, published time, source (the
 * feed's title) and a short plain-text description.
 *
 * - Titles and descriptions: markup dropped with its words kept (escaped HTML, Atom text
 *   constructs of every type, Atom 0.3's mode="escaped", "xml" and "base64", bare inline
 *   markup), every HTML5 named entity decoded, control characters removed, white space
 *   collapsed; media:title when there is no title; a trailing " - Source" dropped from titles
 *   when it is the feed's own name or the item's <source>.
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
import { attribute, attributeNS, readXml, type XmlElement } from "./xml";

export { FEED_PARSE_ERROR_KINDS, FeedParseError, type FeedErrorKind } from "./feed-error";
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
  rss1: "http://purl.org/rss/1.0/",
  rss090: "http://my.netscape.com/rdf/simple/0.9/",
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  dc: "http://purl.org/dc/elements/1.1/",
  dcterms: "http://purl.org/dc/terms/",
  content: "http://purl.org/rss/1.0/modules/content/",
  media: "http://search.yahoo.com/mrss/",
} as const;

/** The namespaces of RSS's own elements (none for 0.9x and 2.0). */
const RSS_NAMESPACES: ReadonlySet<string> = new Set<string>(["", NS.rss1, NS.rss090]);
/** Namespaces early RSS 0.9x/2.0 put on <rss>: Userland's (rss, rss2, rss2.1, ...) and then Harvard's. */
const OLD_RSS_NAMESPACE = /^http:\/\/(?:backend\.userland\.com\/rss[\d.]*|blogs\.law\.harvard\.edu\/tech\/rss)\/?$/;
/** Atom's namespaces before 1.0: 0.3's and the drafts' (purl.org/atom/ns#...), and its earlier names, Pie and Echo. */
const OLD_ATOM_NAMESPACE =
  /^http:\/\/(?:purl\.org\/atom\/ns#.*|purl\.org\/(?:pie|echo)\/|example\.com\/(?:necho|newformat#))$/;
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

/** Characters no text holds (white space aside): bytes that decode to them are binary, not text. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Base64 content as text; null when it is not base64, or holds no UTF-8 text (binary). */
function textFromBase64(raw: string): string | null {
  const compact = raw.replace(/\s+/g, "");
  if (!compact || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  try {
    const bytes = Uint8Array.from(atob(compact), (c) => c.charCodeAt(0));
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return BINARY.test(text) ? null : text;
  } catch {
    return null;
  }
}

/**
 * How an Atom text construct of this `type` is read (RFC 4287 3.1, and 4.1.3 for media types,
 * which Atom 0.3 uses everywhere): "text" (also when absent or ""), "html" and "xhtml"; HTML
 * media types as html, XML ones as xhtml, other text/* as text; any other type is base64.
 */
function kindOfAtomType(type: string): TextKind | "base64" {
  if (type === "" || type === "text") return "text";
  if (type === "html" || type === "xhtml") return type;
  if (type.includes("html")) return type.includes("xhtml") ? "xhtml" : "html";
  if (type.endsWith("/xml") || type.endsWith("+xml")) return "xhtml";
  return type.startsWith("text/") ? "text" : "base64";
}

/**
 * An Atom text construct (title, summary, content, in 1.0, 0.3 or a draft between). Atom 0.3's
 * mode, where given, says how the content is written: base64 (nothing when it is not), escaped,
 * or xml. Otherwise the type does (`kindOfAtomType`); content of a type read as base64 is
 * decoded when that gives UTF-8 text, and else read as the text it is (a type named wrongly,
 * as feedparser and gofeed read it).
 */
function atomText(element: XmlElement | undefined, limit = Infinity): string {
  if (!element) return "";
  if (attribute(element, "src") !== undefined) return ""; // out-of-line content: nothing to read here
  const kind = kindOfAtomType((attribute(element, "type") ?? "").trim().toLowerCase());
  const mode = attribute(element, "mode")?.trim().toLowerCase();
  const raw = treeText(element);
  if (mode === "base64") return readAs(textFromBase64(raw) ?? "", kind === "html" ? "html" : "text", limit);
  if (mode === "escaped") return readAs(raw, kind === "html" || kind === "xhtml" ? "html" : "text", limit);
  if (kind === "base64") return readAs(textFromBase64(raw) ?? raw, "text", limit);
  return readAs(raw, kind, limit);
}

/** Media RSS text (media:title): type "plain" (the default) or "html". */
function mediaText(element: XmlElement | undefined): string {
  if (!element) return "";
  return readAs(treeText(element), attribute(element, "type")?.trim().toLowerCase() === "html" ? "html" : "text");
}

/** RSS text (title, description, content:encoded, dc:*): HTML in practice, whatever the spec says. */
function rssText(element: XmlElement | undefined, limit = Infinity): string {
  return element ? readAs(treeText(element), "html", limit) : "";
}

/** The first date among `candidates` that can be read. */
function firstDate(...candidates: (XmlElement | undefined)[]): string | null {
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

/**
 * One feed being read. Items and entries are read as each one ends (`visit`), then left out
 * of the tree, so memory stays small whatever the feed's length; the feed's name is read
 * at the end (`finish`), wherever in the channel it stood.
 */
class FeedReader {
  /** The items read so far: `source` is filled in, and titles trimmed of it, by `finish`. */
  private readonly items: FeedItem[] = [];
  /** Each item's own source name (RSS <source>, Atom <source><title>), "" when it has none. */
  private readonly itemSources: string[] = [];
  /** Every item or entry met, kept or not (one without a title or an http(s) link is left out). */
  entries = 0;
  private readonly feedBase: string | null;
  private readonly bases = new WeakMap<XmlElement, string | null>();
  private format: Format | null = null;
  private own: ReadonlySet<string> = RSS_NAMESPACES;

  constructor(readonly feedUrl: string) {
    this.feedBase = parseUrl(feedUrl, null)?.href ?? null;
  }

  /** Decides the format from the root element. */
  private formatOf(root: XmlElement): Format {
    if (this.format) return this.format;
    const { local, ns } = root;
    if (local === "rss" && (RSS_NAMESPACES.has(ns) || OLD_RSS_NAMESPACE.test(ns))) {
      this.format = "rss";
      this.own = new Set([...RSS_NAMESPACES, ns]);
    } else if (local === "RDF" && ns === NS.rdf) this.format = "rdf";
    else if (local === "feed" && (ns === NS.atom || ns === "" || OLD_ATOM_NAMESPACE.test(ns))) {
      this.format = "atom";
      this.own = new Set([ns]);
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
    this.items.forEach((item, i) => {
      item.title = stripSourceSuffix(item.title, [source, this.itemSources[i] ?? ""]);
      item.source = source;
    });
    return this.items;
  }

  /**
   * The base URL in force at an element: its own and its ancestors' xml:base (the xml prefix
   * is fixed by the XML namespaces spec), over the feed's URL.
   */
  private baseOf(element: XmlElement | null): string | null {
    if (!element) return this.feedBase;
    const own = element.attrs.length ? attribute(element, "xml:base")?.trim() : undefined;
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
    const absolute = ABSOLUTE_HTTP.test(trimmed);
    if (absolute && isCanonicalHttpUrl(trimmed)) return trimmed;
    const base = at && !absolute ? this.baseOf(at) : null;
    if (base !== null && isCanonicalPathReference(trimmed)) {
      const parts = this.partsOf(base);
      if (parts) return (trimmed.charCodeAt(0) === 47 /* / */ ? parts.origin : parts.directory) + trimmed;
    }
    const url = parseUrl(trimmed, base);
    return url && (url.protocol === "https:" || url.protocol === "http:") && url.hostname ? url.href : null;
  }

  /** A canonical base's origin and directory ("https://a.example", "https://a.example/dir/"), by base. */
  private readonly baseParts = new Map<string, { origin: string; directory: string } | null>();

  /**
   * What a path reference is joined to, when the base is an http(s) URL in canonical form:
   * then joining by hand gives what the URL parser would (the reference being canonical too).
   */
  private partsOf(base: string): { origin: string; directory: string } | null {
    let parts = this.baseParts.get(base);
    if (parts === undefined) {
      const url = isCanonicalHttpUrl(base) ? parseUrl(base, null) : null;
      parts = url
        ? { origin: url.origin, directory: url.origin + url.pathname.slice(0, url.pathname.lastIndexOf("/") + 1) }
        : null;
      if (this.baseParts.size < 1000) this.baseParts.set(base, parts);
    }
    return parts;
  }

  /** The href of the best Atom link: rel="alternate" (or no rel) first, then other kinds of link. */
  private atomLink(links: XmlElement[]): string | null {
    const rel = (link: XmlElement) => (attribute(link, "rel") ?? "alternate").trim().toLowerCase();
    const alternates = links.filter((link) => rel(link) === "alternate");
    const others = links.filter((link) => !SKIPPED_LINK_RELS.has(rel(link)));
    for (const link of [...alternates, ...others]) {
      const url = this.httpUrl(attribute(link, "href"), link);
      if (url) return url;
    }
    return null;
  }

  private add(title: string, url: string | null, publishedAt: string | null, description: string, source: string) {
    this.entries++;
    if (!title || !url) return;
    this.itemSources.push(source);
    this.items.push({
      title,
      url,
      publishedAt,
      source: "",
      description: truncateText(description, DESCRIPTION_MAX_LENGTH),
    });
  }

  /** An RSS item (0.9x, 1.0, 2.0), with the Dublin Core, content and Atom extensions. */
  private readItem(item: XmlElement) {
    const field = fieldsOf(item, this.own);
    const title = rssText(field.title) || rssText(field.dcTitle) || mediaText(field.mediaTitle);

    const { link, guid } = field;
    const permalink = guid && (attribute(guid, "isPermaLink") ?? "true").trim().toLowerCase() === "true";
    const url =
      (link && this.httpUrl(treeText(link), link)) ||
      (field.atomLink && this.atomLink(findAll(item, this.own, NS.atom, "link"))) ||
      (permalink ? this.httpUrl(treeText(guid), null) : null) ||
      this.httpUrl(attributeNS(item, NS.rdf, "about"), null);

    const publishedAt = firstDate(
      field.pubDate,
      field.dcDate,
      field.dctermsIssued,
      field.dctermsCreated,
      field.dctermsDate,
      field.atomPublished,
      field.dctermsModified,
      field.atomUpdated,
    );
    const description =
      rssText(field.description, DESCRIPTION_READ_LIMIT) ||
      rssText(field.contentEncoded, DESCRIPTION_READ_LIMIT) ||
      rssText(field.dcDescription, DESCRIPTION_READ_LIMIT);
    this.add(title, url, publishedAt, description, rssText(field.source));
  }

  /** An Atom entry (1.0 or 0.3). */
  private readEntry(entry: XmlElement) {
    const field = fieldsOf(entry, this.own);
    const title = atomText(field.title) || mediaText(field.mediaTitle);
    const url = field.link ? this.atomLink(findAll(entry, this.own, OWN, "link")) : null;
    const publishedAt = firstDate(
      field.published,
      field.issued,
      field.dcDate,
      field.updated,
      field.modified,
      field.created,
    );
    const description =
      atomText(field.summary, DESCRIPTION_READ_LIMIT) || atomText(field.content, DESCRIPTION_READ_LIMIT);
    const source = field.source && atomText(find(field.source, this.own, OWN, "title"));
    this.add(title, url, publishedAt, description, source || "");
  }
}

/** The child elements an item or entry is read from: the first of each kind. */
class Fields {
  title?: XmlElement = undefined;
  link?: XmlElement = undefined;
  guid?: XmlElement = undefined;
  pubDate?: XmlElement = undefined;
  description?: XmlElement = undefined;
  summary?: XmlElement = undefined;
  content?: XmlElement = undefined;
  published?: XmlElement = undefined;
  issued?: XmlElement = undefined;
  updated?: XmlElement = undefined;
  modified?: XmlElement = undefined;
  created?: XmlElement = undefined;
  source?: XmlElement = undefined;
  dcTitle?: XmlElement = undefined;
  dcDate?: XmlElement = undefined;
  dcDescription?: XmlElement = undefined;
  dctermsIssued?: XmlElement = undefined;
  dctermsCreated?: XmlElement = undefined;
  dctermsDate?: XmlElement = undefined;
  dctermsModified?: XmlElement = undefined;
  contentEncoded?: XmlElement = undefined;
  atomLink?: XmlElement = undefined;
  atomPublished?: XmlElement = undefined;
  atomUpdated?: XmlElement = undefined;
  mediaTitle?: XmlElement = undefined;
}
type Field = keyof Fields;

/** Which field a child in the format's own namespace fills. */
function ownField(local: string): Field | undefined {
  switch (local) {
    case "title":
    case "link":
    case "guid":
    case "pubDate":
    case "description":
    case "summary":
    case "content":
    case "published":
    case "issued":
    case "updated":
    case "modified":
    case "created":
    case "source":
      return local;
    default:
      return undefined;
  }
}

/** Which field a child in an extension's namespace (Dublin Core, content, Atom in RSS) fills. */
function extensionField(ns: string, local: string): Field | undefined {
  switch (ns) {
    case NS.dc:
      return local === "title"
        ? "dcTitle"
        : local === "date"
          ? "dcDate"
          : local === "description"
            ? "dcDescription"
            : undefined;
    case NS.dcterms:
      return local === "issued"
        ? "dctermsIssued"
        : local === "created"
          ? "dctermsCreated"
          : local === "date"
            ? "dctermsDate"
            : local === "modified"
              ? "dctermsModified"
              : undefined;
    case NS.content:
      return local === "encoded" ? "contentEncoded" : undefined;
    case NS.atom:
      return local === "link"
        ? "atomLink"
        : local === "published"
          ? "atomPublished"
          : local === "updated"
            ? "atomUpdated"
            : undefined;
    case NS.media:
      return local === "title" ? "mediaTitle" : undefined;
    default:
      return undefined;
  }
}

/** The first child of each kind this reader uses, found in one pass over the children. */
function fieldsOf(element: XmlElement, own: ReadonlySet<string>): Fields {
  const fields = new Fields();
  for (const child of element.children) {
    if (typeof child === "string") continue;
    const name = own.has(child.ns) ? ownField(child.local) : extensionField(child.ns, child.local);
    if (name !== undefined) fields[name] ??= child;
  }
  return fields;
}

/**
 * An absolute http(s) URL already in the form the URL parser would give back (lower-case
 * host name that is no IP address or punycode, no port, a path, only characters that are
 * never escaped, no dot segments): taken as it is, sparing the parser for the thousands of
 * links a big feed holds. Anything else goes through `new URL`.
 */
function isCanonicalHttpUrl(url: string): boolean {
  return CANONICAL_HTTP_URL.test(url) && !DOT_SEGMENT.test(url);
}

/**
 * A path reference ("/a/b", "b/c?d") that, joined to a canonical base, stays canonical:
 * not network-path ("//host"), no scheme (the first segment has no ":"), no dot segments,
 * only characters that are never escaped.
 */
function isCanonicalPathReference(reference: string): boolean {
  return CANONICAL_PATH_REFERENCE.test(reference) && !DOT_SEGMENT.test(reference);
}
const CANONICAL_HTTP_URL =
  /^https?:\/\/(?!xn--)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.(?!xn--)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?!xn--)[a-z](?:[a-z0-9-]*[a-z0-9])?\/[-A-Za-z0-9._~!$&()*+,;=:@/%]*(?:\?[-A-Za-z0-9._~!$&()*+,;=:@/%?]*)?(?:#[-A-Za-z0-9._~!$&'()*+,;=:@/%?#]*)?$/;
const CANONICAL_PATH_REFERENCE =
  /^(?:\/(?!\/)|[-A-Za-z0-9._~]+(?=[/?#]|$))[-A-Za-z0-9._~!$&()*+,;=:@/%]*(?:\?[-A-Za-z0-9._~!$&()*+,;=:@/%?]*)?(?:#[-A-Za-z0-9._~!$&'()*+,;=:@/%?#]*)?$/;
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:[/?#]|$)|%2e/i;

/** A reference that needs no base to be resolved against. */
const ABSOLUTE_HTTP = /^https?:\/\//i;

/** Atom link relations that never point at the story itself. */
const SKIPPED_LINK_RELS = new Set(["alternate", "self", "edit", "edit-media", "enclosure", "replies", "license"]);

/** An HTML page served where a feed was expected (an error page, a login wall). */
const HTML_PAGE = /^\s*<(?:!doctype\s+html|html)[\s>]/i;

/** A feed read: its usable items, and how many items or entries it held in all. */
interface FeedReport {
  items: FeedItem[];
  /** Items or entries in the feed, including those left out for want of a title or an http(s) link. */
  entries: number;
}

/**
 * The items of an RSS or Atom feed, in document order; those without a title or an http(s)
 * link are left out. An empty feed is no items. Throws FeedParseError, and nothing else.
 */
export function parseFeed(xml: string, feedUrl: string): FeedItem[] {
  return readFeed(xml, feedUrl).items;
}

/** As parseFeed, with the count of every item or entry the feed held (what a news run records). */
export function readFeed(xml: string, feedUrl: string): FeedReport {
  try {
    if (typeof xml !== "string") throw new FeedParseError("not_xml", "The feed is not text.");
    const text = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml;
    if (HTML_PAGE.test(text.slice(0, 4096))) {
      throw new FeedParseError("unknown_format", "Neither RSS nor Atom: this is an HTML page.");
    }
    const reader = new FeedReader(String(feedUrl));
    const items = reader.finish(readXml(text, reader.visit));
    return { items, entries: reader.entries };
  } catch (error) {
    if (error instanceof FeedParseError) throw error;
    // Not expected; but nothing the parser is given may make it throw anything else.
    const message = error instanceof Error ? error.message : String(error);
    throw new FeedParseError("malformed", `The feed could not be read: ${message}`);
  }
}
