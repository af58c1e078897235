import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";

import { DEFAULT_NS } from "./i18n/config";
import { getLocale, resources } from "./i18n/i18n.server";
import { I18nProvider } from "./i18n/react";
import { securityHeaders } from "./utils/security-headers.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const lng = await getLocale(request);

  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);

  const body = await renderToReadableStream(
    <I18nProvider language={lng} resources={resources[lng][DEFAULT_NS]}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
    </I18nProvider>,
    {
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
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!responseHeaders.has(name)) responseHeaders.set(name, value);
  }
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
