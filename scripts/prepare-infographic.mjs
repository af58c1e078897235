#!/usr/bin/env node
/**
 * Prepares the WebAssembly modules the infographic Worker imports statically.
 *
 * Workers may not compile WebAssembly at request time. satori's standalone build carries
 * HarfBuzz (text shaping for Devanagari, Bengali, ...) as base64 inside its JavaScript and
 * compiles it at run time, and Emscripten's addFunction() compiles a tiny "trampoline" module
 * per callback signature. This script writes all of them as .wasm files under
 * workers/infographic/generated/, so wrangler (and the tests) turn them into precompiled
 * WebAssembly.Module imports; workers/infographic/wasm-shim.ts hands them to satori. It also
 * writes a copy of satori's standalone build without its base64 HarfBuzz (the Worker bundles that
 * copy through an [alias], so HarfBuzz ships once), and the fonts' character maps
 * (workers/infographic/fonts.ts picks the fonts a card needs from them).
 *
 * The fonts themselves (WOFF2) are not bundled: they go to build/infographic-assets/fonts/, the
 * Worker's static assets ([assets] in workers/infographic/wrangler.toml), which it reads through
 * its ASSETS binding once per isolate (docs/decisions/0094-infographic-worker-size.md).
 *
 * resvg's WebAssembly is bundled without the exports the Worker never calls (its own PNG encoder,
 * the SVG writer, bounding boxes, image resolving, Brotli's C API), and binaryen's
 * remove-unused-module-elements drops the code only they reached: generated/resvg.wasm, about
 * 70 KB gzip smaller. The result is cached under node_modules/.cache/ by the input's hash.
 *
 * It checks what it relies on: the pinned satori and resvg versions, the HarfBuzz payload, the set
 * of callback signatures, satori's imports, resvg's exports, and the fonts' character maps (read
 * from both the WOFF2 and the WOFF file). A mismatch stops the build with a message instead of a
 * broken image.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliDecompressSync, inflateSync } from "node:zlib";
import { fileURLToPath } from "node:url";

import { SIGNATURES, trampolineBytes } from "../workers/infographic/trampolines.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const satoriDir = join(root, "node_modules", "satori");
const outDir = join(root, "workers", "infographic", "generated");
/** The infographic Worker's static assets: its fonts (wrangler.toml [assets]). */
const assetsDir = join(root, "build", "infographic-assets");
const cacheDir = join(root, "node_modules", ".cache", "debatestorm-infographic");

const EXPECTED_SATORI = "0.63.2";
const EXPECTED_RESVG = "2.6.2";

/**
 * resvg-wasm's exports the Worker uses (render.ts: new Resvg, render, width, height, pixels, free,
 * and the glue's allocator): kept. Every other export must be listed in RESVG_DROPPED, so that a
 * new resvg version with new exports stops the build instead of losing one silently.
 */
const RESVG_KEPT = [
  "memory",
  "resvg_new",
  "resvg_width",
  "resvg_height",
  "resvg_render",
  "__wbg_resvg_free",
  "renderedimage_width",
  "renderedimage_height",
  "renderedimage_pixels",
  "__wbg_renderedimage_free",
  "__wbindgen_malloc",
  "__wbindgen_realloc",
  "__wbindgen_free",
  "__wbindgen_add_to_stack_pointer",
  "__wbindgen_exn_store",
];
/**
 * Never called by the Worker: asPng (png.ts encodes with node:zlib), toString (SVG writer),
 * the bounding boxes, cropping, external images (satori's SVG has none), and the Brotli decoder's
 * C API (Rust code that needs Brotli calls it directly, not through these exports).
 * Calling one of these on the Resvg object would throw a TypeError.
 */
const RESVG_DROPPED = [
  "renderedimage_asPng",
  "resvg_toString",
  "resvg_innerBBox",
  "resvg_getBBox",
  "resvg_cropByBBox",
  "resvg_imagesToResolve",
  "resvg_resolveImage",
  /^__wbg_(get|set)_bbox_\w+$/,
  "__wbg_bbox_free",
  /^BrotliDecoder\w+$/,
];

/** @fontsource package and subset of each font family the card uses (workers/infographic/fonts.ts). */
const FONTS = [
  ["noto-sans", "latin"],
  ["noto-sans-devanagari", "devanagari"],
  ["noto-sans-bengali", "bengali"],
];

function fail(message) {
  console.error(`prepare-infographic: ${message}`);
  process.exit(1);
}

async function main() {
  const version = JSON.parse(readFileSync(join(satoriDir, "package.json"), "utf8")).version;
  if (version !== EXPECTED_SATORI) {
    fail(
      `satori ${version} is installed, but the HarfBuzz shim was written for ${EXPECTED_SATORI}. ` +
        "Pin satori to that version, or update scripts/prepare-infographic.mjs and workers/infographic/wasm-shim.ts.",
    );
  }
  const source = readFileSync(join(satoriDir, "dist", "standalone.js"), "utf8");

  const hb = /u="(AGFzbQ[A-Za-z0-9+/=]+)",D=typeof Buffer/.exec(source);
  if (!hb?.[1]) fail("could not find the HarfBuzz WebAssembly payload in satori/dist/standalone.js");
  const harfbuzz = Buffer.from(hb[1], "base64");
  if (!WebAssembly.validate(harfbuzz)) fail("the HarfBuzz payload is not valid WebAssembly");
  const shim = readFileSync(join(root, "workers", "infographic", "wasm-shim.ts"), "utf8");
  const expectedBytes = Number(/HARFBUZZ_BYTES = ([\d_]+);/.exec(shim)?.[1]?.replaceAll("_", ""));
  if (expectedBytes !== harfbuzz.length) {
    fail(`HarfBuzz is ${harfbuzz.length} bytes; workers/infographic/wasm-shim.ts expects ${expectedBytes}`);
  }

  const start = source.indexOf("var Aa=cA(");
  const end = source.indexOf("var ea=cA(", start);
  if (start < 0 || end < 0) fail("could not find satori's HarfBuzz wrapper");
  const wrapper = source.slice(start, end);
  const found = new Set([...wrapper.matchAll(/[,(}]\s*"([vipjfde]{2,})"\)/g)].map((m) => m[1]));
  const missing = [...found].filter((s) => !SIGNATURES.includes(s));
  if (missing.length > 0) fail(`satori registers callbacks with signatures not prepared: ${missing.join(", ")}`);

  // Start clean: files of an earlier satori or font set must not linger here, nor in the last bundle
  // (wrangler adds to its --outdir; the tests load every module they find there).
  rmSync(outDir, { recursive: true, force: true });
  rmSync(join(root, "build", "infographic"), { recursive: true, force: true });
  rmSync(assetsDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const resvg = await prunedResvg();
  writeFileSync(join(outDir, "resvg.wasm"), resvg.bytes);
  writeFileSync(join(outDir, "harfbuzz.wasm"), harfbuzz);
  writeFileSync(join(outDir, "satori-standalone.js"), withoutHarfBuzz(source, hb[1], shim));
  for (const signature of SIGNATURES) {
    const bytes = trampolineBytes(signature);
    if (!WebAssembly.validate(bytes)) fail(`trampoline ${signature} is not valid WebAssembly`);
    writeFileSync(join(outDir, `trampoline-${signature}.wasm`), bytes);
  }
  // Fonts: WOFF2 (satori decodes it) as static assets, which the Worker fetches through its ASSETS
  // binding; each family's character map as code point ranges in the bundle (.bin, which wrangler
  // imports as ArrayBuffer), so that fonts.ts knows which fonts a card needs before fetching any.
  mkdirSync(join(outDir, "fonts"), { recursive: true });
  mkdirSync(join(assetsDir, "fonts"), { recursive: true });
  for (const [pkg, subset] of FONTS) {
    let coverage = null;
    for (const weight of [400, 700]) {
      const file = join(root, "node_modules", "@fontsource", pkg, "files", `${pkg}-${subset}-${weight}-normal`);
      const woff2 = readFileSync(`${file}.woff2`);
      const ranges = cmapRanges(woff2Tables(woff2).get("cmap"));
      // The WOFF file is the same font: reading its map too checks the WOFF2 reader.
      const fromWoff = cmapRanges(woffTables(readFileSync(`${file}.woff`)).get("cmap"));
      if (ranges.join() !== fromWoff.join()) fail(`${pkg} ${weight}: the WOFF2 and WOFF character maps differ`);
      if (ranges.length === 0) fail(`${pkg} ${weight}: no characters found in its character map`);
      if (coverage !== null && coverage.join() !== ranges.join()) {
        fail(`${pkg}: regular and bold map different characters; fonts.ts assumes one map per family`);
      }
      coverage = ranges;
      writeFileSync(join(assetsDir, "fonts", `noto-sans-${subset}-${weight}.woff2`), woff2);
    }
    writeFileSync(join(outDir, "fonts", `noto-sans-${subset}.coverage.bin`), Uint32Array.from(coverage.flat()));
  }
  const digest = createHash("sha256").update(harfbuzz).digest("hex").slice(0, 12);
  writeFileSync(
    join(outDir, "README.md"),
    `Generated by scripts/prepare-infographic.mjs from satori ${version} (HarfBuzz sha256 ${digest}). Do not edit.\n`,
  );
  console.log(
    `prepare-infographic: HarfBuzz ${(harfbuzz.length / 1024).toFixed(0)} KB, satori without its copy, ` +
      `${SIGNATURES.length} trampolines, resvg without unused exports (${resvg.summary}), ` +
      `the fonts' character maps written to workers/infographic/generated/; ` +
      `${2 * FONTS.length} fonts to build/infographic-assets/fonts/`,
  );
}

/**
 * resvg's WebAssembly without the exports the Worker never calls, and without the code only they
 * reached (binaryen: remove-unused-module-elements; functions, globals and tables only, so what the
 * kept exports run is the same code). Cached by the input's hash and the lists above.
 */
async function prunedResvg() {
  const pkg = join(root, "node_modules", "@resvg", "resvg-wasm");
  const version = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8")).version;
  if (version !== EXPECTED_RESVG) {
    fail(
      `@resvg/resvg-wasm ${version} is installed, but its exports were checked for ${EXPECTED_RESVG}. ` +
        "Pin it to that version, or update RESVG_KEPT and RESVG_DROPPED in scripts/prepare-infographic.mjs.",
    );
  }
  const input = readFileSync(join(pkg, "index_bg.wasm"));
  const exports = WebAssembly.Module.exports(new WebAssembly.Module(input)).map((e) => e.name);
  const dropped = (name) => RESVG_DROPPED.some((rule) => (typeof rule === "string" ? rule === name : rule.test(name)));
  const unknown = exports.filter((name) => !RESVG_KEPT.includes(name) && !dropped(name));
  if (unknown.length > 0) fail(`resvg exports ${unknown.join(", ")}: add each to RESVG_KEPT or RESVG_DROPPED`);
  const absent = RESVG_KEPT.filter((name) => !exports.includes(name));
  if (absent.length > 0) fail(`resvg no longer exports ${absent.join(", ")}, which the Worker uses`);

  const key = createHash("sha256")
    .update(input)
    .update(JSON.stringify([RESVG_KEPT, RESVG_DROPPED.map(String)]))
    .digest("hex")
    .slice(0, 16);
  const cached = join(cacheDir, `resvg-${key}.wasm`);
  let bytes;
  if (existsSync(cached)) {
    bytes = readFileSync(cached);
  } else {
    const { default: binaryen } = await import("binaryen");
    const module = binaryen.readBinary(input);
    try {
      for (const name of exports) if (!RESVG_KEPT.includes(name)) module.removeExport(name);
      module.runPasses(["remove-unused-module-elements", "strip-producers"]);
      if (!module.validate()) fail("resvg without its unused exports does not validate");
      bytes = Buffer.from(module.emitBinary());
    } finally {
      module.dispose();
    }
    if (!WebAssembly.validate(bytes)) fail("resvg without its unused exports is not valid WebAssembly");
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cached, bytes);
  }
  const kept = WebAssembly.Module.exports(new WebAssembly.Module(bytes)).map((e) => e.name);
  if (kept.sort().join() !== [...RESVG_KEPT].sort().join()) fail("resvg's pruned exports are not RESVG_KEPT");
  const kb = (b) => `${(b.length / 1024).toFixed(0)} KB`;
  return { bytes, summary: `${kb(input)} -> ${kb(bytes)}` };
}

/**
 * satori's standalone build with its base64 HarfBuzz (about 500 KB, 200 KB gzip) replaced by a
 * short placeholder. wrangler's [alias] in workers/infographic/wrangler.toml bundles this copy
 * instead of satori's, and wasm-shim.ts answers the placeholder with the precompiled harfbuzz.wasm,
 * so the Worker carries HarfBuzz once. satori's own imports are bare package names, which resolve
 * to the same packages from workers/infographic/generated/ as from node_modules/satori/dist/.
 */
function withoutHarfBuzz(source, base64, shim) {
  const placeholder = /HARFBUZZ_PLACEHOLDER = "([^"]+)";/.exec(shim)?.[1];
  if (!placeholder) fail("workers/infographic/wasm-shim.ts has no HARFBUZZ_PLACEHOLDER");
  const payload = `u="${base64}"`;
  if (source.indexOf(payload) !== source.lastIndexOf(payload)) fail("satori carries HarfBuzz more than once");
  const relative = [...source.matchAll(/\bfrom\s*"(\.[^"]*)"|\bimport\s*\(\s*"(\.[^"]*)"/g)];
  if (relative.length > 0) fail(`satori/dist/standalone.js imports ${relative[0][0]}: the copy cannot move`);
  for (const [, name] of source.matchAll(/\bfrom\s*"((?:@[^/"]+\/)?[^/"]+)[^"]*"/g)) {
    if (existsSync(join(satoriDir, "node_modules", name))) {
      fail(`satori has its own copy of ${name}; the copy in workers/infographic/generated/ would not find it`);
    }
  }
  const patched = source.replace(payload, `u="${Buffer.from(placeholder).toString("base64")}"`);
  return `// Generated by scripts/prepare-infographic.mjs from satori/dist/standalone.js: HarfBuzz comes from wasm-shim.ts.\n${patched}`;
}

/** The tables of a WOFF font, uncompressed, by tag. */
function woffTables(font) {
  if (font.readUInt32BE(0) !== 0x774f4646) fail("expected a WOFF font");
  const tables = new Map();
  for (let i = 0; i < font.readUInt16BE(12); i++) {
    const entry = 44 + i * 20;
    const tag = font.toString("latin1", entry, entry + 4);
    const [offset, length, original] = [4, 8, 12].map((at) => font.readUInt32BE(entry + at));
    const data = font.subarray(offset, offset + length);
    tables.set(tag, length < original ? inflateSync(data) : data);
  }
  return tables;
}

/** WOFF2's known table tags, by their index in a table directory entry's flags (WOFF2 spec 5.1). */
const WOFF2_TAG_LIST =
  "cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH " +
  "PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc " +
  "bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill";
const WOFF2_TAGS = Array.from({ length: 63 }, (_, i) => WOFF2_TAG_LIST.slice(5 * i, 5 * i + 4));

/** The tables of a WOFF2 font by tag, as stored (glyf and loca may be transformed; cmap never is). */
function woff2Tables(font) {
  if (font.readUInt32BE(0) !== 0x774f4632) fail("expected a WOFF2 font");
  if (font.readUInt32BE(4) === 0x74746366) fail("font collections are not supported");
  const count = font.readUInt16BE(12);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = font[at++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    fail("bad UIntBase128 in a WOFF2 table directory");
  };
  const entries = [];
  for (let i = 0; i < count; i++) {
    const flags = font[at++];
    let tag = WOFF2_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) {
      tag = font.toString("latin1", at, at + 4);
      at += 4;
    }
    const length = base128();
    const version = flags >> 6;
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    entries.push({ tag, length: transformed ? base128() : length });
  }
  const stream = brotliDecompressSync(font.subarray(at, at + font.readUInt32BE(20)));
  const tables = new Map();
  let offset = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, stream.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

/** The code points a cmap table maps to a glyph, as sorted [first, last] ranges (formats 4 and 12). */
function cmapRanges(cmap) {
  if (!cmap) fail("a font has no cmap table");
  const subtables = [];
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const record = 4 + i * 8;
    const offset = cmap.readUInt32BE(record + 4);
    subtables.push({ platform: cmap.readUInt16BE(record), encoding: cmap.readUInt16BE(record + 2), offset });
  }
  const unicode = (s) => s.platform === 0 || (s.platform === 3 && (s.encoding === 1 || s.encoding === 10));
  const codePoints = new Set();
  for (const { offset } of subtables.filter(unicode)) {
    const format = cmap.readUInt16BE(offset);
    if (format === 12) {
      const groups = cmap.readUInt32BE(offset + 12);
      for (let g = 0; g < groups; g++) {
        const group = offset + 16 + g * 12;
        const [first, last, glyph] = [0, 4, 8].map((at) => cmap.readUInt32BE(group + at));
        for (let c = first; c <= last; c++) if (glyph + (c - first) !== 0) codePoints.add(c);
      }
    } else if (format === 4) {
      const segments = cmap.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + 2 * segments + 2;
      const deltas = starts + 2 * segments;
      const rangeOffsets = deltas + 2 * segments;
      for (let s = 0; s < segments; s++) {
        const [end, start] = [cmap.readUInt16BE(ends + 2 * s), cmap.readUInt16BE(starts + 2 * s)];
        const delta = cmap.readUInt16BE(deltas + 2 * s);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + 2 * s);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const raw = cmap.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (c - start));
            glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
          }
          if (glyph !== 0) codePoints.add(c);
        }
      }
    }
  }
  const sorted = [...codePoints].sort((a, b) => a - b);
  const ranges = [];
  for (const c of sorted) {
    const last = ranges.at(-1);
    if (last && last[1] === c - 1) last[1] = c;
    else ranges.push([c, c]);
  }
  return ranges;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
