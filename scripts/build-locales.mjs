/**
 * The server's strings, one file per language: public/strings/{en,hi,bn}.json, every area merged
 * in the order app/i18n/locales/<lng>.ts merges them. The page Worker reads them through its
 * static-assets binding (env.ASSETS, app/i18n/i18n.server.ts) instead of carrying them in its
 * bundle (docs/decisions/0060-page-worker-size.md). The browser keeps loading its per-area chunks
 * (app/i18n/load-locale.client.ts). Run by `npm run build` (and by the test and start scripts).
 *
 * The same files go to build/news-assets/strings/, the news Worker's only static assets
 * (workers/news/wrangler.toml): it reads its strings the same way, without uploading the site's.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const locales = join(root, "app", "i18n", "locales");
const STRINGS_DIR = join(root, "public", "strings");
const NEWS_STRINGS_DIR = join(root, "build", "news-assets", "strings");

export function buildLocales() {
  for (const dir of [STRINGS_DIR, NEWS_STRINGS_DIR]) mkdirSync(dir, { recursive: true });
  for (const language of ["en", "hi", "bn"]) {
    const index = readFileSync(join(locales, `${language}.ts`), "utf8");
    const files = [...index.matchAll(/from "\.\/(\w+)\/(\w+)\.json"/g)].map((m) => `${m[1]}/${m[2]}.json`);
    if (files.length === 0) throw new Error(`No areas found in app/i18n/locales/${language}.ts`);
    const merged = {};
    for (const file of files) Object.assign(merged, JSON.parse(readFileSync(join(locales, file), "utf8")));
    const text = JSON.stringify(merged);
    for (const dir of [STRINGS_DIR, NEWS_STRINGS_DIR]) writeFileSync(join(dir, `${language}.json`), text);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildLocales();
