/**
 * DebateStorm's service worker, served as /sw.js (scripts/build-pwa.mjs bundles it with Workbox's
 * modules; docs/decisions/0102-service-worker.md says why). What it does, in the words a reader can
 * check, is docs/pwa.md; which request follows which rule is app/pwa/rules.ts (tested there).
 *
 * - The shell (the client entry, the root and the pages a reader reads offline, their styles and
 *   strings) is precached at install; other build files are kept when first loaded (content-hashed).
 * - Reading pages: the network first; after 3 s, or offline, the page's public copy; else the
 *   offline page. Public copies are fetched without cookies, so no signed-in page is ever stored;
 *   a response marked private or no-store is never stored (the Worker marks every signed-in one).
 * - Votes and comments posted while the network fails are kept (IndexedDB, Workbox's queue) with
 *   the citizen they were made as, and sent again through the same page action when the
 *   connection returns (Background Sync, else the page's `online` event or the next visit); the
 *   page is told whether each was queued, sent or refused, with the server's words.
 * - Push (docs/push.md): a message from the push queue is shown as a notification; a click opens
 *   its page on this origin (focusing a window already there).
 */
import { decode, encode } from "turbo-stream";
import { Queue } from "workbox-background-sync";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precache } from "workbox-precaching";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";

import { isPageMessage, type HelloMessage, type OutboxMessage, type WorkerMessage } from "../app/pwa/messages";
import { notificationTarget, pushNotification } from "../app/pwa/push";
import {
  FOLLOWED_MAX,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PATH,
  PAGES_MAX_AGE_SECONDS,
  PAGES_MAX_ENTRIES,
  QUEUE_RETENTION_MINUTES,
  STATE_PATH,
  STATIC_MAX_ENTRIES,
  SUPPORTED,
  documentOf,
  isQueuedIntent,
  mayStore,
  offlineCacheKey,
  pageCacheKey,
  pwaLanguage,
  requestRule,
  type PwaLanguage,
  type QueuedIntent,
} from "../app/pwa/rules";

declare const self: ServiceWorkerGlobalScope;
/** Written by scripts/build-pwa.mjs: the shell's build files, and the build they belong to. */
declare const __PWA_SHELL__: string[];
declare const __PWA_VERSION__: string;

const CACHES = { pages: "ds-pages", static: "ds-static", offline: "ds-offline", routes: "ds-routes", meta: "ds-meta" };
/** Followed debates' copies are refreshed at most this often. */
const FOLLOWED_REFRESH_MS = 30 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// What the worker remembers between its runs (Cache Storage, one small JSON): who was signed in
// here when a page was last rendered online, the reader's language, reports not yet delivered.

interface Meta {
  /** Who /pwa-state.json last said is signed in here (never a page's word: a saved copy is nobody's). */
  userId: string | null;
  language: PwaLanguage | null;
  followedAt: number;
  /** What became of queued posts while no page was open, told at the next visit. */
  reports: OutboxMessage[];
}

const META_KEY = "/__sw/meta";
let metaCache: Meta | null = null;

async function readMeta(): Promise<Meta> {
  if (metaCache) return metaCache;
  const stored = await (await caches.open(CACHES.meta)).match(META_KEY);
  const value = stored ? ((await stored.json()) as Partial<Meta>) : {};
  metaCache = {
    userId: value.userId ?? null,
    language: value.language ?? null,
    followedAt: value.followedAt ?? 0,
    reports: value.reports ?? [],
  };
  return metaCache;
}

async function writeMeta(change: Partial<Meta>) {
  const next = { ...(await readMeta()), ...change };
  metaCache = next;
  await (await caches.open(CACHES.meta)).put(META_KEY, Response.json(next));
}

// ---------------------------------------------------------------------------------------------
// Install and activate: the shell, the offline page in each language, the start pages.

precache(__PWA_SHELL__.map((url) => ({ url, revision: null })));
cleanupOutdatedCaches();

/** A page as any visitor sees it: no cookies (no session), in the reader's language. */
async function fetchPublic(path: string, language: PwaLanguage | null): Promise<Response> {
  return fetch(new URL(path, self.location.origin), {
    credentials: "omit",
    headers: language ? { "Accept-Language": language } : {},
    cache: "no-store",
  });
}

/** Stores `path`'s public copy when its headers allow it (never a redirect: the copy would name another page). */
async function savePublicCopy(path: string, language: PwaLanguage | null) {
  const url = new URL(path, self.location.origin);
  const key = pageCacheKey(url);
  if (!key) return;
  try {
    const response = await fetchPublic(path, language);
    if (!response.redirected && mayStore(response)) await (await caches.open(CACHES.pages)).put(key, response);
  } catch {
    // Offline or refused: the copy kept before (if any) stays.
  }
}

/** The offline page in `language`, fetched without cookies (nobody's page), unless it is kept already. */
async function saveOfflinePage(language: PwaLanguage) {
  const cache = await caches.open(CACHES.offline);
  const key = offlineCacheKey(self.location.origin, language);
  if (await cache.match(key)) return;
  const response = await fetchPublic(OFFLINE_PATH, language);
  if (mayStore(response)) await cache.put(key, response);
}

self.addEventListener("install", (event) => {
  // The shell is precached by Workbox's own install step; the offline page in the browser's
  // language here (the page's language, when it differs, at its first hello).
  event.waitUntil(saveOfflinePage(pwaLanguage(self.navigator.language.slice(0, 2))).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

// ---------------------------------------------------------------------------------------------
// Fetch: one rule per request (app/pwa/rules.ts).

/** Documents served from the saved copies, by the client they create: the page asks in its hello. */
const servedFromCache = new Set<string>();

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    {
      // One copy per page, whatever else the address carries.
      cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)) ?? request.url,
      // Only what any visitor may see is stored.
      cacheWillUpdate: async ({ response }) => (mayStore(response) && !response.redirected ? response : null),
      // A signed-in reader's page is not stored: its public copy is fetched and stored instead.
      fetchDidSucceed: async ({ request, response, event }) => {
        if (response.ok && !mayStore(response)) {
          const url = new URL(request.url);
          event.waitUntil(readMeta().then((meta) => savePublicCopy(`${url.pathname}${url.search}`, meta.language)));
        }
        return response;
      },
      cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
        const clientId = (event as FetchEvent | undefined)?.resultingClientId;
        if (cachedResponse && clientId) servedFromCache.add(clientId);
        return cachedResponse;
      },
    },
    new ExpirationPlugin({ maxEntries: PAGES_MAX_ENTRIES, maxAgeSeconds: PAGES_MAX_AGE_SECONDS }),
  ],
});
const networkOnly = new NetworkOnly();
const staticFiles = new CacheFirst({
  cacheName: CACHES.static,
  plugins: [new ExpirationPlugin({ maxEntries: STATIC_MAX_ENTRIES, purgeOnQuotaError: true })],
});
const assets = new StaleWhileRevalidate({ cacheName: CACHES.static });
const routes = new NetworkFirst({
  cacheName: CACHES.routes,
  plugins: [new ExpirationPlugin({ maxEntries: 50 })],
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const rule = requestRule({
    url: request.url,
    method: request.method,
    mode: request.mode,
    origin: self.location.origin,
  });
  switch (rule.kind) {
    case "page":
      event.respondWith(
        (rule.cacheKey ? pages : networkOnly).handle({ event, request }).catch(() => offlinePage(event)),
      );
      return;
    case "static":
      event.respondWith(matchPrecache(request.url).then((hit) => hit ?? staticFiles.handle({ event, request })));
      return;
    case "asset":
      event.respondWith(assets.handle({ event, request }));
      return;
    case "data":
      event.respondWith(networkOnly.handle({ event, request }).catch(() => reloadDocument(request.url)));
      return;
    case "routes":
      event.respondWith(routes.handle({ event, request }).catch(() => undiscovered()));
      return;
    case "action":
      event.respondWith(postAction(event));
      return;
    case "none":
      return;
  }
});

/** The offline page in the reader's language (any language when that one was not saved). */
async function offlinePage(event: FetchEvent): Promise<Response> {
  const { language } = await readMeta();
  const cache = await caches.open(CACHES.offline);
  for (const candidate of [language ?? pwaLanguage(self.navigator.language.slice(0, 2)), ...SUPPORTED]) {
    const page = await cache.match(offlineCacheKey(self.location.origin, candidate));
    if (page) {
      if (event.resultingClientId) servedFromCache.add(event.resultingClientId);
      return page;
    }
  }
  return new Response("Offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Remix's single-fetch answer (turbo-stream), as its client decodes it (the server's own encoding:
 * @remix-run/server-runtime's single-fetch). `redirect` is a navigation that reloads the document.
 */
const REDIRECT = Symbol("SingleFetchRedirect");

function singleFetch(value: unknown, status: number): Response {
  const stream = encode(value, {
    plugins: [
      (item: unknown) =>
        item && typeof item === "object" && REDIRECT in item
          ? ["SingleFetchRedirect", (item as Record<symbol, unknown>)[REDIRECT]]
          : undefined,
    ],
  });
  return new Response(stream, {
    status,
    headers: { "Content-Type": "text/x-script", "X-Remix-Response": "yes", "Cache-Control": "no-store" },
  });
}

/** Offline, a client-side navigation becomes a document load, which this worker answers from its copies. */
function reloadDocument(dataUrl: string): Response {
  return singleFetch(
    { [REDIRECT]: { redirect: documentOf(dataUrl), status: 302, reload: true, replace: false, revalidate: false } },
    202,
  );
}

/**
 * Offline route discovery with no copy kept: "no new routes". Remix goes on with the routes it knows
 * (the page's own, so a vote or comment can be posted and queued); an address it does not know
 * matches the catch-all route, whose data request this worker answers with a document load (above).
 */
function undiscovered(): Response {
  return Response.json({}, { headers: { "Cache-Control": "no-store" } });
}

// ---------------------------------------------------------------------------------------------
// The outbox: votes and comments made offline.

interface QueuedMeta {
  userId: string | null;
  intent: QueuedIntent;
  debateId: string | null;
  position: string | null;
}

const outbox = new Queue("ds-outbox", {
  maxRetentionTime: QUEUE_RETENTION_MINUTES,
  onSync: () => flush(),
});

/**
 * A form posted to a page's action. A vote or comment whose post fails for want of a network is
 * kept and answered as queued; another form is answered "needs the network"; any answer the
 * server gave goes to the page as it came.
 * A post is never timed out: it may have reached the server (the comment's key, the vote's
 * uniqueness, make a second copy harmless, but a slow answer is still an answer).
 */
async function postAction(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const kept = request.clone();
  let form: FormData | null = null;
  try {
    form = await request.clone().formData();
  } catch {
    form = null;
  }
  const intent = form?.get("intent");
  try {
    return await fetch(request);
  } catch {
    if (!form || !isQueuedIntent(intent)) {
      // A form that cannot wait (a like, a report, sign-in …): the page is told it needs the network.
      await tell(event.clientId, { type: "outbox", event: "needsNetwork", intent: "other" });
      const name = typeof intent === "string" ? intent : "";
      return singleFetch({ data: { ok: false, form: name, offline: true } }, 503);
    }
    const meta = await readMeta();
    const queued: QueuedMeta = {
      userId: meta.userId,
      intent,
      debateId: text(form.get("debateId")),
      position: text(form.get("position")),
    };
    await outbox.pushRequest({ request: kept, metadata: queued as unknown as Record<string, unknown> });
    await tell(event.clientId, { type: "outbox", event: "queued", intent });
    return singleFetch(
      {
        data: {
          ok: false,
          form: intent,
          offline: true,
          queued: { id: crypto.randomUUID() },
          ...(queued.debateId ? { debateId: queued.debateId } : {}),
          ...(queued.position ? { position: queued.position } : {}),
        },
      },
      503,
    );
  }
}

function text(value: FormDataEntryValue | null | undefined): string | null {
  return typeof value === "string" && value ? value : null;
}

let flushing: Promise<void> | null = null;

/** Sends what waits, once at a time (Background Sync, a page's `online`, the worker's start). */
function flush(): Promise<void> {
  flushing ??= sendQueued().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Tries again after 1, 2, 4 and 8 s: a connection that comes back often fails its first requests. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000];

/** A page's `online`: sends what waits, trying again a few times while the network settles. */
async function flushSoon(): Promise<void> {
  for (const delay of [0, ...RETRY_DELAYS_MS]) {
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      await flush();
      return;
    } catch {
      // Still offline, or the server was busy: the next delay, then Background Sync or the next visit.
    }
  }
}

async function sendQueued() {
  if ((await outbox.size()) === 0) return;
  // Who is signed in now: a post is sent only as the citizen who made it.
  let signedIn: string | null;
  try {
    const state = await fetch(STATE_PATH, { cache: "no-store", headers: { Accept: "application/json" } });
    if (!state.ok) throw new Error(`state ${state.status}`);
    signedIn = ((await state.json()) as { userId: string | null }).userId;
  } catch (error) {
    throw new Error(`still offline: ${String(error)}`, { cause: error });
  }
  let entry;
  while ((entry = await outbox.shiftRequest())) {
    const queued = entry.metadata as unknown as QueuedMeta;
    if (!queued.userId || queued.userId !== signedIn) {
      await report({ type: "outbox", event: "refused", intent: queued.intent, signedOut: true });
      continue;
    }
    let response: Response;
    try {
      response = await fetch(entry.request.clone());
    } catch (error) {
      await outbox.unshiftRequest(entry);
      throw new Error("offline again", { cause: error });
    }
    if (response.status >= 500) {
      // The server could not take it now (a busy database answers 503): it waits for the next try.
      await outbox.unshiftRequest(entry);
      throw new Error(`server ${response.status}`);
    }
    const outcome = await actionOutcome(response);
    const toast = outcome?.toast;
    const words = {
      ...(toast?.title ? { title: toast.title } : {}),
      ...(toast?.description ? { description: toast.description } : {}),
    };
    // A vote that reached the server on its first try, whose answer was lost: it counts, once.
    const sameVote =
      queued.intent === "vote" && outcome?.existing !== undefined && outcome.existing === queued.position;
    const sent = outcome?.ok === true || sameVote;
    await report({ type: "outbox", event: sent ? "sent" : "refused", intent: queued.intent, ...words });
  }
}

interface ActionAnswer {
  ok?: boolean;
  existing?: string;
  toast?: { title?: string; description?: string };
}

/** The action's outcome in Remix's single-fetch answer (a redirect, such as to sign in, is a refusal). */
async function actionOutcome(response: Response): Promise<ActionAnswer | null> {
  if (!response.body) return null;
  try {
    const decoded = await decode(response.body, {
      plugins: [(type: string, ...rest: unknown[]) => ({ value: { [type]: rest } })],
    });
    await decoded.done;
    const value = decoded.value as { data?: ActionAnswer } | null;
    return value?.data ?? null;
  } catch {
    return null;
  }
}

/** Tells every open page what became of a queued post, or keeps it for the next visit. */
async function report(message: OutboxMessage) {
  const windows = await self.clients.matchAll({ type: "window" });
  if (windows.length === 0) {
    const meta = await readMeta();
    await writeMeta({ reports: [...meta.reports, message].slice(-20) });
    return;
  }
  for (const client of windows) client.postMessage(message satisfies WorkerMessage);
}

async function tell(clientId: string, message: WorkerMessage) {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage(message);
}

// ---------------------------------------------------------------------------------------------
// Pages' messages.

self.addEventListener("message", (event) => {
  if (!isPageMessage(event.data)) return;
  const source = event.source as Client | null;
  if (event.data.type === "flush") {
    event.waitUntil(flushSoon());
    return;
  }
  const hello = event.data;
  event.waitUntil(welcome(hello, source));
});

async function welcome(hello: HelloMessage, source: Client | null) {
  const fromCache = source ? servedFromCache.has(source.id) : false;
  const meta = await readMeta();
  source?.postMessage({ type: "welcome", fromCache, signedIn: meta.userId !== null } satisfies WorkerMessage);
  if (meta.reports.length > 0 && source) {
    for (const message of meta.reports) source.postMessage(message);
    await writeMeta({ reports: [] });
  }
  // A saved copy says nothing about who is signed in now, nor about the connection.
  if (fromCache) return;
  if (meta.language !== hello.language) await writeMeta({ language: hello.language });
  await saveOfflinePage(hello.language).catch(() => undefined);
  // Who is signed in (and what they follow) comes from the server, when the page's word changed or the list is due.
  if (hello.userId !== meta.userId || Date.now() - meta.followedAt > FOLLOWED_REFRESH_MS) await refreshState();
  await flush().catch(() => undefined);
}

/**
 * /pwa-state.json, read with the browser's cookies: who is signed in (the outbox sends only as the
 * citizen who wrote), and the debates they follow, whose public copies are refreshed (the list is
 * private and never stored; only public pages are kept).
 */
async function refreshState() {
  let state: { userId: string | null; followed: string[] };
  try {
    const response = await fetch(STATE_PATH, { cache: "no-store", headers: { Accept: "application/json" } });
    if (!response.ok) return;
    state = (await response.json()) as typeof state;
  } catch {
    return; // Offline: next time.
  }
  const meta = await readMeta();
  await writeMeta({ userId: state.userId, followedAt: Date.now() });
  for (const id of state.followed.slice(0, FOLLOWED_MAX)) await savePublicCopy(`/debates/${id}`, meta.language);
}

// ---------------------------------------------------------------------------------------------
// Push notifications (docs/push.md): the payload is JSON written by the push queue, in the
// citizen's language; every push is shown (subscriptions are userVisibleOnly).

self.addEventListener("push", (event) => {
  let payload: string | null = null;
  try {
    payload = event.data?.text() ?? null;
  } catch {
    payload = null;
  }
  const { title, options } = pushNotification(payload, "DebateStorm");
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = notificationTarget(event.notification.data, self.location.origin);
  event.waitUntil(openPage(target));
});

async function openPage(target: string) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => client.url === target) as WindowClient | undefined;
  if (open) {
    await open.focus();
    return;
  }
  await self.clients.openWindow(target);
}

/** Which build this worker came with (a new build is a new worker, which takes over at once). */
export const VERSION = __PWA_VERSION__;
