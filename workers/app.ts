/**
 * The page Worker: every request goes to Remix with a typed load context whose queries run in one D1
 * Sessions API session (app/db/d1-session.server.ts); signed-out reading pages go through the edge
 * cache first (./edge-cache.ts); the Cron Trigger runs maintenance (./cron.ts); the Durable Object
 * classes are exported here.
 * News ingestion is the news Worker's (./news/index.ts), reached through the NEWS service binding; so are
 * the consumers of the push and notify queues (decision 0120): this Worker only queues.
 */
import { createRequestHandler } from "~/utils/remix.server";
import * as build from "@remix-run/dev/server-build";

import { ConfigError, type Env } from "../app/env.server";
import { getLoadContext, withDb, type Jobs, type LoadContext } from "../app/context.server";
import { createDb } from "../app/db/client.server";
import { countingSession, queryCountHeader } from "../app/db/query-count.server";
import { bookmarkSetCookie, mayWrite, openD1Session } from "../app/db/d1-session.server";
import { getFixedT, getLocale } from "../app/i18n/i18n.server";
import { followAccountLanguage } from "../app/auth/account-language.server";
import { SESSION_COOKIE } from "~/models/accounts";
import { kickPushQueue } from "~/models/notifications";
import { dropUnreadableCookies, withClearedCookies } from "../app/utils/cookies.server";
import { isCrossSiteWrite } from "../app/utils/origin.server";
import { withSecurityHeaders } from "../app/utils/security-headers.server";
import { runScheduled } from "./cron";
import {
  bypasses,
  cacheKey,
  edgeCache,
  forStorage,
  freshness,
  isCachedPage,
  isStorable,
  restamped,
  withCacheHeaders,
} from "./edge-cache";
import { openRoomSocket, socketRoomId } from "./rooms/socket";

const handleRemixRequest = createRequestHandler(build, build.mode);

/** What the app may start but does not hold itself (app/context.server.ts). */
const jobs: Jobs = {
  // The news Worker's NewsRunner entrypoint (RPC): one run, its report.
  runNews: (context, trigger) => context.env.NEWS.run(trigger),
  // The same entrypoint computes the comments' topics on a cache miss (app/models/news/trending-topics.server.ts).
  trendingTopics: (context, language) => context.env.NEWS.topics(language),
};

export default {
  async fetch(request, env, ctx) {
    let context;
    try {
      context = getLoadContext(env, ctx, { request, jobs });
    } catch (error) {
      if (error instanceof ConfigError) {
        // The Worker refuses to serve without its configuration; say exactly what is missing.
        console.error(`[debatestorm] ${error.message}`);
        const response = new Response(`DebateStorm cannot start. ${error.message}\n`, {
          status: 500,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
        return withSecurityHeaders(response, request, { signedIn: false });
      }
      throw error;
    }
    // An address that cannot be decoded (%ff, %c0%af, a lone %) names nothing: 404 before any route.
    if (!decodablePath(request)) {
      return withSecurityHeaders(await refuseUndecodable(request), request, { signedIn: false });
    }
    // Unreadable cookies of ours are absent from here on, and expired in the browser.
    const { request: readable, clear } = await dropUnreadableCookies(request, context.config.sessionSecret);
    const response = isCachedPage(readable)
      ? await throughEdgeCache(request, readable, context)
      : await serve(readable, context);
    // A write may have told someone something: their devices hear of it through the push queue,
    // after the answer (one indexed read when nothing waits). docs/push.md.
    if (request.method !== "GET" && request.method !== "HEAD" && response.status < 400) {
      ctx.waitUntil(kickPushes(context));
    }
    return withClearedCookies(response, clear);
  },

  async scheduled(controller, env, ctx) {
    const context = getLoadContext(env, ctx, { jobs });
    await runScheduled(controller, context);
    // What the maintenance wrote, and anything a lost kick left waiting.
    await kickPushes(context);
  },
} satisfies ExportedHandler<Env>;

async function kickPushes(context: LoadContext) {
  try {
    await kickPushQueue(context);
  } catch (error) {
    console.error(`[push] the queue was not told: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function serve(request: Request, base: LoadContext): Promise<Response> {
  const signedIn = hasSession(request);
  // This request's queries: one D1 session, from the bookmark the browser carries (read your writes).
  const d1Options = { secret: base.config.sessionSecret, maxAgeDays: base.config.sessionIdleDays };
  const d1 = await openD1Session(base.env.DB, request, { ...d1Options, signedIn });
  // Development only, when asked: the request's D1 queries counted (X-D1-Queries; app/db/query-count.server.ts).
  const counted =
    base.config.isDevelopment && request.headers.get("X-Debug-D1") === "1" ? countingSession(d1.session) : null;
  const context = withDb(base, createDb(counted?.session ?? d1.session));
  // The live room's WebSocket door, before Remix: it checks Origin, session, premium and room itself.
  const roomId = socketRoomId(request);
  if (roomId !== null) {
    const response = await openRoomSocket(request, context, roomId);
    return response.status === 101 ? response : withSecurityHeaders(response, request, { signedIn });
  }
  if (isCrossSiteWrite(request, context.config.publicOrigin)) {
    return withSecurityHeaders(await refuseCrossSite(request), request, { signedIn });
  }
  // A signed-in citizen's pages are in their account's language (the cookie follows it).
  const followed = signedIn ? await followAccountLanguage(request, context) : { request, setCookie: null };
  let response = await handleRemixRequest(followed.request, context);
  const setCookies = followed.setCookie ? [followed.setCookie] : [];
  // The latest bookmark goes back with every answer that is someone's: a signed-in citizen's, a
  // write's, one that sets a cookie of its own (a sign-in, a toast). A visitor's plain reads carry
  // none, so that their pages stay storable in the edge cache.
  if (signedIn || mayWrite(request) || response.headers.has("Set-Cookie")) {
    const bookmark = await bookmarkSetCookie(d1, request, d1Options);
    if (bookmark) setCookies.push(bookmark);
  }
  if (setCookies.length || counted) {
    response = new Response(response.body, response);
    for (const value of setCookies) response.headers.append("Set-Cookie", value);
    if (counted) response.headers.set("X-D1-Queries", queryCountHeader(counted.count));
  }
  return withSecurityHeaders(response, request, { signedIn });
}

/** Keys being redrawn in the background by this isolate (at most MAX_REFRESHING at once: bounded). */
const refreshing = new Set<string>();
const MAX_REFRESHING = 32;

/**
 * A signed-out reading page through the edge cache (./edge-cache.ts has the rules): from the cache
 * while fresh, or stale while one background render replaces it; drawn and stored on a miss; never
 * for a request carrying any cookie but the language's and the D1 bookmark. `original` is the request as it arrived (a
 * forged session cookie bypasses the cache too), `readable` the one served.
 */
async function throughEdgeCache(original: Request, readable: Request, context: LoadContext): Promise<Response> {
  const seconds = context.config.edgeCacheSeconds;
  if (seconds === 0) return serve(readable, context);
  if (bypasses(original)) return withCacheHeaders(await serve(readable, context), "BYPASS", seconds);
  const key = cacheKey(new URL(readable.url), await getLocale(readable), build.assets.version);
  const stored = await edgeCache().match(key);
  if (stored) {
    const { outcome, age } = freshness(stored, seconds, Date.now());
    if (outcome) {
      if (outcome === "STALE") context.ctx.waitUntil(refresh(key, readable, context));
      return withCacheHeaders(restamped(stored, context.nonce), outcome, seconds, age);
    }
    await stored.body?.cancel();
  }
  const response = await serve(readable, context);
  if (!isStorable(response)) return withCacheHeaders(response, "BYPASS", seconds);
  context.ctx.waitUntil(edgeCache().put(key, forStorage(response.clone(), seconds, Date.now())));
  return withCacheHeaders(response, "MISS", seconds);
}

/** Draws a stale page again for the cache, once per key at a time in this isolate. */
async function refresh(key: Request, request: Request, base: LoadContext) {
  if (refreshing.has(key.url) || refreshing.size >= MAX_REFRESHING) return;
  refreshing.add(key.url);
  try {
    // A context of its own (its own nonce and memo), as for any request.
    const context = getLoadContext(base.env, base.ctx, { request, jobs });
    const response = await serve(request, context);
    if (isStorable(response))
      await edgeCache().put(key, forStorage(response, base.config.edgeCacheSeconds, Date.now()));
    else await response.body?.cancel();
  } catch (error) {
    console.error("[debatestorm] edge cache refresh failed", error);
  } finally {
    refreshing.delete(key.url);
  }
}

/** Whether every percent-escape of the path decodes to UTF-8 (Remix, the socket door and routes decode it). */
function decodablePath(request: Request) {
  try {
    decodeURIComponent(new URL(request.url).pathname);
    return true;
  } catch {
    return false;
  }
}

async function refuseUndecodable(request: Request) {
  const t = await getFixedT(await getLocale(request));
  if (new URL(request.url).pathname.startsWith("/api/")) {
    return Response.json({ error: t("errors.apiNotFound") }, { status: 404 });
  }
  return new Response(t("errors.404.title"), { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Whether the request carries a session cookie (its answer is personal: never cached by others). */
function hasSession(request: Request) {
  return (request.headers.get("Cookie") ?? "").split(";").some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

async function refuseCrossSite(request: Request) {
  const t = await getFixedT(await getLocale(request));
  const message = t("auth.errors.crossSite");
  if (new URL(request.url).pathname.startsWith("/api/")) return Response.json({ error: message }, { status: 403 });
  return new Response(message, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export { LiveRoom } from "./rooms/live-room";
export { CardRenderer } from "./cards/card-renderer";
export { DebateCounter } from "./counter/debate-counter";
