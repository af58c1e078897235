/**
 * The fonts a card needs: Noto Sans (Latin) always, and Noto Sans Devanagari or Bengali only when
 * the card's text has characters that Latin lacks and they have. Satori parses every font it is
 * given the first time it sees it, and falls back through them glyph by glyph, so an English card
 * should not make an isolate parse two Indic scripts.
 *
 * Which characters a font has comes from its own character map, read at build time by
 * scripts/prepare-infographic.mjs into generated/fonts/*.coverage.bin (pairs of first and last
 * code point, little-endian 32-bit). The fonts are WOFF2 from @fontsource, which satori decodes.
 *
 * Order matters: satori draws each character with the first font that has it (the card's family,
 * Noto Sans, then the others in the order given). After Latin comes the script of the card's
 * language, so the danda (।), which both Indic fonts have, is drawn by the Bengali font on a
 * Bengali card.
 */
import bengali400 from "./generated/fonts/noto-sans-bengali-400.bin";
import bengali700 from "./generated/fonts/noto-sans-bengali-700.bin";
import bengaliCoverage from "./generated/fonts/noto-sans-bengali.coverage.bin";
import devanagari400 from "./generated/fonts/noto-sans-devanagari-400.bin";
import devanagari700 from "./generated/fonts/noto-sans-devanagari-700.bin";
import devanagariCoverage from "./generated/fonts/noto-sans-devanagari.coverage.bin";
import latin400 from "./generated/fonts/noto-sans-latin-400.bin";
import latin700 from "./generated/fonts/noto-sans-latin-700.bin";
import latinCoverage from "./generated/fonts/noto-sans-latin.coverage.bin";
import { type Font } from "satori/standalone";

import { type Card } from "./card";

type Script = "latin" | "devanagari" | "bengali";

interface Family {
  fonts: Font[];
  /** Sorted, disjoint [first, last] code point ranges the font maps to a glyph. */
  ranges: Uint32Array;
}

const family = (name: string, regular: ArrayBuffer, bold: ArrayBuffer, coverage: ArrayBuffer): Family => ({
  fonts: [
    { name, data: regular, weight: 400, style: "normal" },
    { name, data: bold, weight: 700, style: "normal" },
  ],
  ranges: new Uint32Array(coverage),
});

const FAMILIES: Record<Script, Family> = {
  latin: family("Noto Sans", latin400, latin700, latinCoverage),
  devanagari: family("Noto Sans Devanagari", devanagari400, devanagari700, devanagariCoverage),
  bengali: family("Noto Sans Bengali", bengali400, bengali700, bengaliCoverage),
};

/** The Indic font to try first for each card language; English tries Devanagari first, as before. */
const PREFERRED: Record<Card["lang"], Script[]> = {
  en: ["devanagari", "bengali"],
  hi: ["devanagari", "bengali"],
  bn: ["bengali", "devanagari"],
};

export function covers(script: Script, codePoint: number): boolean {
  const ranges = FAMILIES[script].ranges;
  let low = 0;
  let high = ranges.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (codePoint < (ranges[2 * middle] ?? 0)) high = middle - 1;
    else if (codePoint > (ranges[2 * middle + 1] ?? 0)) low = middle + 1;
    else return true;
  }
  return false;
}

/** Every string the card draws. */
function cardText(card: Card): string {
  return [
    card.divisionLabel,
    card.brand,
    card.title,
    card.headlineLabel,
    card.headline,
    card.supportLabel,
    card.opposeLabel,
    card.noVotesLabel,
    card.participants,
    card.date,
    card.source,
    // Drawn by the layout itself: percentages, the date separator, the ellipsis of clipped text.
    "0123456789%·…",
  ]
    .filter((part): part is string => !!part)
    .join("");
}

/** One array per combination, so satori finds its parsed fonts by identity on every render. */
const chosen = new Map<string, Font[]>();

/** The fonts to give satori for this card, Latin first. */
export function fontsFor(card: Card): Font[] {
  const scripts = new Set<Script>(["latin"]);
  const order = PREFERRED[card.lang];
  const seen = new Set<number>();
  for (const char of cardText(card)) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (seen.has(codePoint)) continue;
    seen.add(codePoint);
    if (covers("latin", codePoint)) continue;
    const script = order.find((candidate) => covers(candidate, codePoint));
    // No font has it: satori reports it through loadAdditionalAsset (X-Missing-Glyphs).
    if (script) scripts.add(script);
  }
  const list = (["latin", ...order] as Script[]).filter((script) => scripts.has(script));
  const key = list.join("+");
  let fonts = chosen.get(key);
  if (!fonts) {
    fonts = list.flatMap((script) => FAMILIES[script].fonts);
    chosen.set(key, fonts);
  }
  return fonts;
}
