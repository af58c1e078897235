/**
 * The page Worker: every request goes to Remix with a typed load context;
 * the Cron Trigger runs maintenance (./cron.ts); the Durable Object classes are exported here.
 * News ingestion is the news Worker's (./news/index.ts), reached through the NEWS service binding.
 */
import { createRequestHandler } from "~/utils/remix.server";
import * as build from "@remix-run/dev/server-build";

import { ConfigError, type Env } from "../app/env.server";
import { getLoadContext, type Jobs, type LoadContext } from "../app/context.server";
import { getFixedT, getLocale } from "../app/i18n/i18n.server";
import { followAccountLanguage } from "../app/auth/account-language.server";
import { SESSION_COOKIE } from "~/models/accounts";
import { handlePushMessages, kickPushQueue } from "~/models/notifications";
import { dropUnreadableCookies, withClearedCookies } from "../app/utils/cookies.server";
import { isCrossSiteWrite } from "../app/utils/origin.server";
import { withSecurityHeaders } from "../app/utils/security-headers.server";
import { runScheduled } from "./cron";
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
    const response = await serve(readable, context);
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

  // The push queue's consumer (wrangler.toml [[queues.consumers]]): the model sends each message.
  async queue(batch, env, ctx) {
    const context = getLoadContext(env, ctx, { jobs });
    await handlePushMessages(context, batch.messages);
  },
} satisfies ExportedHandler<Env>;

async function kickPushes(context: LoadContext) {
  try {
    await kickPushQueue(context);
  } catch (error) {
    console.error(`[push] the queue was not told: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function serve(request: Request, context: LoadContext): Promise<Response> {
  const signedIn = hasSession(request);
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
  if (followed.setCookie) {
    response = new Response(response.body, response);
    response.headers.append("Set-Cookie", followed.setCookie);
  }
  return withSecurityHeaders(response, request, { signedIn });
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
