#!/usr/bin/env node
/**
 * Client JavaScript a page loads on first visit (entry, root, the route and its parent layouts,
 * their imports), gzip-compressed, from the Remix build manifest, against the budget of 100 KB
 * on every page (issue 29; docs/performance.md). Usage:
 *   node scripts/client-size.mjs                 every page route: one line each, MISSED over budget
 *   node scripts/client-size.mjs routeId ...     those routes, file by file, with their strings
 * Exit code 1 when a page misses the budget. The build's manifest file (manifest-*.js) is counted
 * only when lazy route discovery is off: with it on, the page carries its own routes' entries
 * inline and never loads that file (@remix-run/react's <Scripts>).
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/** KB (1,024 bytes) of gzip a page may load before its strings. */
export const CLIENT_BUDGET_KB = 100;

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = join(root, "public", "build");
const manifestFile = readdirSync(buildDir).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("No build manifest: run `npm run build` first.");
const text = readFileSync(join(buildDir, manifestFile), "utf8");
const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
const remixConfig = (await import(pathToFileURL(join(root, "remix.config.js")).href)).default;
const lazyDiscovery = remixConfig.future?.v3_lazyRouteDiscovery === true;

export function clientFiles(routeId) {
  const files = new Set([
    ...(lazyDiscovery ? [] : [`/build/${manifestFile}`]),
    manifest.entry.module,
    ...manifest.entry.imports,
  ]);
  if (!manifest.routes[routeId]) throw new Error(`Unknown route ${routeId}`);
  // The route and its parents up to the root (a layout such as routes/admin loads with its children).
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Unknown route ${id}`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

export function gzipBytes(files) {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(root, "public", decodeURIComponent(file))), { level: 9 }).length,
    0,
  );
}

/** A route's source file (app/<routeId>.tsx or .ts), or null. */
function routeSource(routeId) {
  const dir = join(root, "app", dirname(routeId));
  const file = readdirSync(dir).find((f) => f.replace(/\.(tsx?|jsx?)$/, "") === routeId.split("/").pop());
  return file ? readFileSync(join(dir, file), "utf8") : null;
}

/** The routes that render a page (a default export): resource routes load no JavaScript. */
export function pageRoutes() {
  return Object.keys(manifest.routes).filter((id) => {
    if (id === "root") return false;
    const source = routeSource(id);
    return source !== null && /^export default\b|^export \{[^}]*\bdefault\b/m.test(source);
  });
}

/** The string areas, in the order app/i18n/load-locale.client.ts imports them. */
function areaNames() {
  const source = readFileSync(join(root, "app/i18n/areas.ts"), "utf8");
  const list = /(?:export )?const AREAS = \[([^\]]*)\]/.exec(source)?.[1] ?? "";
  return [...list.matchAll(/"(\w+)"/g)].map((m) => m[1]);
}

/** The root's areas and those the route names in its `handle` (read from its source). */
function routeAreas(routeId) {
  const roots = /ROOT_AREAS[^=]*=\s*\[([^\]]*)\]/.exec(readFileSync(join(root, "app/i18n/areas.ts"), "utf8"));
  const areas = new Set([...(roots?.[1] ?? "").matchAll(/"(\w+)"/g)].map((m) => m[1]));
  const handle = /i18n:\s*\[([^\]]*)\]/.exec(routeSource(routeId) ?? "");
  for (const m of (handle?.[1] ?? "").matchAll(/"(\w+)"/g)) areas.add(m[1]);
  return [...areas];
}

/** The string chunks a route loads in `language` before hydrating (app/i18n/load-locale.client.ts). */
export function localeFiles(routeId, language) {
  const shared = join(buildDir, "_shared");
  const loader = readdirSync(shared)
    .map((f) => readFileSync(join(shared, f), "utf8"))
    .find((text) => /"\/build\/_shared\/(en|hi|bn)-\w+\.js"/.test(text));
  if (!loader) throw new Error("No locale loader chunk in the build");
  const chunks = [...loader.matchAll(/"(\/build\/_shared\/(en|hi|bn)-\w+\.js)"/g)].map((m) => m[1]);
  const names = areaNames();
  const languages = ["en", "hi", "bn"];
  return routeAreas(routeId).map((area) => chunks[names.indexOf(area) * 3 + languages.indexOf(language)]);
}

/** Every page route's client JavaScript: [{ routeId, kb, files }], largest first. */
export function everyPage() {
  return pageRoutes()
    .map((routeId) => {
      const files = clientFiles(routeId);
      return { routeId, files: files.length, kb: Number((gzipBytes(files) / 1024).toFixed(1)) };
    })
    .sort((a, b) => b.kb - a.kb);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const routes = process.argv.slice(2);
  if (routes.length === 0) {
    const pages = everyPage();
    for (const { routeId, kb, files } of pages) {
      const ok = kb <= CLIENT_BUDGET_KB;
      console.log(
        `${ok ? "ok    " : "MISSED"} ${String(kb).padStart(6)} KB  ${String(files).padStart(3)} files  ${routeId}`,
      );
    }
    const missed = pages.filter((p) => p.kb > CLIENT_BUDGET_KB);
    console.log(
      missed.length
        ? `MISSED: ${missed.length} of ${pages.length} pages load more than ${CLIENT_BUDGET_KB} KB of JavaScript (gzip).`
        : `ok: all ${pages.length} pages load at most ${CLIENT_BUDGET_KB} KB of JavaScript (gzip); the largest ${pages[0]?.kb} KB.`,
    );
    if (missed.length) process.exitCode = 1;
  }
  for (const routeId of routes) {
    const files = clientFiles(routeId);
    for (const file of files) {
      console.log(`${(gzipBytes([file]) / 1024).toFixed(1).padStart(7)} KB  ${file}`);
    }
    const base = gzipBytes(files);
    console.log(`${(base / 1024).toFixed(1).padStart(7)} KB  ${routeId}, code (gzip)`);
    for (const language of ["en", "hi", "bn"]) {
      const total = base + gzipBytes(localeFiles(routeId, language));
      console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  ${routeId} with the ${language} strings (gzip)`);
    }
  }
}
