#!/usr/bin/env node
/**
 * The installable app's files, written into public/ after `remix build` (npm run build; docs/pwa.md):
 *
 *   public/icons/icon-192.png, icon-512.png      the favicon (public/favicon.svg) drawn by resvg
 *   public/icons/icon-maskable-512.png           the same mark inside the maskable safe zone, full bleed
 *   public/manifest.{en,hi,bn}.webmanifest       one manifest per language (names from the strings),
 *   public/manifest.webmanifest                  and the English one at the old address
 *   public/sw.js                                 sw/sw.ts with Workbox's modules, bundled by esbuild,
 *                                                with the shell's build files to precache
 *
 * Everything is made offline from files in the repository and node_modules.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { build } from "esbuild";

import { clientFiles, localeFiles } from "./client-size.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = join(root, "public");
const LANGUAGES = ["en", "hi", "bn"];
const THEME_COLOR = "#1e1b4b";
const BACKGROUND_COLOR = "#f8fafc";
/** The routes whose code and strings are precached: the shell, and the pages read offline. */
const SHELL_ROUTES = ["root", "routes/_index", "routes/debates.$debateId", "routes/offline"];

// ---------------------------------------------------------------------------------------------
// Icons

const favicon = readFileSync(join(publicDir, "favicon.svg"), "utf8");
const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(favicon)?.[1];
const mark = /<path [^>]*\/>/.exec(favicon)?.[0];
if (!inner || !mark) throw new Error("public/favicon.svg: expected an <svg> with a <path> (the mark)");
const background = /<rect [^>]*fill="(#[0-9a-f]{3,6})"/i.exec(favicon)?.[1] ?? "#fbbf24";

/**
 * A maskable icon is cropped by the platform to any shape inside its full square: the mark stays in
 * the central circle of 80 % (the "safe zone"), the background fills the square edge to edge.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.62) translate(-15 -16)">${mark}</g></svg>`;

await initWasm(readFileSync(join(root, "node_modules/@resvg/resvg-wasm/index_bg.wasm")));

function png(svg, size) {
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

mkdirSync(join(publicDir, "icons"), { recursive: true });
const ICONS = [
  { file: "icon-192.png", svg: favicon, size: 192, purpose: "any" },
  { file: "icon-512.png", svg: favicon, size: 512, purpose: "any" },
  { file: "icon-maskable-512.png", svg: maskable, size: 512, purpose: "maskable" },
];
for (const icon of ICONS) writeFileSync(join(publicDir, "icons", icon.file), png(icon.svg, icon.size));

// ---------------------------------------------------------------------------------------------
// Manifests, one per language

function strings(language) {
  return JSON.parse(readFileSync(join(root, "app/i18n/locales/common", `${language}.json`), "utf8"));
}

function manifest(language) {
  const s = strings(language);
  const icon192 = { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" };
  return {
    id: "/",
    name: s.app.name,
    short_name: s.app.name,
    description: s.pwa.manifest.description,
    lang: language,
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ["news", "social"],
    icons: [
      { ...icon192, purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
    shortcuts: [
      { name: s.region.global, short_name: s.region.global, url: "/?region=global", icons: [icon192] },
      { name: s.region.bharat, short_name: s.region.bharat, url: "/?region=bharat", icons: [icon192] },
    ],
  };
}

for (const language of LANGUAGES) {
  const text = `${JSON.stringify(manifest(language), null, 2)}\n`;
  writeFileSync(join(publicDir, `manifest.${language}.webmanifest`), text);
  if (language === "en") writeFileSync(join(publicDir, "manifest.webmanifest"), text);
}

// ---------------------------------------------------------------------------------------------
// The service worker

const shell = new Set();
for (const routeId of SHELL_ROUTES) {
  for (const file of clientFiles(routeId)) shell.add(file);
  for (const language of LANGUAGES) for (const file of localeFiles(routeId, language)) shell.add(file);
}
// The stylesheet the root links (Tailwind's output, content-hashed).
for (const file of readdirSync(join(publicDir, "build", "_assets"))) {
  if (file.endsWith(".css")) shell.add(`/build/_assets/${file}`);
}
const shellFiles = [...shell].sort();
const version = createHash("sha256").update(shellFiles.join("\n")).digest("hex").slice(0, 12);

const result = await build({
  entryPoints: [join(root, "sw/sw.ts")],
  outfile: join(publicDir, "sw.js"),
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2022",
  minify: true,
  legalComments: "none",
  tsconfig: join(root, "sw/tsconfig.json"),
  define: {
    "process.env.NODE_ENV": '"production"',
    __PWA_SHELL__: JSON.stringify(shellFiles),
    __PWA_VERSION__: JSON.stringify(version),
  },
  metafile: true,
  logLevel: "warning",
});
const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
console.log(
  `PWA: ${ICONS.length} icons, ${LANGUAGES.length} manifests, sw.js ${(bytes / 1024).toFixed(1)} KB ` +
    `(build ${version}, ${shellFiles.length} shell files precached)`,
);
