/**
 * Unreadable cookies are treated as absent and cleared (docs/security.md "Never a server error on
 * bad input"). Every cookie the app reads through Remix's `createCookie` is named in APP_COOKIES;
 * the Worker entry (workers/app.ts) looks at those of each request before anything reads them: a
 * value that cannot be read (not signed by us, a signature that is not even base64, which made
 * Remix's own `parse` throw, a broken encoding, a value of the wrong kind) is taken out of the
 * request, and the response expires it in the browser. The code that reads a cookie then only ever
 * meets our own values, or none. The security suite checks that every `createCookie` of app/ is
 * listed here (tests/security/suite.test.ts).
 */
import { createCookie } from "~/utils/remix.server";

import { isBookmark } from "~/db/d1-session.server";

interface AppCookie {
  /** Signed with the session secret (every cookie but the language). */
  signed: boolean;
  /** What a readable value looks like once decoded, when not any JSON value. */
  valid?: (value: unknown) => boolean;
  /**
   * How the cookie is set, when not `Path=/; SameSite=Lax`: a browser removes a cookie only when
   * the expiring one names the same path (and, for a partitioned cookie, the same partition).
   */
  attributes?: string;
}

const isString = (value: unknown) => typeof value === "string";
const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

export const APP_COOKIES: Readonly<Record<string, AppCookie>> = {
  ds_session: { signed: true, valid: isString }, // app/models/accounts/sessions.server.ts
  ds_device: { signed: true, valid: isObject }, // app/auth/device.server.ts
  ds_link: { signed: true, valid: isObject }, // app/auth/link-intent.server.ts
  ds_return: { signed: true, valid: isString }, // app/auth/return-to.server.ts
  ds_toast: { signed: true, valid: isObject }, // app/utils/toast.server.ts
  ds_d1: { signed: true, valid: isBookmark }, // app/db/d1-session.server.ts (a D1 Sessions API bookmark)
  // app/auth/embed.server.ts: the embed's own session, sent inside other sites' frames (docs/embed.md).
  ds_embed: { signed: true, valid: isString, attributes: "Path=/embed; HttpOnly; Secure; SameSite=None; Partitioned" },
  lng: { signed: false, valid: isString }, // app/i18n/i18n.server.ts
  lng_visit: { signed: false, valid: isString }, // app/i18n/i18n.server.ts (a visit's language, `?lng=`)
};

/** The request's cookie pairs as sent ("name=value"), in order. */
function pairsOf(header: string) {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      return { pair, name: (at < 0 ? pair : pair.slice(0, at)).trim() };
    });
}

async function readable(name: string, pair: string, secret: string): Promise<boolean> {
  const spec = APP_COOKIES[name];
  if (!spec) return true;
  // Remix's decoder answers {} for a value it cannot decode; a real {} is never ours.
  if (/^[^=]*=\s*$/.test(pair)) return true; // An empty value: a cookie being cleared.
  try {
    const value: unknown = await createCookie(name, spec.signed ? { secrets: [secret] } : {}).parse(pair);
    if (value === null || value === undefined) return false; // Not signed with our secret.
    if (isObject(value) && Object.keys(value as object).length === 0) return false;
    return spec.valid ? spec.valid(value) : true;
  } catch {
    return false; // Remix's parse threw: a signature that is not base64, a broken encoding.
  }
}

/**
 * The request without its unreadable cookies of ours, and the Set-Cookie values that expire them
 * (none when every cookie reads). Other cookies pass untouched.
 */
export async function dropUnreadableCookies(
  request: Request,
  secret: string,
): Promise<{ request: Request; clear: string[] }> {
  const header = request.headers.get("Cookie");
  if (!header) return { request, clear: [] };
  const pairs = pairsOf(header);
  const verdicts = await Promise.all(pairs.map(({ name, pair }) => readable(name, pair, secret)));
  if (verdicts.every(Boolean)) return { request, clear: [] };
  const kept = pairs.filter((_, i) => verdicts[i]);
  const dropped = new Set(pairs.filter((_, i) => !verdicts[i]).map((p) => p.name));
  // A name that still has a readable value (a second cookie of another path) is not expired.
  for (const { name } of kept) dropped.delete(name);
  const headers = new Headers(request.headers);
  if (kept.length) headers.set("Cookie", kept.map((p) => p.pair).join("; "));
  else headers.delete("Cookie");
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return {
    request: new Request(request, { headers }),
    clear: [...dropped].map(
      (name) => `${name}=; Max-Age=0; ${APP_COOKIES[name]?.attributes ?? `Path=/; HttpOnly; SameSite=Lax${secure}`}`,
    ),
  };
}

/** `response` with `clear` appended, except for cookies the response sets itself (a sign-in's new session). */
export function withClearedCookies(response: Response, clear: string[]): Response {
  if (!clear.length || response.status === 101) return response;
  const set = new Set(response.headers.getSetCookie().map((value) => value.slice(0, value.indexOf("=")).trim()));
  const missing = clear.filter((value) => !set.has(value.slice(0, value.indexOf("="))));
  if (!missing.length) return response;
  const copy = new Response(response.body, response);
  for (const value of missing) copy.headers.append("Set-Cookie", value);
  return copy;
}
