/** Turning feed text into clean titles: entities decoded, markup dropped, language recognised. */
import type { Language } from "../../app/db/schema";

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  middot: "·",
  bull: "•",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  euro: "€",
  pound: "£",
  rupee: "₹",
  times: "×",
  minus: "−",
  eacute: "é",
  egrave: "è",
  aacute: "á",
  agrave: "à",
  iacute: "í",
  oacute: "ó",
  uacute: "ú",
  ntilde: "ñ",
  ouml: "ö",
  uuml: "ü",
  auml: "ä",
  ccedil: "ç",
  szlig: "ß",
  zwj: "\u200D",
  zwnj: "\u200C",
};

/** Decodes HTML entities, including ones double-encoded by feeds ("&amp;#8217;"). */
export function decodeEntities(text: string): string {
  let current = text;
  for (let pass = 0; pass < 2; pass++) {
    const next = current.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, entity: string) => {
      if (entity[0] === "#") {
        const code = entity[1]?.toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return NAMED[entity.toLowerCase()] ?? whole;
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Plain text: tags removed, entities decoded, white space collapsed. */
export function cleanText(raw: unknown): string {
  if (typeof raw !== "string" && typeof raw !== "number") return "";
  const withoutTags = String(raw)
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1")
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ");
  return decodeEntities(withoutTags).replace(/\s+/g, " ").trim();
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

/**
 * Feeds often end titles with " - Source" or " | Source". Dropped before storing, so the
 * same story from two outlets has the same normalised title.
 */
export function stripSourceSuffix(title: string, source: string): string {
  const match = /\s[-|–—]\s([^-|–—]{2,40})$/.exec(title);
  if (!match) return title;
  const tail = (match[1] ?? "").trim().toLowerCase();
  const name = source.toLowerCase();
  const looksLikeSource =
    name.includes(tail) ||
    tail.includes(name) ||
    /\b(news|times|post|express|reuters|bbc|hindu|wire|today|herald)\b/.test(tail);
  return looksLikeSource ? title.slice(0, match.index).trim() : title;
}
