/**
 * Linking an external provider to the signed-in account (Settings → Sign-in methods → Link).
 * The settings action starts the provider's flow and sets this signed, HttpOnly cookie with the
 * account and the session that asked (the session's id is the SHA-256 of its token, never the
 * token). The callback then links instead of signing in, and only for that same session: a link
 * whose session changed meanwhile (signed out, another account, a new sign-in) is refused.
 * Nothing of the intent travels in the address, so no one can forge a link for someone else.
 */
import { createCookie } from "~/utils/remix.server";

import type { LoadContext } from "~/context.server";

import { currentSessionId } from "~/models/accounts";

import { startOidcFlow } from "./oidc.server";
import { rememberReturnTo } from "./return-to.server";

export interface LinkIntent {
  userId: string;
  sessionId: string;
}

/** As long as the provider's own state cookie (oidc.server.ts): ten minutes. */
const LINK_MAX_AGE = 600;

function cookie(context: LoadContext, request: Request) {
  return createCookie("ds_link", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: LINK_MAX_AGE,
    secrets: [context.config.sessionSecret],
  });
}

/** The Set-Cookie that binds a link to this request's session, or null when it carries none. */
async function startLinkIntent(context: LoadContext, request: Request, userId: string) {
  const sessionId = await currentSessionId(context, request);
  if (!sessionId) return null;
  return cookie(context, request).serialize({ userId, sessionId } satisfies LinkIntent);
}

/**
 * The settings' Link: the redirect to the provider, carrying its state cookie, the link cookie bound
 * to this session, and the way back to the settings; null when external sign-in is not available.
 */
export async function startLink(context: LoadContext, request: Request, userId: string): Promise<Response | null> {
  if (!context.config.oidc) return null;
  const link = await startLinkIntent(context, request, userId);
  if (!link) return null;
  return startOidcFlow(context, request, [link, await rememberReturnTo(context, request, "/settings")]);
}

/** The link this browser started, if any (an unsigned or malformed cookie is none). */
export async function readLinkIntent(context: LoadContext, request: Request): Promise<LinkIntent | null> {
  const value: unknown = await cookie(context, request).parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const { userId, sessionId } = value as Record<string, unknown>;
  return typeof userId === "string" && typeof sessionId === "string" ? { userId, sessionId } : null;
}

export function forgetLinkIntent(context: LoadContext, request: Request) {
  return cookie(context, request).serialize("", { maxAge: 0 });
}

/** Whether the session coming back from the provider is the one that started the link. */
export function sameSession(intent: LinkIntent, now: { userId: string | null; sessionId: string | null }) {
  return now.sessionId === intent.sessionId && now.userId === intent.userId;
}
