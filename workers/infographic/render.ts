/**
 * Satori (layout + HarfBuzz shaping -> SVG) and resvg (SVG -> pixels), both from WebAssembly
 * modules imported statically, as workerd requires, then PNG encoding with the runtime's zlib
 * (png.ts). Fonts: Noto Sans for Latin, Noto Sans Devanagari for Hindi, Noto Sans Bengali for
 * Bengali (regular and bold of each), only those a card needs, read from the Worker's static
 * assets once per isolate (fonts.ts). Where the time goes, and why: docs/infographics.md,
 * docs/decisions/0013-infographic-render-speed.md; the bundle's size: docs/decisions/0094-infographic-worker-size.md.
 */
import "./wasm-shim";

import { Resvg, initWasm as initResvg } from "@resvg/resvg-wasm";
// resvg's module without the exports render.ts never calls (scripts/prepare-infographic.mjs).
import resvgWasm from "./generated/resvg.wasm";
import satori, { init as initSatori, type Font } from "satori/standalone";
import layoutWasm from "satori/layout.wasm";

import { CARD_HEIGHT, CARD_SCALE, CARD_WIDTH, type Card, cardElement, colours } from "./card";
import { type FontAssets, fontsFor } from "./fonts";
import { encodePng } from "./png";

let ready: Promise<void> | null = null;

/** Loads both WebAssembly modules once per isolate. */
export function warmUp(): Promise<void> {
  ready ??= Promise.all([initSatori(layoutWasm), initResvg(resvgWasm)]).then(
    () => undefined,
    (error: unknown) => {
      ready = null;
      throw error;
    },
  );
  return ready;
}

/**
 * Milliseconds each phase of one render took, for `npm run bench` (X-Infographic-Timing).
 * performance.now() advances during computation in local workerd; on Cloudflare it only moves
 * across I/O, so these figures mean something only locally.
 */
type Phase = "init" | "fonts" | "layout" | "parse" | "rasterise" | "encode";
export type PhaseTimings = Partial<Record<Phase, number>>;

/** Records the time since the previous mark under `phase`. */
function stopwatch(timings: PhaseTimings | undefined) {
  let last = performance.now();
  return (phase: Phase) => {
    const now = performance.now();
    if (timings) timings[phase] = (timings[phase] ?? 0) + (now - last);
    last = now;
  };
}

interface Rendered {
  png: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
  /** Text no loaded font could draw (satori asked for an extra font for it). Should stay empty. */
  missingGlyphs: string[];
}

/** Font lists satori has already parsed (it keeps them by the list's identity). */
const parsed = new WeakSet<Font[]>();

/** An element with no text: rendering it makes satori parse a font list, and nothing else. */
const EMPTY = { type: "div", props: { style: { display: "flex" } } };

async function renderSvg(
  card: Card,
  assets: FontAssets,
  timings?: PhaseTimings,
): Promise<{ svg: string; missingGlyphs: string[] }> {
  const mark = stopwatch(timings);
  await warmUp();
  mark("init");
  const fonts = await fontsFor(card, assets);
  if (!parsed.has(fonts)) {
    // Satori parses a font list on its first use; doing it apart lets the bench time it.
    await satori(EMPTY as unknown as Parameters<typeof satori>[0], { width: 1, height: 1, fonts });
    parsed.add(fonts);
  }
  mark("fonts");
  const missingGlyphs: string[] = [];
  const svg = await satori(cardElement(card) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
    loadAdditionalAsset: (_code, segment) => {
      missingGlyphs.push(segment);
      return Promise.resolve([]);
    },
  });
  mark("layout");
  return { svg, missingGlyphs };
}

/**
 * resvg's options: the card's own size times CARD_SCALE (1600x1200, as the Open Graph tags say);
 * an opaque white background under the card, so its premultiplied pixels are the PNG's; no system
 * fonts (satori draws text as paths). shapeRendering stays geometricPrecision (anti-aliased):
 * optimizeSpeed and crispEdges would give the text jagged edges. textRendering and imageRendering
 * do nothing here: the SVG has no <text> and no <image>.
 */
const RESVG_OPTIONS = {
  fitTo: { mode: "zoom", value: CARD_SCALE },
  background: colours.paper,
  font: { loadSystemFonts: false },
} as const;

export async function renderPng(card: Card, assets: FontAssets, timings?: PhaseTimings): Promise<Rendered> {
  const { svg, missingGlyphs } = await renderSvg(card, assets, timings);
  const mark = stopwatch(timings);
  const resvg = new Resvg(svg, RESVG_OPTIONS);
  mark("parse");
  try {
    const image = resvg.render();
    mark("rasterise");
    try {
      const { width, height } = image;
      const png = encodePng(image.pixels, width, height);
      mark("encode");
      return { png, width, height, missingGlyphs };
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
