/**
 * The fonts a card needs: Noto Sans (Latin) always, and Noto Sans Devanagari or Bengali only when
 * the card's text has characters that Latin lacks and they have. Satori parses every font it is
 * given the first time it sees it, and falls back through them glyph by glyph, so an English card
 * should not make an isolate parse (nor fetch) two Indic scripts.
 *
 * The fonts (WOFF2 from @fontsource, which satori decodes) are not in the bundle: they are this
 * Worker's static assets (build/infographic-assets/fonts/, [assets] in wrangler.toml), fetched
 * through the ASSETS binding the first time a card needs them and kept in memory for the life of
 * the isolate (docs/decisions/0094-infographic-worker-size.md). Which characters a font has comes
 * from its own character map, read at build time by scripts/prepare-infographic.mjs into
 * generated/fonts/*.coverage.bin (pairs of first and last code point, little-endian 32-bit), which
 * stay in the bundle: the choice needs no I/O.
 *
 * Order matters: satori draws each character with the first font that has it (the card's family,
 * Noto Sans, then the others in the order given). After Latin comes the script of the card's
 * language, so the danda (।), which both Indic fonts have, is drawn by the Bengali font on a
 * Bengali card.
 */
import bengaliCoverage from "./generated/fonts/noto-sans-bengali.coverage.bin";
import devanagariCoverage from "./generated/fonts/noto-sans-devanagari.coverage.bin";
import latinCoverage from "./generated/fonts/noto-sans-latin.coverage.bin";
import { type Font } from "satori/standalone";

import { type Card } from "./card";

type Script = "latin" | "devanagari" | "bengali";

/** What the fonts are read from: the Worker's ASSETS binding (a Fetcher). */
export interface FontAssets {
  fetch(input: string): Promise<Response>;
}

interface Family {
  name: string;
  /** The regular (400) and bold (700) files under the assets' /fonts/; the card uses both. */
  files: Record<400 | 700, string>;
  /** Sorted, disjoint [first, last] code point ranges the font maps to a glyph. */
  ranges: Uint32Array;
}

const family = (name: string, subset: string, coverage: ArrayBuffer): Family => ({
  name,
  files: { 400: `/fonts/noto-sans-${subset}-400.woff2`, 700: `/fonts/noto-sans-${subset}-700.woff2` },
  ranges: new Uint32Array(coverage),
});

const FAMILIES: Record<Script, Family> = {
  latin: family("Noto Sans", "latin", latinCoverage),
  devanagari: family("Noto Sans Devanagari", "devanagari", devanagariCoverage),
  bengali: family("Noto Sans Bengali", "bengali", bengaliCoverage),
};

/** The Indic font to try first for each card language; English tries Devanagari first, as before. */
const PREFERRED: Record<Card["lang"], Script[]> = {
  en: ["devanagari", "bengali"],
  hi: ["devanagari", "bengali"],
  bn: ["bengali", "devanagari"],
};

/** Each font file's bytes, read once per isolate (a failed read is tried again by the next card). */
const files = new Map<string, Promise<ArrayBuffer>>();

function fontFile(assets: FontAssets, path: string): Promise<ArrayBuffer> {
  let file = files.get(path);
  if (!file) {
    // The host is ignored: an assets binding serves by path.
    file = assets.fetch(`https://assets.invalid${path}`).then(async (response) => {
      if (!response.ok) {
        throw new Error(`font ${path}: the ASSETS binding answered ${response.status} (was npm run build run?)`);
      }
      return response.arrayBuffer();
    });
    files.set(path, file);
    const stored = file;
    stored.catch(() => {
      if (files.get(path) === stored) files.delete(path);
    });
  }
  return file;
}

/** One family's regular and bold, as satori takes them. */
async function familyFonts(assets: FontAssets, script: Script): Promise<Font[]> {
  const { name, files: paths } = FAMILIES[script];
  const [regular, bold] = await Promise.all([fontFile(assets, paths[400]), fontFile(assets, paths[700])]);
  return [
    { name, data: regular, weight: 400, style: "normal" },
    { name, data: bold, weight: 700, style: "normal" },
  ];
}

function covers(script: Script, codePoint: number): boolean {
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

/** The scripts whose fonts this card needs, Latin first, then in the card language's order. */
function scriptsFor(card: Card): Script[] {
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
  return (["latin", ...order] as Script[]).filter((script) => scripts.has(script));
}

/** The fonts to give satori for this card, Latin first, read from `assets` the first time. */
export async function fontsFor(card: Card, assets: FontAssets): Promise<Font[]> {
  const list = scriptsFor(card);
  const key = list.join("+");
  const known = chosen.get(key);
  if (known) return known;
  const fonts = (await Promise.all(list.map((script) => familyFonts(assets, script)))).flat();
  // Two first renders at once: both keep the list stored first.
  if (!chosen.has(key)) chosen.set(key, fonts);
  return chosen.get(key) ?? fonts;
}
