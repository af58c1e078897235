/**
 * Server-side sessions. The cookie holds a random 256-bit token (signed); D1 holds its
 * SHA-256 as the session id, the user, and an expiry that slides with activity.
 * A new session (new token) is made at every sign-in; sign-out deletes the row.
 */
import { createCookie } from "~/utils/remix.server";
import { parseUserAgent } from "detect-browser";
import { and, eq, gt, lt } from "drizzle-orm";

import { type LoadContext, memo } from "~/context.server";
import { sessions, users, type User } from "~/db/schema";
import { insertSession, type SessionProof } from "./session-proof.server";

import { sha256Hex } from "~/utils/crypto";
import { requestCountry } from "~/utils/request.server";

import { randomToken } from "~/utils/tokens.server";

export const SESSION_COOKIE = "ds_session";
/** Write lastSeenAt (and push the expiry) at most this often. */
const TOUCH_INTERVAL_MS = 5 * 60_000;
/** The cookie outlives the server-side expiry; the server decides when a session ends. */
const COOKIE_MAX_AGE = 400 * 24 * 3600;

function sessionCookie(context: LoadContext, request: Request) {
  return createCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: COOKIE_MAX_AGE,
    secrets: [context.config.sessionSecret],
  });
}

async function readToken(context: LoadContext, request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie(context, request).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length >= 32 ? value : null;
}

const idleMs = (context: LoadContext) => context.config.sessionIdleDays * 24 * 3_600_000;

const BROWSER_NAMES: Partial<Record<string, string>> = {
  chrome: "Chrome",
  crios: "Chrome",
  "chromium-webview": "Chrome WebView",
  "edge-chromium": "Edge",
  edge: "Edge",
  "edge-ios": "Edge",
  firefox: "Firefox",
  fxios: "Firefox",
  safari: "Safari",
  ios: "Safari",
  "ios-webview": "Safari WebView",
  opera: "Opera",
  "opera-mini": "Opera Mini",
  samsung: "Samsung Internet",
  yandexbrowser: "Yandex",
  miui: "Mi Browser",
  silk: "Silk",
  android: "Android Browser",
  facebook: "Facebook",
  instagram: "Instagram",
  ie: "Internet Explorer",
};

/**
 * "Firefox on Android OS": the browser and system names of a User-Agent (detect-browser), for the
 * sessions list; only this label is stored, never the string (docs/decisions/0043-session-browser.md).
 */
export function browserLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const info = parseUserAgent(userAgent.slice(0, 512));
  if (!info || info.type === "bot") return null;
  const name = BROWSER_NAMES[info.name] ?? info.name;
  return info.os ? `${name} · ${info.os}` : name;
}

/** A sign-in whose proof was taken away while it was being checked (insertSession): no session. */
export class SessionRefused extends Error {
  override name = "SessionRefused";
}

/**
 * Starts a session for `userId` and returns its Set-Cookie header. Any session the
 * request already carried is ended first (the id is rotated at every sign-in). With `proof` (what
 * the sign-in checked), throws SessionRefused when that proof no longer holds.
 */
export async function startSession(context: LoadContext, request: Request, userId: string, proof?: SessionProof) {
  await endSession(context, request);
  const token = randomToken();
  const started = await insertSession(context.db, { ...(await newSessionRow(context, request, token)), userId }, proof);
  if (!started) throw new SessionRefused();
  return sessionCookie(context, request).serialize(token);
}

/** Ends the request's session (if any) on the server; returns the header that clears the cookie. */
export async function endSession(context: LoadContext, request: Request) {
  const token = await readToken(context, request);
  if (token) await context.db.delete(sessions).where(eq(sessions.id, await sha256Hex(token)));
  return sessionCookie(context, request).serialize("", { maxAge: 0 });
}

/** The id (the token's SHA-256) of the session this request carries, if any. */
export async function currentSessionId(context: LoadContext, request: Request): Promise<string | null> {
  const token = await readToken(context, request);
  return token ? sha256Hex(token) : null;
}

/** The signed-in user, or null. Looked up once per request. */
export function getSessionUser(context: LoadContext, request: Request): Promise<User | null> {
  return memo(context, "session-user", async () => {
    const token = await readToken(context, request);
    return token ? userOfSessionToken(context, token) : null;
  });
}

/**
 * The user of an unexpired session whose cookie holds `token` (the site's session cookie, or the
 * embed's: app/auth/embed.server.ts), or null. Activity pushes the session's expiry forward.
 */
export async function userOfSessionToken(context: LoadContext, token: string): Promise<User | null> {
  const id = await sha256Hex(token);
  const now = new Date();
  const [row] = await context.db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now.toISOString())))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - Date.parse(row.lastSeenAt) > TOUCH_INTERVAL_MS) {
    // Activity pushes the expiry forward; done after the response, off the critical path.
    context.ctx.waitUntil(
      context.db
        .update(sessions)
        .set({ lastSeenAt: now.toISOString(), expiresAt: new Date(now.getTime() + idleMs(context)).toISOString() })
        .where(eq(sessions.id, id))
        .then(() => undefined),
    );
  }
  return row.user;
}

/** A new session's row for `token` (its id, times, browser and country), as every sign-in writes it. */
export async function newSessionRow(context: LoadContext, request: Request, token: string, lifetimeMs?: number) {
  const now = new Date();
  return {
    id: await sha256Hex(token),
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + (lifetimeMs ?? idleMs(context))).toISOString(),
    browser: browserLabel(request.headers.get("User-Agent")),
    country: requestCountry(request),
  };
}

/** Deletes sessions that expired (the Cron Trigger runs it). */
export async function deleteExpiredSessions(context: Pick<LoadContext, "db">, now = new Date()) {
  await context.db.delete(sessions).where(lt(sessions.expiresAt, now.toISOString()));
}

/**
 * Signing out: the session ends on the server, and the headers that clear this browser's cookie and
 * what this site stored in it (`Clear-Site-Data: "storage"`: the service worker, its saved pages,
 * votes and comments still waiting for the network): on a shared device, nothing of the citizen who
 * signed out stays for the next person (docs/pwa.md; the worker keeps that rule without it too).
 */
export async function signOutHeaders(context: LoadContext, request: Request): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await endSession(context, request));
  headers.set("Clear-Site-Data", '"storage"');
  return headers;
}
