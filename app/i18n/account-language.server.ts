/**
 * A signed-in citizen reads the language kept on their account (chosen in /settings or the
 * language menu), on every device. The Worker entry (workers/app.ts) applies it before Remix
 * sees the request: when the account's language differs from the one the request would be read
 * in, the request is read as if it carried the account's `lng` cookie (so the root loader, every
 * child loader, actions and the document all use it), and the response sets that cookie. No
 * redirect: a client that keeps no cookies but sends a session cookie gets the page in the
 * account's language at once instead of a redirect loop.
 */
import type { LoadContext } from "~/context.server";
import { getSessionUser } from "~/auth/session.server";

import { isSupportedLanguage } from "./config";
import { getLocale, languageCookie } from "./i18n.server";

export async function followAccountLanguage(
  request: Request,
  context: LoadContext,
): Promise<{ request: Request; setCookie: string | null }> {
  const url = new URL(request.url);
  // The language menu's own choice (?lng=) wins: the root loader keeps it on the account.
  if (url.searchParams.has("lng")) return { request, setCookie: null };
  const user = await getSessionUser(context, request);
  if (!user || !isSupportedLanguage(user.language)) return { request, setCookie: null };
  if ((await getLocale(request)) === user.language) return { request, setCookie: null };
  const setCookie = await languageCookie.serialize(user.language, { secure: url.protocol === "https:" });
  const pair = setCookie.split(";")[0] ?? "";
  const others = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("lng="));
  const headers = new Headers(request.headers);
  headers.set("Cookie", [...others, pair].join("; "));
  return { request: new Request(request, { headers }), setCookie };
}
