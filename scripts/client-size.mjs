#!/usr/bin/env node
/**
 * Client JavaScript a route loads on first visit (entry, root, the route and its parent
 * layouts, their imports), gzip-compressed, from the Remix build manifest. Usage:
 *   node scripts/client-size.mjs [routeId ...]   (default: routes/_index)
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = join(root, "public", "build");
const manifestFile = readdirSync(buildDir).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("No build manifest: run `npm run build` first.");
const text = readFileSync(join(buildDir, manifestFile), "utf8");
const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));

export function clientFiles(routeId) {
  const files = new Set([`/build/${manifestFile}`, manifest.entry.module, ...manifest.entry.imports]);
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
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(root, "public", file)), { level: 9 }).length, 0);
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
  const dir = join(root, "app", dirname(routeId));
  const file = readdirSync(dir).find((f) => f.replace(/\.(tsx?|jsx?)$/, "") === routeId.split("/").pop());
  if (file) {
    const handle = /i18n:\s*\[([^\]]*)\]/.exec(readFileSync(join(dir, file), "utf8"));
    for (const m of (handle?.[1] ?? "").matchAll(/"(\w+)"/g)) areas.add(m[1]);
  }
  return [...areas];
}

/** The string chunks a route loads in `language` before hydrating (app/i18n/load-locale.client.ts). */
export function localeFiles(routeId, language) {
  const shared = join(buildDir, "_shared");
  const loader = readdirSync(shared)
    .map((f) => readFileSync(join(shared, f), "utf8"))
    .find((text) => /"\/build\/_shared\/en-\w+\.js"/.test(text));
  if (!loader) throw new Error("No locale loader chunk in the build");
  const chunks = [...loader.matchAll(/"(\/build\/_shared\/(en|hi|bn)-\w+\.js)"/g)].map((m) => m[1]);
  const names = areaNames();
  const languages = ["en", "hi", "bn"];
  return routeAreas(routeId).map((area) => chunks[names.indexOf(area) * 3 + languages.indexOf(language)]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const routeId of process.argv.slice(2).length ? process.argv.slice(2) : ["routes/_index"]) {
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
