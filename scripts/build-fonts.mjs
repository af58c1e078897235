#!/usr/bin/env node
/**
 * The page's fonts, copied into public/fonts/ by `npm run build` (docs/performance.md, "Fonts"):
 * Noto Sans in three subsets (Latin; Devanagari; Bengali), regular and bold, WOFF2, from the
 * @fontsource packages. app/tailwind.css declares them (font-display: swap, each with its
 * subset's unicode-range, so a page downloads only the scripts it shows); the root preloads the
 * regular Latin face and the page language's script (app/utils/fonts.ts).
 *
 * Checks that every face app/tailwind.css names is one of these files, so a renamed file in a new
 * version of the packages fails the build instead of serving a 404.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "public", "fonts");

/** @fontsource package and subset of each script; two weights each. */
const FACES = [
  ["noto-sans", "latin"],
  ["noto-sans-devanagari", "devanagari"],
  ["noto-sans-bengali", "bengali"],
];
const WEIGHTS = [400, 700];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const copied = new Set();
let total = 0;
for (const [pkg, subset] of FACES) {
  for (const weight of WEIGHTS) {
    const name = `${pkg}-${subset}-${weight}-normal.woff2`;
    const from = join(root, "node_modules", "@fontsource", pkg, "files", name);
    copyFileSync(from, join(out, name));
    copied.add(name);
    total += statSync(from).size;
  }
}

const css = readFileSync(join(root, "app", "tailwind.css"), "utf8");
const named = [...css.matchAll(/url\("?\/fonts\/([^")]+)"?\)/g)].map((m) => m[1]);
const missing = named.filter((name) => !copied.has(name));
if (named.length === 0 || missing.length) {
  throw new Error(
    `app/tailwind.css names fonts that scripts/build-fonts.mjs does not copy: ${missing.join(", ") || "(none named)"}`,
  );
}
console.log(`public/fonts/: ${copied.size} faces, ${(total / 1024).toFixed(1)} KB`);
