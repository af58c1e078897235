/**
 * The embed of a debate (docs/embed.md, docs/performance.md "The embed"): what a newsroom's reader
 * downloads for it, as the page Worker serves it. A debate with a long Bengali title and large
 * figures is written into a fresh local D1; the embed is fetched in English, Hindi and Bengali, for
 * a visitor and for a signed-in citizen (whose page carries its form tokens), and the largest
 * answer is reported gzip-compressed, HTML and its CSS together (budget 15 KB), with the inline
 * script alone (budget 1 KB) and the number of other requests the page makes (budget 0: no
 * stylesheet, script, font or image to fetch). Sizes only, no timings.
 * `npm run bench -- --embed` runs this part alone.
 */
import { createHash, randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { createCookie } from "@remix-run/cloudflare";

const DEBATE = "bench-embed";
const TITLE =
  "শহরের কেন্দ্রে ব্যক্তিগত গাড়ি চলাচল কি সপ্তাহের কাজের দিনগুলিতে নিষিদ্ধ করা উচিত, যাতে বায়ুদূষণ কমে, পথচারী ও সাইকেল আরোহীরা নিরাপদ থাকেন এবং গণপরিবহন আরও দ্রুত চলে?";

function seedSql(sessionId) {
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const title = TITLE.replace(/'/g, "''");
  return [
    `INSERT INTO debates (id, title, description, category, region, language, for_count, against_count, participant_count, created_at)
     VALUES ('${DEBATE}', '${title}', '', 'india', 'bharat', 'bn', 123456, 98765, 222221, '${now}');`,
    `INSERT INTO users (id, username, email, first_name, last_name, verification_status, email_confirmed_at, created_at)
     VALUES ('bench-embed-user', 'benchembed', 'benchembed@bench.local', 'Srabanti', 'Chattopadhyay', 'verified', '${now}', '${now}');`,
    `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at)
     VALUES ('${sessionId}', 'bench-embed-user', '${now}', '${now}', '${later}');`,
  ].join("\n");
}

const kb = (bytes) => Number((bytes / 1024).toFixed(2));

/** Fetches the embed in each language, signed out and in; reports the largest answer's sizes. */
export async function benchEmbed({ root, report, waitFor, secrets, seededD1, pageWorker }) {
  const state = join(root, ".wrangler", `bench-embed-${process.pid}`);
  const token = randomBytes(32).toString("base64url");
  seededD1(state, seedSql(createHash("sha256").update(token).digest("hex")));
  const cookie = (
    await createCookie("ds_session", { secrets: [secrets.SESSION_SECRET], path: "/", httpOnly: true }).serialize(token)
  ).split(";")[0];
  const { child, base } = await pageWorker(state, "page Worker (embed)");
  try {
    await waitFor(`${base}/robots.txt`, child);
    const pages = [];
    for (const lang of ["en", "hi", "bn"]) {
      for (const [who, headers] of [
        ["visitor", {}],
        ["citizen", { Cookie: cookie }],
      ]) {
        const response = await fetch(`${base}/embed/debates/${DEBATE}?lang=${lang}`, { headers });
        const html = await response.text();
        if (response.status !== 200) throw new Error(`the embed answered ${response.status} (${lang}, ${who})`);
        if (who === "citizen" && !html.includes('name="csrf"'))
          throw new Error("the signed-in embed has no form token");
        const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
        const subresources = [...html.matchAll(/<(?:link|script|img|iframe)\b[^>]*\b(?:src|href)=/g)].length;
        pages.push({ lang, who, html, scripts, subresources });
      }
    }
    const largest = pages.reduce((a, b) => (gzipSync(b.html).length > gzipSync(a.html).length ? b : a));
    const withoutScript = largest.html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    report(
      "embed of a debate, HTML and CSS (gzip, the largest of 3 languages, visitor and citizen)",
      kb(gzipSync(withoutScript).length),
      "KB",
      15,
      "max",
      {
        largest: `${largest.lang}, ${largest.who}`,
        rawKB: kb(Buffer.byteLength(largest.html)),
        withScriptGzipKB: kb(gzipSync(largest.html).length),
      },
    );
    const script = Math.max(...pages.map((p) => gzipSync(p.scripts).length));
    report("embed of a debate, its inline script (gzip)", kb(script), "KB", 1);
    report(
      "embed of a debate, other requests it makes (stylesheets, scripts, fonts, images)",
      Math.max(...pages.map((p) => p.subresources)),
      "",
      0,
    );
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1_000));
    rmSync(state, { recursive: true, force: true });
  }
}
