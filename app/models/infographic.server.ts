/**
 * A debate's shareable card (SPEC.md Overlays 9 and 14) as a PNG: the page Worker looks the
 * debate up, writes every string in the requested language, and asks the infographic Worker
 * (service binding INFOGRAPHIC) to draw it. Finished images are kept in KV (and the latest
 * few in the isolate's memory) under a key made from everything the card shows, so a vote
 * that changes a percentage or the participant count yields a new image, and anything else
 * is served from the cache.
 */
import * as z from "zod";

import type { SupportedLanguage } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18n.server";
import { LANGUAGES } from "~/db/enums";
import type { AppLoadContext } from "@remix-run/cloudflare";

import { sha256Hex } from "~/utils/crypto";

import { getDebate, type PublicDebate } from "./debates.server";
import type { Card } from "./infographic-card";

export { infographicFileName, infographicPath } from "~/utils/infographic";

const CACHE_PREFIX = "infographic:v1:";
const CACHE_TTL_SECONDS = 60 * 60 * 24 * 30;
/** The most recently served cards, kept in the isolate's memory in front of KV (about 3 MB at most). */
const MEMORY_ENTRIES = 40;
const memory = new Map<string, ArrayBuffer>();

function remember(key: string, png: ArrayBuffer) {
  memory.delete(key);
  memory.set(key, png);
  while (memory.size > MEMORY_ENTRIES) {
    const oldest = memory.keys().next();
    if (oldest.done) break;
    memory.delete(oldest.value);
  }
}

/** Errors are translation keys (infographic.errors.*), answered in the visitor's language. */
export const infographicQuerySchema = z.object({
  lng: z.enum(LANGUAGES, { error: "infographic.errors.badLanguage" }).default("en"),
  download: z.enum(["1"], { error: "infographic.errors.badDownload" }).optional(),
});

const dateLocales: Record<SupportedLanguage, string> = { en: "en-GB", hi: "hi-IN", bn: "bn-IN" };

export async function cardFor(debate: PublicDebate, lng: SupportedLanguage): Promise<Card> {
  const t = await getFixedT(lng);
  // The division was decided once, when the debate was made (debates.server.ts divisionOf).
  const bharat = debate.region === "bharat";
  const date = new Intl.DateTimeFormat(dateLocales[lng], { day: "numeric", month: "long", year: "numeric" });
  return {
    lang: lng,
    division: bharat ? "bharat" : "global",
    divisionLabel: t(bharat ? "region.bharat" : "region.global").toLocaleUpperCase(lng),
    brand: t("app.name"),
    title: debate.title,
    headline: debate.originalHeadline,
    headlineLabel: t("infographic.headline"),
    forPercentage: debate.forPercentage,
    supportLabel: t("infographic.support"),
    opposeLabel: t("infographic.oppose"),
    noVotesLabel: t("infographic.noVotes"),
    participants: t("debate.participants", { count: debate.participantCount }),
    date: date.format(new Date(debate.createdAt)),
    source: debate.sources[0]?.name ?? null,
  };
}

async function digest(card: Card): Promise<string> {
  return (await sha256Hex(JSON.stringify(card))).slice(0, 24);
}

export interface Infographic {
  png: ArrayBuffer;
  /** Changes whenever anything drawn on the card changes: an ETag and the cache key. */
  version: string;
  cache: "hit" | "miss";
}

export class InfographicUnavailable extends Error {
  override name = "InfographicUnavailable";
}

/** The card of a debate, from the cache or freshly drawn; null for an unknown debate. */
export async function getInfographic(
  context: AppLoadContext,
  debateId: string,
  lng: SupportedLanguage,
): Promise<Infographic | null> {
  const debate = await getDebate(context.db, debateId);
  if (!debate) return null;
  const card = await cardFor(debate, lng);
  const version = await digest(card);
  const key = `${CACHE_PREFIX}${debate.id}:${version}`;

  const hot = memory.get(key);
  if (hot) {
    remember(key, hot);
    return { png: hot.slice(0), version, cache: "hit" };
  }
  const cached = await context.env.CACHE.get(key, "arrayBuffer");
  if (cached) {
    remember(key, cached.slice(0));
    return { png: cached, version, cache: "hit" };
  }

  let response: Response;
  try {
    response = await context.env.INFOGRAPHIC.fetch("https://infographic.internal/render", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(card),
    });
  } catch (error) {
    throw new InfographicUnavailable(`the infographic Worker did not answer: ${String(error)}`);
  }
  if (!response.ok || response.headers.get("Content-Type") !== "image/png") {
    throw new InfographicUnavailable(`the infographic Worker answered ${response.status}: ${await response.text()}`);
  }
  const missing = Number(response.headers.get("X-Missing-Glyphs") ?? 0);
  if (missing > 0) console.warn(`[infographic] ${debate.id}: ${missing} text segment(s) had no font`);
  const png = await response.arrayBuffer();
  await context.env.CACHE.put(key, png, { expirationTtl: CACHE_TTL_SECONDS });
  remember(key, png.slice(0));
  return { png, version, cache: "miss" };
}
