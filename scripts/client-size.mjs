#!/usr/bin/env node
/**
 * Client JavaScript a route loads on first visit (entry, root, the route, their
 * imports), gzip-compressed, from the Remix build manifest. Usage:
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
  for (const id of ["root", routeId]) {
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

/** The language chunk the client loads before hydrating (app/i18n/load-locale.client.ts). */
export function localeFile(language) {
  const file = readdirSync(join(buildDir, "_shared")).find((f) => f.startsWith(`${language}-`) && f.endsWith(".js"));
  if (!file) throw new Error(`No ${language} locale chunk in the build`);
  return `/build/_shared/${file}`;
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
      const total = base + gzipBytes([localeFile(language)]);
      console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  ${routeId} with the ${language} strings (gzip)`);
    }
  }
}
