/**
 * Shareable infographics inside workerd: the infographic Worker (its deployment bundle, with
 * satori, HarfBuzz and resvg as precompiled WebAssembly) behind the page Worker's INFOGRAPHIC
 * service binding, the public /debates/{id}/infographic.png route, and its KV cache.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createConfirmedUser, createDebate } from "~/seed/factories";
import { castVote } from "~/models/debates/votes.server";

import type { Card } from "~/utils/infographic-card";
import { darkPixels, decodePng, isPng, pngSize } from "../helpers/png";

const db = createDb(env.DB);
const ORIGIN = "http://localhost";

const get = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(`${ORIGIN}${path}`, { headers: { Host: "localhost", ...headers } });

const baseCard: Card = {
  lang: "en",
  division: "global",
  divisionLabel: "GLOBAL STORM",
  brand: "DebateStorm",
  title: "Should cities ban cars from their centres?",
  headline: "Paris extends its car-free zone",
  headlineLabel: "Headline:",
  forPercentage: 64,
  supportLabel: "Support",
  opposeLabel: "Oppose",
  noVotesLabel: "No votes yet",
  participants: "12 participants",
  date: "21 November 2026",
  source: "BBC News",
};

async function render(card: Partial<Card>) {
  const response = await env.INFOGRAPHIC.fetch("https://infographic.internal/render", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...baseCard, ...card }),
  });
  if (response.status !== 200) throw new Error(`render answered ${response.status}: ${await response.text()}`);
  return { response, png: new Uint8Array(await response.arrayBuffer()) };
}

/** Where the title's first line is drawn in the 1600x1200 image (below the badge row). */
const TITLE_BOX = { x: 88, y: 236, width: 1424, height: 96 };

describe("the infographic Worker", () => {
  it("draws an English card at 1600x1200 (800x600 at scale 2)", async () => {
    const { response, png } = await render({});
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(isPng(png)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 1600, height: 1200 });
    expect(response.headers.get("X-Missing-Glyphs")).toBe("0");
  });

  it.each([
    ["hi", "क्या शहरों को केंद्र में कारों पर प्रतिबंध लगाना चाहिए?", "बहस"],
    ["bn", "শহরগুলির কেন্দ্রে কি গাড়ি নিষিদ্ধ করা উচিত?", "বিতর্ক"],
  ] as const)("draws every glyph of a %s title, with labels in the same script", async (lang, title, word) => {
    const { response, png } = await render({
      lang,
      title,
      headline: `${word}: ${title}`,
      supportLabel: word,
      opposeLabel: word,
      participants: `12 ${word}`,
    });
    expect(response.headers.get("X-Missing-Glyphs")).toBe("0");
    const blank = await decodePng((await render({ lang, title: "." })).png);
    const drawn = await decodePng(png);
    expect(pngSize(png)).toEqual({ width: 1600, height: 1200 });
    // The title's line has plenty of ink; the same card with a one-dot title has almost none.
    expect(darkPixels(drawn, TITLE_BOX)).toBeGreaterThan(20 * darkPixels(blank, TITLE_BOX) + 5_000);
  });

  it.each([
    ["Devanagari", "क्ष", "क्\u200Cष"],
    ["Bengali", "ক্ষ", "ক্\u200Cষ"],
  ])(
    "shapes %s conjuncts with HarfBuzz (a joined conjunct differs from the explicit-halant form)",
    async (_, joined, split) => {
      const a = await render({ title: joined });
      const b = await render({ title: split });
      expect(a.response.headers.get("X-Missing-Glyphs")).toBe("0");
      expect(b.response.headers.get("X-Missing-Glyphs")).toBe("0");
      const inkA = darkPixels(await decodePng(a.png), TITLE_BOX);
      const inkB = darkPixels(await decodePng(b.png), TITLE_BOX);
      expect(inkA).toBeGreaterThan(500);
      expect(inkA).not.toBe(inkB);
    },
  );

  it("reports text no font can draw instead of silently leaving it blank", async () => {
    const { response } = await render({ title: "நகரங்களில் கார்களுக்கு தடை?" });
    expect(Number(response.headers.get("X-Missing-Glyphs"))).toBeGreaterThan(0);
  });

  it("shows 'no votes yet' instead of figures when nobody voted", async () => {
    const voted = await decodePng((await render({ forPercentage: 50 })).png);
    const none = await decodePng((await render({ forPercentage: null })).png);
    const bar = { x: 88, y: 980, width: 1424, height: 80 };
    expect(darkPixels(voted, bar)).toBeGreaterThan(darkPixels(none, bar));
  });

  it("refuses a card it cannot draw with a 400 that names the field", async () => {
    const response = await env.INFOGRAPHIC.fetch("https://infographic.internal/render", {
      method: "POST",
      body: JSON.stringify({ ...baseCard, forPercentage: 140 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/forPercentage/) });
    const notJson = await env.INFOGRAPHIC.fetch("https://infographic.internal/render", { method: "POST", body: "{" });
    expect(notJson.status).toBe(400);
    expect((await env.INFOGRAPHIC.fetch("https://infographic.internal/render")).status).toBe(405);
  });

  it("reads its fonts from its static assets without serving them on a path (the Worker runs first)", async () => {
    // The cards above drew Latin, Devanagari and Bengali text: their fonts came through ASSETS.
    const font = await env.INFOGRAPHIC.fetch("https://infographic.internal/fonts/noto-sans-latin-400.woff2");
    expect(font.status).toBe(404);
    expect(font.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await font.json()).toEqual({ error: expect.stringMatching(/POST \/render/) });
  });
});

describe("GET /debates/{id}/infographic.png", () => {
  it("serves the card, then the same bytes from the cache", async () => {
    const debate = await createDebate(db, { title: "Should every school teach civics from age ten?" });
    const first = await get(`/debates/${debate.id}/infographic.png?lng=en`);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/png");
    expect(first.headers.get("X-Infographic-Cache")).toBe("miss");
    expect(first.headers.get("Content-Disposition")).toBe(`inline; filename="debate-${debate.id.slice(0, 8)}.png"`);
    const png = new Uint8Array(await first.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 1600, height: 1200 });

    const second = await get(`/debates/${debate.id}/infographic.png?lng=en`);
    expect(second.headers.get("X-Infographic-Cache")).toBe("hit");
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(png);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));

    const revalidated = await get(`/debates/${debate.id}/infographic.png?lng=en`, {
      "If-None-Match": first.headers.get("ETag") ?? "",
    });
    expect(revalidated.status).toBe(304);
  });

  it("names the download debate-{first 8 characters of the id}.png", async () => {
    const debate = await createDebate(db);
    const response = await get(`/debates/${debate.id}/infographic.png?lng=hi&download=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="debate-${debate.id.slice(0, 8)}.png"`,
    );
  });

  it("draws a new card when a vote changes what the card shows, and keeps languages apart", async () => {
    const debate = await createDebate(db);
    const before = await get(`/debates/${debate.id}/infographic.png?lng=en`);
    const { user } = await createConfirmedUser(db, { password: null });
    await castVote(db, { debateId: debate.id, userId: user.id, position: "for" });
    const after = await get(`/debates/${debate.id}/infographic.png?lng=en`);
    expect(after.headers.get("X-Infographic-Cache")).toBe("miss");
    expect(after.headers.get("ETag")).not.toBe(before.headers.get("ETag"));
    expect(new Uint8Array(await after.arrayBuffer())).not.toEqual(new Uint8Array(await before.arrayBuffer()));

    const bengali = await get(`/debates/${debate.id}/infographic.png?lng=bn`);
    expect(bengali.headers.get("X-Infographic-Cache")).toBe("miss");
    expect(bengali.headers.get("ETag")).not.toBe(after.headers.get("ETag"));
  });

  it("answers 404 for an unknown debate and 400 for a bad language, as JSON", async () => {
    const missing = await get("/debates/no-such-debate/infographic.png");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "No debate has this id." });
    const inHindi = await get("/debates/no-such-debate/infographic.png?lng=hi");
    expect(await inHindi.json()).toEqual({ error: "इस आईडी की कोई बहस नहीं है।" });
    const debate = await createDebate(db);
    const bad = await get(`/debates/${debate.id}/infographic.png?lng=fr`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "lng must be one of en, hi, bn" });
  });

  it("is what the debate page's Open Graph and Twitter tags point at", async () => {
    const debate = await createDebate(db);
    const html = await (await get(`/debates/${debate.id}`)).text();
    const image = `${ORIGIN}/debates/${debate.id}/infographic.png?lng=en`;
    expect(html).toContain(`<meta property="og:image" content="${image}"/>`);
    expect(html).toContain('<meta property="og:image:width" content="1600"/>');
    expect(html).toContain('<meta property="og:image:height" content="1200"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain(`<meta name="twitter:image" content="${image}"/>`);
    const shared = await (await get(`/?debate=${debate.id}`)).text();
    expect(shared).toContain(`<meta property="og:image" content="${image}"/>`);
  });
});
