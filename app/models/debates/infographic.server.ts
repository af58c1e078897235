/**
 * A debate's shareable card (SPEC.md Overlays 9 and 14) as a PNG: the page Worker looks the
 * debate up, writes every string in the requested language, and asks the infographic Worker
 * (service binding INFOGRAPHIC) to draw it.
 *
 * Cards are drawn ahead of the request (docs/decisions/0085-card-prerender.md): a vote asks the
 * debate's CardRenderer Durable Object (workers/cards) to redraw its cards after a short delay
 * that gathers a burst of votes into one drawing, and the drawing is stored in KV. The key names
 * the whole percentage and the participant bucket the card shows (plus a hash of everything else
 * on it), so once the figures move by a whole percent the old card is never found again: the
 * request finds the redrawn card or, before the redraw, draws once itself and stores it.
 */
import * as z from "~/utils/zod";

import type { SupportedLanguage } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18n.server";
import { LANGUAGES } from "~/db/enums";
import type { Database } from "~/db/client.server";
import type { Env } from "~/env.server";
import type { LoadContext } from "~/context.server";

import { sha256Hex } from "~/utils/crypto";
import { BoundedMap } from "~/utils/bounded-map";

import { getCardRow, toCardDebate, type CardRow, type PublicDebate } from "./debates.server";
import type { Card } from "~/utils/infographic-card";
import { recentlyVotedDebateIds } from "./votes.server";

export { infographicFileName } from "~/utils/infographic";

const CACHE_PREFIX = "infographic:v2:";
const CACHE_TTL_SECONDS = 60 * 60 * 24 * 30;
/** How long the debate's CardRenderer waits after a vote before redrawing: the votes of a burst share one drawing. */
export const CARD_REDRAW_DELAY_MS = 2_000;
/** Always drawn ahead: the language of the Open Graph image that link previews fetch. */
const AHEAD_LANGUAGE: SupportedLanguage = "en";
/** The most recently served cards, kept in the isolate's memory in front of KV (about 3 MB at most). */
const MEMORY_ENTRIES = 40;
const memory = new BoundedMap<string, StoredCard>("cards", MEMORY_ENTRIES);

interface StoredCard {
  png: ArrayBuffer;
  etag: string;
}

/** What drawing and storing a card needs: a request's load context, or a CardRenderer's. */
interface CardContext {
  db: Database;
  env: Pick<Env, "CACHE" | "INFOGRAPHIC" | "CARD_RENDERER">;
  /** Present on a request: the KV write and the note to the CardRenderer do not hold the answer. */
  ctx?: Pick<ExecutionContext, "waitUntil">;
}

/** Errors are translation keys (infographic.errors.*), answered in the visitor's language. */
export const infographicQuerySchema = z.object({
  lng: z.enum(LANGUAGES, { error: "infographic.errors.badLanguage" }).default("en"),
  download: z.enum(["1"], { error: "infographic.errors.badDownload" }).optional(),
});

const dateLocales: Record<SupportedLanguage, string> = { en: "en-GB", hi: "hi-IN", bn: "bn-IN" };
/** One date formatter per language for the isolate's life (making one costs more than using it). */
const dateFormats = new Map<SupportedLanguage, Intl.DateTimeFormat>();

function dateFormat(lng: SupportedLanguage) {
  let format = dateFormats.get(lng);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocales[lng], { day: "numeric", month: "long", year: "numeric" });
    dateFormats.set(lng, format);
  }
  return format;
}

/** What a card shows of a debate (getDebate's PublicDebate has all of it). */
type CardDebate = Pick<
  PublicDebate,
  "id" | "title" | "region" | "originalHeadline" | "forPercentage" | "participantCount" | "createdAt" | "sources"
>;

export async function cardFor(debate: CardDebate, lng: SupportedLanguage): Promise<Card> {
  const t = await getFixedT(lng);
  // The division was decided once, when the debate was made (debates.server.ts divisionOf).
  const bharat = debate.region === "bharat";
  const date = dateFormat(lng);
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

/**
 * The participant count as the cache key names it: exact below 100, then two significant digits
 * (1,234 → 1,200). A stored card may show a count up to one bucket behind until the CardRenderer
 * redraws it (a few seconds); its percentages are always the current whole percent.
 */
export function participantBucket(count: number): number {
  if (count < 100) return count;
  const step = 10 ** (String(Math.trunc(count)).length - 2);
  return Math.floor(count / step) * step;
}

const hash = async (value: unknown) => (await sha256Hex(JSON.stringify(value))).slice(0, 24);

/** The KV key of a card: the debate, the language, the whole percentage and participant bucket shown, and a hash of the rest. */
export async function cardKey(debateId: string, card: Card, participantCount: number): Promise<string> {
  const bucket = participantBucket(participantCount);
  const rest = await hash({ ...card, participants: bucket });
  return `${CACHE_PREFIX}${debateId}:${card.lang}:${card.forPercentage ?? "none"}:${bucket}:${rest}`;
}

/** A card and its KV key, named from the debate's stored columns. */
interface NamedCard {
  card: Card;
  key: string;
}

/**
 * The cards named lately, by the exact columns they were made from (and the language): a request
 * whose debate has not changed since skips translating, formatting and hashing. Only the naming is
 * kept, never the figures: every request still reads them (getCardRow), so the key it looks up is
 * always the current figures' key.
 */
const named = new BoundedMap<string, NamedCard>("cardNames", 200);

async function nameCard(row: CardRow, lng: SupportedLanguage): Promise<NamedCard> {
  const source = JSON.stringify([
    lng,
    row.id,
    row.title,
    row.region,
    row.originalHeadline,
    row.forCount,
    row.againstCount,
    row.participantCount,
    row.createdAt,
    row.sources,
  ]);
  const known = named.get(source);
  if (known) return known;
  const debate = toCardDebate(row);
  const card = await cardFor(debate, lng);
  const entry = { card, key: await cardKey(debate.id, card, debate.participantCount) };
  named.set(source, entry);
  return entry;
}

interface Infographic {
  png: ArrayBuffer;
  /** A hash of exactly what is drawn: the ETag. */
  version: string;
  cache: "hit" | "miss";
}

export class InfographicUnavailable extends Error {
  override name = "InfographicUnavailable";
}

/** Asks the infographic Worker to draw a card. */
async function draw(context: CardContext, debateId: string, card: Card): Promise<ArrayBuffer> {
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
  if (missing > 0) console.warn(`[infographic] ${debateId}: ${missing} text segment(s) had no font`);
  return response.arrayBuffer();
}

async function store(context: CardContext, key: string, card: StoredCard) {
  memory.set(key, { png: card.png.slice(0), etag: card.etag });
  const write = context.env.CACHE.put(key, card.png.slice(0), {
    expirationTtl: CACHE_TTL_SECONDS,
    metadata: { etag: card.etag },
  });
  if (context.ctx) context.ctx.waitUntil(write);
  else await write;
}

/** The debate's CardRenderer (one Durable Object per debate, workers/cards/card-renderer.ts). */
const rendererOf = (context: Pick<CardContext, "env">, debateId: string) =>
  context.env.CARD_RENDERER.get(context.env.CARD_RENDERER.idFromName(debateId));

/**
 * The card of a debate for a request: the stored one for the current figures, or drawn now
 * (once: stored for the next requests, and the debate's CardRenderer told to keep this language
 * up to date from now on). null for an unknown debate.
 */
export async function getInfographic(
  context: CardContext,
  debateId: string,
  lng: SupportedLanguage,
): Promise<Infographic | null> {
  const row = await getCardRow(context.db, debateId);
  if (!row) return null;
  const { card, key } = await nameCard(row, lng);

  const hot = memory.get(key);
  if (hot) {
    return { png: hot.png.slice(0), version: hot.etag, cache: "hit" };
  }
  const cached = await context.env.CACHE.getWithMetadata<{ etag: string }>(key, "arrayBuffer");
  if (cached.value && cached.metadata?.etag) {
    memory.set(key, { png: cached.value.slice(0), etag: cached.metadata.etag });
    return { png: cached.value, version: cached.metadata.etag, cache: "hit" };
  }

  const png = await draw(context, row.id, card);
  const etag = await hash(card);
  await store(context, key, { png, etag });
  const note = rendererOf(context, row.id)
    .follow(row.id, lng, etag)
    .catch((error: unknown) => console.error(`[infographic] ${row.id}: the CardRenderer was not told`, error));
  if (context.ctx) context.ctx.waitUntil(note);
  else await note;
  return { png, version: etag, cache: "miss" };
}

/**
 * After a vote (or anything else that moves a debate's figures): the debate's CardRenderer
 * redraws its cards after CARD_REDRAW_DELAY_MS, once for the whole burst. The request does not
 * wait for it; a failure is logged, and the next request for the card draws it instead.
 */
export function redrawCardSoon(
  context: Pick<LoadContext, "env"> & { ctx: Pick<LoadContext["ctx"], "waitUntil"> },
  debateId: string,
) {
  context.ctx.waitUntil(
    rendererOf(context, debateId)
      .schedule(debateId)
      .catch((error: unknown) => console.error(`[infographic] ${debateId}: no redraw scheduled`, error)),
  );
}

/** The most cards redrawn ahead when an account's votes start counting (the rest are drawn on request). */
const VOTER_REDRAWS = 50;

/**
 * An account's votes entered the count (its e-mail was confirmed): the cards of the debates it voted
 * on most recently are redrawn soon, as after a vote. Any other card it voted on is drawn by the
 * next request for it (its key names the current figures).
 */
export async function redrawCardsOfVoter(context: Pick<LoadContext, "db" | "env" | "ctx">, userId: string) {
  for (const debateId of await recentlyVotedDebateIds(context.db, userId, VOTER_REDRAWS)) {
    redrawCardSoon(context, debateId);
  }
}

/** What a CardRenderer has drawn: the ETag of each language's card. */
export type DrawnCards = Partial<Record<SupportedLanguage, string>>;

/**
 * The CardRenderer's work: each language it keeps (English always, and those requested before)
 * drawn with the current figures and stored, unless the same card was drawn last time.
 * Returns the cards drawn now (language → ETag) and how many; null when the debate is gone.
 */
export async function redrawCards(
  context: CardContext,
  debateId: string,
  languages: readonly SupportedLanguage[],
  drawn: DrawnCards,
): Promise<{ drawn: DrawnCards; renders: number } | null> {
  const row = await getCardRow(context.db, debateId);
  if (!row) return null;
  const now: DrawnCards = {};
  let renders = 0;
  const wanted = LANGUAGES.filter((lng) => lng === AHEAD_LANGUAGE || languages.includes(lng));
  for (const lng of wanted) {
    const { card, key } = await nameCard(row, lng);
    const etag = await hash(card);
    if (drawn[lng] === etag) continue;
    const png = await draw(context, row.id, card);
    await store(context, key, { png, etag });
    now[lng] = etag;
    renders += 1;
  }
  return { drawn: now, renders };
}
