/**
 * Counting a promoted ad's impressions and clicks (docs/campaigns.md, "Counting"; issue 25): figures
 * an advertiser pays against and the public reads, so a script cannot inflate them.
 *
 *   - A viewer counts at most once per campaign, kind (impression, click) and UTC day. A viewer is
 *     the account when signed in (a valid session), else the visitor's address and user agent. Only
 *     an HMAC of it is stored, under a salt that changes every day and is never stored (derived from
 *     the session secret and the day), and the viewer rows are deleted two days later by the cron:
 *     the raw address is never stored, and a viewer cannot be followed from one day to the next.
 *   - Not counted: prefetches and prerenders (`Sec-Purpose`, `Purpose`, `X-Purpose`, `X-Moz`), bots
 *     (`isbot`, or no user agent), and requests without evidence of coming from our own pages: a
 *     click is a same-origin POST (`Origin` ours, or `Sec-Fetch-Site: same-origin`); an impression
 *     is our page's image (`Sec-Fetch-Site: same-origin`, or an `Origin` or `Referer` of ours).
 *   - What is not counted is kept as a number per campaign, kind, day and reason (duplicate, bot,
 *     prefetch, cross-site), for the admin's campaign view. Only active campaigns count anything.
 */
import { inArray, lt, sql } from "drizzle-orm";
import { isbot } from "isbot";

import type { Database } from "~/db/client.server";
import { AD_DISCARD_REASONS, type AD_EVENT_KINDS } from "~/db/enums";
import { adDiscards, adEvents, adViewers } from "~/db/schema";
import { clientIp } from "~/utils/http.server";

type AdEventKind = (typeof AD_EVENT_KINDS)[number];
type AdDiscardReason = (typeof AD_DISCARD_REASONS)[number];
/** What became of one request: counted, not counted (and why), or no active campaign of that id. */
type AdOutcome = "counted" | AdDiscardReason | "inactive";

/** Viewer rows of a day are deleted once the day is this many days old (the dedupe needs only today's). */
const AD_VIEWER_RETENTION_DAYS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

const PREFETCH = /prefetch|prerender|preview/i;

/** Why this request is not to be counted (before looking at who sent it), or null. */
export function discardReason(
  request: Request,
  kind: AdEventKind,
  publicOrigin: string,
): Exclude<AdDiscardReason, "duplicate"> | null {
  const h = request.headers;
  if ([h.get("Sec-Purpose"), h.get("Purpose"), h.get("X-Purpose"), h.get("X-Moz")].some((v) => v && PREFETCH.test(v))) {
    return "prefetch";
  }
  const agent = h.get("User-Agent")?.trim() ?? "";
  if (!agent || isbot(agent)) return "bot";
  return fromOurPages(request, kind, publicOrigin) ? null : "cross-site";
}

function fromOurPages(request: Request, kind: AdEventKind, publicOrigin: string) {
  const ours = new Set([new URL(request.url).origin, publicOrigin].filter(Boolean));
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("Origin");
  if (origin) return ours.has(origin);
  if (kind === "click") return false;
  const referer = request.headers.get("Referer");
  if (!referer) return false;
  try {
    return ours.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

const encoder = new TextEncoder();
const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

async function hmac(key: string, message: string) {
  const imported = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return crypto.subtle.sign("HMAC", imported, encoder.encode(message));
}

/**
 * The viewer's key for `day`: HMAC-SHA-256 (128 bits kept, hex) of the account, or of the address
 * and user agent, under the day's salt (itself an HMAC of the day under the session secret, never
 * stored). The same viewer on another day gets an unrelated key.
 */
export async function viewerKey(
  secret: string,
  request: Request,
  userId: string | null,
  now = new Date(),
): Promise<string> {
  const salt = hex(await hmac(secret, `ad-viewer-salt:${dayOf(now)}`));
  const who = userId ? `account:${userId}` : `visitor:${clientIp(request)}\n${request.headers.get("User-Agent") ?? ""}`;
  return hex(await hmac(salt, who)).slice(0, 32);
}

/** One more discarded request of an active campaign; false when there is no active campaign of that id. */
async function recordDiscard(
  db: Database,
  campaignId: string,
  kind: AdEventKind,
  reason: AdDiscardReason,
  day: string,
) {
  const result = await db.run(sql`
    INSERT INTO ad_discards (campaign_id, kind, day, reason, count)
    SELECT id, ${kind}, ${day}, ${reason}, 1 FROM campaigns WHERE id = ${campaignId} AND status = 'active'
    ON CONFLICT (campaign_id, kind, day, reason) DO UPDATE SET count = count + 1`);
  return (result.meta.changes ?? 0) > 0;
}

/**
 * Counts one impression or click of an active campaign for today, once per viewer (`viewer`, from
 * `viewerKey`), or records why not (`discard`, from `discardReason`).
 */
export async function recordAdEvent(
  db: Database,
  campaignId: string,
  kind: AdEventKind,
  who: { viewer: string; discard?: null } | { discard: Exclude<AdDiscardReason, "duplicate"> },
  now = new Date(),
): Promise<AdOutcome> {
  const day = dayOf(now);
  if (who.discard) return (await recordDiscard(db, campaignId, kind, who.discard, day)) ? who.discard : "inactive";
  // A new row counts (trigger ad_viewers_count_insert adds it to ad_events in the same statement).
  const inserted = await db.all<{ counted: number }>(sql`
    INSERT INTO ad_viewers (campaign_id, kind, day, viewer)
    SELECT id, ${kind}, ${day}, ${who.viewer} FROM campaigns WHERE id = ${campaignId} AND status = 'active'
    ON CONFLICT (campaign_id, kind, day, viewer) DO NOTHING
    RETURNING 1 AS counted`);
  if (inserted.length) return "counted";
  return (await recordDiscard(db, campaignId, kind, "duplicate", day)) ? "duplicate" : "inactive";
}

/**
 * One request for an ad's pixel or click, as the routes receive it: discarded (and why), or counted
 * once for its viewer. `userId` is asked only when the request could count (a session read).
 */
export async function countAdRequest(
  db: Database,
  request: Request,
  campaignId: string,
  kind: AdEventKind,
  options: { secret: string; publicOrigin: string; userId: () => Promise<string | null>; now?: Date },
): Promise<AdOutcome> {
  const now = options.now ?? new Date();
  const discard = discardReason(request, kind, options.publicOrigin);
  if (discard) return recordAdEvent(db, campaignId, kind, { discard }, now);
  const viewer = await viewerKey(options.secret, request, await options.userId(), now);
  return recordAdEvent(db, campaignId, kind, { viewer }, now);
}

/** The cron: viewer rows of days at least AD_VIEWER_RETENTION_DAYS old are deleted (the counters stay). */
export async function deleteOldAdViewers(db: Database, now = new Date()): Promise<number> {
  const before = dayOf(new Date(now.getTime() - (AD_VIEWER_RETENTION_DAYS - 1) * DAY_MS));
  const result = await db.delete(adViewers).where(lt(adViewers.day, before));
  return result.meta.changes ?? 0;
}

type DiscardCounts = Record<AdDiscardReason, number>;
export interface AdFigures {
  impressions: number;
  clicks: number;
  discarded: Record<AdEventKind, DiscardCounts>;
}

const noDiscards = (): DiscardCounts =>
  Object.fromEntries(AD_DISCARD_REASONS.map((reason) => [reason, 0])) as DiscardCounts;

/** Counted figures and discarded requests by reason, per campaign, over the campaigns' whole life (admins). */
export async function adFigures(db: Database, campaignIds: string[]): Promise<Map<string, AdFigures>> {
  const figures = new Map<string, AdFigures>();
  const ids = campaignIds.slice(0, 90);
  for (const id of ids) {
    figures.set(id, { impressions: 0, clicks: 0, discarded: { impression: noDiscards(), click: noDiscards() } });
  }
  if (!ids.length) return figures;
  const [counted, discarded] = await Promise.all([
    db
      .select({ id: adEvents.campaignId, kind: adEvents.kind, count: sql<number>`sum(${adEvents.count})` })
      .from(adEvents)
      .where(inArray(adEvents.campaignId, ids))
      .groupBy(adEvents.campaignId, adEvents.kind),
    db
      .select({
        id: adDiscards.campaignId,
        kind: adDiscards.kind,
        reason: adDiscards.reason,
        count: sql<number>`sum(${adDiscards.count})`,
      })
      .from(adDiscards)
      .where(inArray(adDiscards.campaignId, ids))
      .groupBy(adDiscards.campaignId, adDiscards.kind, adDiscards.reason),
  ]);
  for (const row of counted) {
    const entry = figures.get(row.id);
    if (!entry) continue;
    if (row.kind === "impression") entry.impressions = Number(row.count);
    else entry.clicks = Number(row.count);
  }
  for (const row of discarded) {
    const entry = figures.get(row.id);
    if (entry) entry.discarded[row.kind][row.reason] = Number(row.count);
  }
  return figures;
}
