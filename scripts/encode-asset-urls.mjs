#!/usr/bin/env node
/**
 * Route modules named after their parameters (`routes/debates.$debateId-….js`) are served by Workers
 * Static Assets at their percent-encoded address: a request for a bare `$` is answered with a 307 to
 * `%24`, in production and under `wrangler dev` alike, one more round trip before a debate page (or
 * any page with a parameter) hydrates. Run after `remix build` (npm run build, npm start): writes the
 * addresses in the client manifest (public/build/manifest-*.js) and the server build's assets
 * manifest in their encoded form, so the page's preloads and imports reach the files directly. The
 * files keep their names. docs/performance.md, "First paint".
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** A build address with each path segment percent-encoded (`$` → `%24`); already-safe ones unchanged. */
function encodeAssetPath(path) {
  return path
    .split("/")
    .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
    .join("/");
}

function encodeAssetUrls() {
  const buildDir = join(root, "public", "build");
  const files = [
    ...readdirSync(buildDir)
      .filter((name) => /^manifest-[0-9A-Z]+\.js$/.test(name))
      .map((name) => join(buildDir, name)),
    join(root, "build", "server", "index.js"),
  ];
  let changed = 0;
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const next = text.replace(/"\/build\/[^"\s]+\.(?:js|css)"/g, (quoted) => {
      const encoded = `"${encodeAssetPath(quoted.slice(1, -1))}"`;
      if (encoded !== quoted) changed++;
      return encoded;
    });
    if (next !== text) writeFileSync(file, next);
  }
  console.log(`build addresses percent-encoded: ${changed}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) encodeAssetUrls();
