/**
 * The rules of the edge cache (docs/scaling.md "Signed-out pages from the edge cache", decision
 * 0111): which requests a signed-out page may be served to from the Workers Cache API
 * (`caches.default`), under which key, which answers may be stored, and the headers that say what
 * happened. The Worker entry (workers/app.ts) applies them. The rule kept (docs/security.md): a
 * cached page is never served to, nor taken from, a request that carries a session.
 *
 *   - Pages: the public reading pages (PAGES), GET documents only (never Remix's `.data`).
 *   - Requests: any cookie but the language's (`lng`, `lng_visit`), the D1 bookmark (`ds_d1`) and
 *     Cloudflare's own (`__cf…`, `cf_…`) bypasses the cache, whatever its value (a session, expired, forged or garbage, a toast,
 *     the sign-in flow's), as do an Authorization header and `?lng=` (whose answer sets cookies).
 *     They are read from the request as it arrived, before unreadable cookies are dropped.
 *   - Key: the page's address (query sorted) and the language it is drawn in (`getLocale`), under
 *     the build's version, so a deploy never serves a page naming scripts that are gone.
 *   - Stored: a 200 HTML page without Set-Cookie nor a private, no-store or no-cache Cache-Control
 *     (app/entry.server.tsx marks a page drawn for a citizen or carrying a toast so).
 *   - Freshness: `seconds` (EDGE_CACHE_SECONDS, default 15) fresh (HIT); as long again stale
 *     (STALE), served while one background render replaces it; older is a MISS. A visitor sees
 *     figures at most 2 × `seconds` old.
 *   - The CSP nonce: each answer from the cache is re-stamped with the request's own nonce (the
 *     header and every `nonce` attribute that held the stored one), so no two answers share one.
 */

/** What happened, in the X-Cache header. */
type CacheOutcome = "HIT" | "STALE" | "MISS" | "BYPASS";

/** The public reading pages whose signed-out answer is the same for every visitor in a language. */
const PAGES =
  /^\/(?:|debates\/[^/.]+|help|ads|civic-education(?:\/[^/.]+)?|guidelines|privacy|policy-impact|experts|debate-competition|live-rooms|common-ground|developers)$/;

/**
 * Cookies that change nothing in a page but its language (part of the key), the D1 bookmark (which
 * replica reads it; app/db/d1-session.server.ts) and Cloudflare's own.
 */
const neutralCookie = (name: string) => /^(lng|lng_visit|ds_d1)$|^(__cf|cf_)/.test(name);

/** Internal: when the stored copy was drawn (milliseconds), never sent out. */
const STORED_AT = "X-Edge-Stored-At";

/** The Workers Cache API's cache of this zone (the DOM library's types, also loaded, do not know `default`). */
export function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/** Whether `request` asks for one of the cached pages (the cache then answers HIT, STALE, MISS or BYPASS). */
export function isCachedPage(request: Request): boolean {
  return (request.method === "GET" || request.method === "HEAD") && PAGES.test(new URL(request.url).pathname);
}

/** Whether `original` (the request as it arrived) must neither be served from the cache nor fill it. */
export function bypasses(original: Request): boolean {
  if (original.method !== "GET" || original.headers.has("Authorization")) return true;
  const url = new URL(original.url);
  if (url.searchParams.has("lng") || url.searchParams.has("_data")) return true;
  return (original.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .some((name) => name !== "" && !neutralCookie(name));
}

/** The cache key of a page: its address with the query sorted, in `language`, under the build `version`. */
export function cacheKey(url: URL, language: string, version: string): Request {
  const query = new URLSearchParams([...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const search = query.toString();
  const path = `/__edge-cache/${encodeURIComponent(version)}/${language}${url.pathname}`;
  return new Request(`${url.origin}${path}${search ? `?${search}` : ""}`);
}

/** Whether an answer may be stored: a 200 HTML page, no cookie set, not marked private. */
export function isStorable(response: Response): boolean {
  const control = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !/private|no-store|no-cache/i.test(control)
  );
}

/** The copy put in the cache: kept `seconds` fresh plus as long stale, stamped with when it was drawn. */
export function forStorage(response: Response, seconds: number, now: number): Response {
  const stored = new Response(response.body, response);
  stored.headers.set("Cache-Control", `public, s-maxage=${seconds * 2}`);
  stored.headers.set(STORED_AT, String(now));
  stored.headers.delete("Vary");
  return stored;
}

/** HIT while fresh, STALE while as old again, else null (a MISS); with the stored copy's age in seconds. */
export function freshness(
  stored: Response,
  seconds: number,
  now: number,
): { outcome: "HIT" | "STALE" | null; age: number } {
  const at = Number(stored.headers.get(STORED_AT));
  const age = at > 0 ? Math.max(0, (now - at) / 1000) : Infinity;
  return { outcome: age < seconds ? "HIT" : age < seconds * 2 ? "STALE" : null, age };
}

/** The headers every answer for a cached page carries: what happened, and how others may keep it. */
export function withCacheHeaders(response: Response, outcome: CacheOutcome, seconds: number, age = 0): Response {
  const out = new Response(response.body, response);
  out.headers.set("X-Cache", outcome);
  out.headers.delete(STORED_AT);
  if (outcome === "BYPASS") return out;
  // Browsers revalidate every time (a visitor who signs in must never get this copy back); shared
  // caches may keep it as we do, varying by the cookies and the language it was chosen by.
  out.headers.set("Cache-Control", `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`);
  out.headers.set("Vary", "Cookie, Accept-Language");
  out.headers.set("Age", String(Math.floor(age)));
  return out;
}

/** A stored page as this request's answer: its CSP nonce replaced by `nonce`, in the header and every `nonce` attribute. */
export function restamped(stored: Response, nonce: string): Response {
  const policy = stored.headers.get("Content-Security-Policy") ?? "";
  const old = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!old) return stored;
  const response = new Response(stored.body, stored);
  response.headers.set("Content-Security-Policy", policy.replaceAll(`'nonce-${old}'`, `'nonce-${nonce}'`));
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        if (element.getAttribute("nonce") === old) element.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
}
