import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";

import { getLocale, loadStrings } from "./i18n/i18n.server";
import { I18nProvider } from "./i18n/react";
import { AfterPaintContext } from "./utils/after-paint";
import { LATER_MODULE, LATER_PRELOAD, afterPaintScript } from "./utils/after-paint.server";
import { NonceContext } from "./utils/nonce";
import { contentSecurityPolicy } from "./utils/security-headers.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const lng = await getLocale(request);
  const strings = await loadStrings(lng);
  const nonce = loadContext.nonce;

  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);

  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <AfterPaintContext.Provider value={afterPaintScript}>
        <I18nProvider language={lng} resources={strings}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nProvider>
      </AfterPaintContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout)).catch(() => clearTimeout(timeout));

  // Crawlers and the no-JavaScript path get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A page drawn for someone (a citizen's name, a toast meant for this browser) is theirs: no cache
  // may keep it, whatever brought it (the edge cache stores nothing private: workers/edge-cache.ts).
  const root = remixContext.staticHandlerContext.loaderData.root as { user?: unknown; toast?: unknown } | undefined;
  if (root?.user || root?.toast) responseHeaders.set("Cache-Control", "private, no-store");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, loadContext.config, new URL(request.url).protocol === "https:"),
  );
  const response = new Response(body, { headers: responseHeaders, status: responseStatusCode });
  // What the page shows first, the scripts after: Remix's module preloads and its module script go
  // out inert, and app/root.tsx's after-paint script restores them once the document has painted, so
  // a phone on a slow network gets the text before any of React (every page works before it
  // hydrates). app/utils/after-paint.server.ts; docs/performance.md, "Hydration after the first paint".
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', INERT_PRELOAD)
    .on('script[type="module"]', INERT_MODULE)
    .transform(response);
}

const INERT_PRELOAD: HTMLRewriterElementContentHandlers = {
  element(element) {
    element.setAttribute("rel", LATER_PRELOAD);
  },
};

const INERT_MODULE: HTMLRewriterElementContentHandlers = {
  element(element) {
    element.setAttribute("type", LATER_MODULE);
  },
};
