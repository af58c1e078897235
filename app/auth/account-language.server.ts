/**
 * A signed-in citizen reads the language kept on their account (chosen in /settings or the
 * language menu, both POSTs), on every device. The Worker entry (workers/app.ts) applies it before Remix
 * sees the request: when the account's language differs from the one the request would be read
 * in, the request is read as if it carried the account's `lng` cookie (so the root loader, every
 * child loader, actions and the document all use it), and the response sets that cookie. No
 * redirect: a client that keeps no cookies but sends a session cookie gets the page in the
 * account's language at once instead of a redirect loop.
 *
 * Except for one visit: a GET with `?lng=` (a link in another language) reads this browser's visit
 * in that language (the `lng_visit` cookie, app/i18n/i18n.server.ts) and saves nothing, so a page
 * of another site cannot change what the account keeps. While that cookie lasts (until the browser
 * closes, or a language is chosen with a POST), the account's language does not override it.
 */
import type { LoadContext } from "~/context.server";
import { getSessionUser } from "~/models/accounts";

import { isSupportedLanguage } from "~/i18n/config";
import { getLocale, languageCookie, visitLanguage } from "~/i18n/i18n.server";

export async function followAccountLanguage(
  request: Request,
  context: LoadContext,
): Promise<{ request: Request; setCookie: string | null }> {
  const url = new URL(request.url);
  // A language for this visit (?lng=, then its cookie) wins for the visit; nothing is saved.
  if (url.searchParams.has("lng") || (await visitLanguage(request))) return { request, setCookie: null };
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
