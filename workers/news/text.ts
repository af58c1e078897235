/**
 * Turning feed text into clean plain text: entities decoded (every HTML5 named entity, by the
 * `entities` package, case kept), markup dropped with the words inside it kept (script and
 * style content dropped), control characters removed, white space collapsed; and the
 * language of a headline recognised.
 */
import { decodeHTMLStrict } from "entities/decode";

import type { Language } from "../../app/db/schema";

/** Entity names are short: a ";" further than this from the "&" ends no reference. */
const MAX_REFERENCE_LENGTH = 40;

/**
 * The five entities XML predefines, which are nearly all a feed uses: found without a table.
 * `amp` is the "&", `length` the name's length (the ";" follows it).
 */
function predefinedEntity(text: string, amp: number, length: number): string | undefined {
  const c1 = text.charCodeAt(amp + 1);
  if (length === 2) {
    if (text.charCodeAt(amp + 2) !== 116 /* t */) return undefined;
    return c1 === 108 /* l */ ? "<" : c1 === 103 /* g */ ? ">" : undefined;
  }
  if (length === 3) {
    return c1 === 97 && text.charCodeAt(amp + 2) === 109 && text.charCodeAt(amp + 3) === 112 ? "&" : undefined; // amp
  }
  if (length !== 4) return undefined;
  const c2 = text.charCodeAt(amp + 2);
  const c3 = text.charCodeAt(amp + 3);
  const c4 = text.charCodeAt(amp + 4);
  if (c1 === 113 && c2 === 117 && c3 === 111 && c4 === 116) return '"'; // quot
  if (c1 === 97 && c2 === 112 && c3 === 111 && c4 === 115) return "'"; // apos
  return undefined;
}

/**
 * Text with its references decoded, in one pass: the predefined entities directly, numeric
 * references and HTML5 named entities by the `entities` package. A "&" that starts no
 * complete reference stays as it is. The pieces are joined once at the end: appending to a
 * string reference by reference made a 2 MB feed's text cost several times its reading.
 */
export function decodeReferences(raw: string): string {
  let amp = raw.indexOf("&");
  if (amp < 0) return raw;
  const parts: string[] = [];
  let last = 0;
  while (amp >= 0) {
    let semi = amp + 1;
    const limit = Math.min(raw.length, amp + MAX_REFERENCE_LENGTH);
    while (semi < limit) {
      const c = raw.charCodeAt(semi);
      if (c === 59 /* ; */ || c === 38 /* & */) break;
      semi++;
    }
    let value: string | undefined;
    if (semi < limit && raw.charCodeAt(semi) === 59 && semi > amp + 1) {
      value = predefinedEntity(raw, amp, semi - amp - 1);
      if (value === undefined) {
        const reference = raw.slice(amp, semi + 1);
        const decoded = decodeHTMLStrict(reference);
        if (decoded !== reference) value = decoded;
      }
    }
    if (value === undefined) {
      amp = raw.indexOf("&", amp + 1);
      continue;
    }
    if (amp > last) parts.push(raw.slice(last, amp));
    parts.push(value);
    last = semi + 1;
    amp = raw.indexOf("&", last);
  }
  if (last === 0) return raw;
  if (last < raw.length) parts.push(raw.slice(last));
  return parts.join("");
}

/**
 * Decodes HTML entities (named, decimal, hexadecimal), including ones double-encoded by
 * feeds ("&amp;#8217;"). Only complete references (ending in ";") are decoded; anything
 * else, such as "&unknown;" or "AT&T", stays as written.
 */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  const once = decodeReferences(text);
  return ENTITY.test(once) ? decodeReferences(once) : once;
}

/** Something that may be an entity reference left after one pass of decoding. */
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;

/** HTML elements whose content is not text a reader sees. */
const HIDDEN_ELEMENTS = new Set(["script", "style", "template", "noscript", "iframe", "object", "svg", "math"]);
/**
 * Hidden elements whose content is code, not markup: left unclosed, they hide the rest of the
 * text, as in a browser. Any other hidden element left unclosed loses only its tag.
 */
const CODE_ELEMENTS = new Set(["script", "style"]);
/** Inline elements: dropped without a space, so "Hel<b>lo</b>" stays one word. Others separate words. */
const INLINE_ELEMENTS = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "del",
  "dfn",
  "em",
  "font",
  "i",
  "ins",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "tt",
  "u",
  "var",
  "wbr",
]);

/**
 * How an element's markup turns into text: null when its content is hidden (script, style),
 * "" for inline elements, " " for the rest (paragraphs, line breaks, list items, ...).
 */
export function elementSeparator(localName: string): string | null {
  const known = SEPARATORS.get(localName);
  if (known !== undefined) return known;
  const lower = SEPARATORS.get(localName.toLowerCase());
  return lower === undefined ? " " : lower;
}

const SEPARATORS = new Map<string, string | null>([
  ...[...HIDDEN_ELEMENTS].map((name) => [name, null] as const),
  ...[...INLINE_ELEMENTS].map((name) => [name, ""] as const),
  ...["p", "div", "br", "li", "span", "td", "h1", "h2", "h3", "ul", "img"].map(
    (name) => [name, INLINE_ELEMENTS.has(name) ? "" : " "] as const,
  ),
]);

/** The closing tag of each hidden element, found case-insensitively from a position on. */
const HIDDEN_CLOSERS = new Map([...HIDDEN_ELEMENTS].map((name) => [name, new RegExp(`</${name}\\s*>`, "gi")]));

const isLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122;
const isTagNameChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 45 || c === 58;
const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13 || c === 12;

/**
 * Drops HTML markup from a string, keeping the words: tags go (inline ones without a space),
 * comments and hidden elements (script, style) go with their content, CDATA sections keep
 * theirs; a hidden element never closed loses only its tag (script and style: all that follows). A "<" that starts no tag ("a < b", "<3") is text. Linear in the input; with
 * `maxLength`, stops once that much text has been kept.
 */
function stripMarkup(html: string, maxLength = Infinity): string {
  if (!html.includes("<")) return html;
  let out = "";
  let i = 0;
  const n = html.length;
  /** Hidden elements with no closing tag from here on: each is searched for once, so the work stays linear. */
  let unclosed: Set<string> | null = null;
  while (i < n && out.length < maxLength) {
    const lt = html.indexOf("<", i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    const next = html.charCodeAt(lt + 1);
    if (next === 33 /* ! */ || next === 63 /* ? */) {
      if (html.startsWith("<![CDATA[", lt)) {
        const close = html.indexOf("]]>", lt + 9);
        out += html.slice(lt + 9, close < 0 ? n : close);
        i = close < 0 ? n : close + 3;
      } else {
        const close = html.startsWith("<!--", lt) ? html.indexOf("-->", lt + 4) : html.indexOf(">", lt);
        i = close < 0 ? n : close + (html.startsWith("<!--", lt) ? 3 : 1);
        out += " ";
      }
      continue;
    }
    // A tag: "<", "/"?, a name starting with a letter, then ">" or attributes up to the next ">" (before any "<").
    let p = lt + 1;
    const closing = next === 47; /* / */
    if (closing) p++;
    if (!isLetter(html.charCodeAt(p))) {
      out += "<";
      i = lt + 1;
      continue;
    }
    const nameStart = p;
    while (p < n && isTagNameChar(html.charCodeAt(p))) p++;
    const name = html.slice(nameStart, p);
    let c = html.charCodeAt(p);
    if (c !== 62 /* > */) {
      if (!isSpace(c) && c !== 47) p = n; // "<a&b" is no tag
      while (p < n) {
        c = html.charCodeAt(p);
        if (c === 62 || c === 60) break;
        p++;
      }
      if (p >= n || c === 60) {
        out += "<";
        i = lt + 1;
        continue;
      }
    }
    i = p + 1;
    const separator = elementSeparator(name);
    if (separator === null && !closing && html.charCodeAt(p - 1) !== 47) {
      const lower = name.toLowerCase();
      const closer = HIDDEN_CLOSERS.get(lower);
      if (closer && !unclosed?.has(lower)) {
        closer.lastIndex = i;
        if (closer.test(html)) i = closer.lastIndex;
        else if (CODE_ELEMENTS.has(lower)) i = n;
        else (unclosed ??= new Set()).add(lower); // none further on either: never searched again
      }
    }
    out += separator ?? "";
  }
  return out;
}

/* eslint-disable no-control-regex -- control characters are what these find */
/** C0 and C1 control characters (tab, line feed and carriage return are white space), BOMs, non-characters, lone surrogates. */
const UNWANTED =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFEFF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A quick test for UNWANTED (without its look-arounds), so clean text skips the slower replace. */
const MAYBE_UNWANTED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF\uFEFF\uFFFE\uFFFF]/;
/* eslint-enable no-control-regex */

/** White space that is not a single plain space: runs, and any other space character (tab, no-break space, ...). */
const UNTIDY_SPACE = /\s{2,}|[^\S ]/g;

/** Control characters removed, white space (including no-break spaces) collapsed, ends trimmed. */
export function tidyText(text: string): string {
  const kept = MAYBE_UNWANTED.test(text) ? text.replace(UNWANTED, "") : text;
  return kept.replace(UNTIDY_SPACE, " ").trim();
}

/**
 * Plain text from HTML: markup dropped, entities decoded (double-encoded too), tidied.
 * With `maxLength`, reading stops once that much text (before tidying) has been found:
 * for long contents of which only the beginning is kept.
 */
export function htmlToText(html: string, maxLength = Infinity): string {
  return tidyText(decodeEntities(stripMarkup(html, maxLength)));
}

/** Plain text from text that may carry stray (double-encoded) entities, but no markup to drop. */
export function plainText(text: string): string {
  return tidyText(decodeEntities(text));
}

/** Plain text from any value: tags removed, entities decoded, white space collapsed. */
export function cleanText(raw: unknown): string {
  if (typeof raw !== "string" && typeof raw !== "number") return "";
  return htmlToText(String(raw));
}

/** At most `max` characters, cut at a word boundary when one is near, with "…" when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  if (space > max * 0.8) cut = cut.slice(0, space);
  else if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The language of a headline, from its script: Devanagari is Hindi, Bengali script Bengali, else English. */
export function detectLanguage(text: string): Language {
  const devanagari = (text.match(/[\u0900-\u097F]/g) ?? []).length;
  const bengali = (text.match(/[\u0980-\u09FF]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  if (devanagari > latin && devanagari >= bengali) return "hi";
  if (bengali > latin) return "bn";
  return "en";
}

/** What feeds put between a headline and the name of its source: dashes and bars. */
const isSuffixSeparator = (c: number) => c === 45 /* - */ || c === 124 /* | */ || c === 0x2013 || c === 0x2014;

/**
 * Feeds often end titles with " - Source" or " | Source". The ending is dropped before
 * storing (so the same story from two outlets has the same normalised title) when it is one
 * of `names`, the feed's own (its title, the item's <source>), whole and case aside, after a
 * spaced dash or bar; the separators before it all go with it, and a title that is nothing
 * but the name is kept.
 */
export function stripSourceSuffix(title: string, names: readonly string[]): string {
  for (const name of names) {
    let p = title.length - name.length;
    if (!name || p <= 0 || title.slice(p).toLowerCase() !== name.toLowerCase()) continue;
    if (!isSpace(title.charCodeAt(p - 1))) continue; // the name must be words of its own
    let separators = 0;
    while (p > 0) {
      const c = title.charCodeAt(p - 1);
      if (isSuffixSeparator(c)) separators++;
      else if (!isSpace(c)) break;
      p--;
    }
    // At least one separator, with white space before the first: "COVID-19" is no separator.
    const spaced = isSpace(title.charCodeAt(p));
    if (separators && spaced && p > 0) return title.slice(0, p);
  }
  return title;
}
