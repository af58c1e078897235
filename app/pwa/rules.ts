/**
 * What the service worker (sw/sw.ts) does with each request: the rules, pure, so that they are
 * read and tested in one place (app/pwa/rules.test.ts) and documented in docs/pwa.md.
 *
 * The cache only ever holds what any visitor may see: static files, and public copies of reading
 * pages (fetched without cookies). A page that came with a session is never stored: the Worker marks
 * it `Cache-Control: private, no-store` (app/utils/security-headers.server.ts), and `mayStore`
 * refuses that; account, settings, admin, payment, campaign-management and sign-in pages are not
 * even candidates (they are not in `PUBLIC_PAGES`), and the JSON API and Remix data are never cached.
 * So nothing a signed-in citizen saw can be served from the cache to the next person on the device.
 */

/** How long the service worker waits for the network before it serves a page from the cache. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** Public copies of reading pages kept, at most, and for how long. */
export const PAGES_MAX_ENTRIES = 60;
export const PAGES_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Static files kept at most (content-hashed: each name is one content forever). */
export const STATIC_MAX_ENTRIES = 300;

/** Followed debates whose public copy is kept up to date (the most recently followed first). */
export const FOLLOWED_MAX = 30;

/** A vote or comment made offline waits this long (minutes) at most for the connection. */
export const QUEUE_RETENTION_MINUTES = 7 * 24 * 60;

/** The forms a citizen can use offline: kept on the device and sent when the connection returns. */
const QUEUED_INTENTS = ["vote", "comment", "reply"] as const;
export type QueuedIntent = (typeof QUEUED_INTENTS)[number];

export function isQueuedIntent(value: unknown): value is QueuedIntent {
  return typeof value === "string" && (QUEUED_INTENTS as readonly string[]).includes(value);
}

/**
 * The reading pages whose public copy may be kept, and the query parameters that tell copies apart
 * (anything else in the address, such as `?reply=` or a campaign's `utm_*`, names the same copy).
 */
const PUBLIC_PAGES: { pattern: RegExp; params: readonly string[] }[] = [
  { pattern: /^\/$/, params: ["region"] },
  { pattern: /^\/debates\/[\w-]{1,64}$/, params: ["tab", "cpage"] },
  { pattern: /^\/(help|guidelines|privacy)$/, params: [] },
];

/**
 * Never served from the cache nor stored, whatever their headers say (documentation, and a second
 * fence behind `PUBLIC_PAGES`): accounts, settings, notifications, admin, payments, campaigns,
 * sign-in, sign-out and e-mail links, the JSON API, development pages.
 */
export const NEVER_CACHED = [
  "/admin",
  "/settings",
  "/notifications",
  "/campaign-management",
  "/campaign-packages",
  "/login",
  "/logout",
  "/join",
  "/forgot-password",
  "/reset-password",
  "/confirm-email",
  "/language",
  "/api/",
  "/dev/",
] as const;

/** The page that answers, offline, an address with no saved copy. */
export const OFFLINE_PATH = "/offline";

/** The signed-in reader's id and followed debates, for the service worker only (routes/pwa-state[.json].ts). */
export const STATE_PATH = "/pwa-state.json";

export const SUPPORTED = ["en", "hi", "bn"] as const;
export type PwaLanguage = (typeof SUPPORTED)[number];

export function pwaLanguage(value: unknown): PwaLanguage {
  return typeof value === "string" && (SUPPORTED as readonly string[]).includes(value) ? (value as PwaLanguage) : "en";
}

function neverCached(pathname: string) {
  return NEVER_CACHED.some((prefix) =>
    prefix.endsWith("/") ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * The key a page's public copy is stored under, or null when the page is never kept: the path and
 * the parameters that make a different page, in a fixed order. (One copy a page, in the language
 * the reader last read it in.)
 */
export function pageCacheKey(url: URL): string | null {
  if (url.origin === "null" || neverCached(url.pathname)) return null;
  const page = PUBLIC_PAGES.find((p) => p.pattern.test(url.pathname));
  if (!page) return null;
  const kept = new URLSearchParams();
  for (const name of page.params) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return `${url.origin}${url.pathname}${search ? `?${search}` : ""}`;
}

/** The key of the offline page in a language. */
export function offlineCacheKey(origin: string, language: PwaLanguage): string {
  return `${origin}${OFFLINE_PATH}?sw-lang=${language}`;
}

/** What a response's headers allow: a page is stored only when it is public and complete. */
export function mayStore(response: { status: number; type?: string; headers: { get(name: string): string | null } }) {
  if (response.status !== 200 || response.type === "opaque" || response.type === "opaqueredirect") return false;
  const cacheControl = (response.headers.get("Cache-Control") ?? "").toLowerCase();
  if (/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)) return false;
  if (response.headers.get("Vary")?.trim() === "*") return false;
  return true;
}

type RequestRule =
  /** Content-hashed build files: from the cache, else the network (then kept). */
  | { kind: "static" }
  /** Icons and the manifest: the cache at once, refreshed from the network behind. */
  | { kind: "asset" }
  /** A page: the network first (3 s), then the page's public copy, then the offline page. */
  | { kind: "page"; cacheKey: string | null }
  /** Remix's data for a client-side navigation: the network only; offline, the page is loaded as a document instead. */
  | { kind: "data" }
  /** Remix's route discovery: the network, else the copy kept; offline with none, "no new routes". */
  | { kind: "routes" }
  /** A form posted to a page's action (Remix's `.data` POST): queued offline when it is a vote or a comment. */
  | { kind: "action" }
  /** Everything else goes to the network as if there were no service worker (the API, sw.js, state). */
  | { kind: "none" };

interface RequestFacts {
  url: string;
  method: string;
  /** `navigate` for a document load. */
  mode: string;
  /** The service worker's own origin: other origins are never touched. */
  origin: string;
}

/** Which rule a request follows. */
export function requestRule({ url: href, method, mode, origin }: RequestFacts): RequestRule {
  const url = new URL(href);
  if (url.origin !== origin) return { kind: "none" };
  const { pathname } = url;
  if (pathname.startsWith("/api/") || pathname === STATE_PATH || pathname === "/sw.js") return { kind: "none" };
  if (method === "POST") {
    // Remix posts a page's forms to `<page>.data` (the home page's to `/_root.data?index`).
    return pathname.endsWith(".data") && !neverCached(pathname.replace(/\.data$/, ""))
      ? { kind: "action" }
      : { kind: "none" };
  }
  if (method !== "GET") return { kind: "none" };
  if (mode === "navigate") return { kind: "page", cacheKey: pageCacheKey(url) };
  if (pathname.startsWith("/build/")) return { kind: "static" };
  if (pathname === "/__manifest") return { kind: "routes" };
  if (pathname.endsWith(".data")) return { kind: "data" };
  if (/^\/(favicon\.(svg|ico)|icons\/[\w.-]+\.png|manifest(\.(en|hi|bn))?\.webmanifest)$/.test(pathname)) {
    return { kind: "asset" };
  }
  return { kind: "none" };
}

/** The document a Remix data address belongs to: `/debates/x.data?…` → `/debates/x?…`, `/_root.data` → `/`. */
export function documentOf(dataUrl: string): string {
  const url = new URL(dataUrl);
  url.pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}
