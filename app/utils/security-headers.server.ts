/**
 * The headers every response carries (workers/app.ts applies them to all of them: pages, Remix's
 * data requests, the JSON API, images, errors), and the Content-Security-Policy of HTML pages
 * (app/entry.server.tsx), whose inline scripts run only with the request's nonce.
 */
import type { AppConfig } from "~/env.server";

const ALWAYS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
};

/**
 * The one address other sites may frame: a debate's embed (docs/embed.md). Every other answer
 * carries `X-Frame-Options: DENY` (and, for HTML, `frame-ancestors 'none'`).
 */
const EMBED_PATH = /^\/embed\/debates\/[^/]+\/?$/;
/**
 * The embed's sign-in window (docs/embed.md): opened by the embed, inside another site's page, it
 * must keep its `window.opener` to hand the embed its one-time token. `Cross-Origin-Opener-Policy:
 * same-origin` would sever it (the opener's top-level page is another site), so this address alone
 * answers `unsafe-none`; it still refuses to be framed.
 */
const EMBED_POPUP_PATH = /^\/embed\/auth\/?$/;

/** Whether the request is for the embed of a debate, the only answer other sites may frame. */
function isFrameable(request: Request): boolean {
  return EMBED_PATH.test(new URL(request.url).pathname);
}

/** Whether the request is for the embed's sign-in window (which keeps its opener). */
function isEmbedPopup(request: Request): boolean {
  return EMBED_POPUP_PATH.test(new URL(request.url).pathname);
}

/** A fresh nonce for one response's inline scripts. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy of an HTML page: scripts from this site or carrying this response's nonce (never
 * 'unsafe-inline'), nothing may frame the site, forms post only here. Outside services add exactly
 * what they need when they are configured (Turnstile's widget; Stripe's hosted pages and the OpenID
 * Connect provider's sign-in, where a form's redirect may lead).
 */
export function contentSecurityPolicy(nonce: string, config: AppConfig, https: boolean): string {
  const turnstile = config.turnstile ? " https://challenges.cloudflare.com" : "";
  // Forms that go on to Stripe's hosted pages (Checkout, the customer portal) redirect there.
  const stripeLocal = config.stripe?.apiUrl ? ` ${config.stripe.apiUrl.origin}` : "";
  const stripePages = config.stripe ? ` https://checkout.stripe.com https://billing.stripe.com${stripeLocal}` : "";
  // Linking a provider from the settings is a form post that redirects to the provider's sign-in.
  const oidcPages = config.oidc ? ` ${new URL(config.oidc.issuer).origin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${turnstile}`,
    "style-src 'self'",
    // React sets a few style attributes (the vote bar's width, a toast's swipe).
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${turnstile}`,
    // The service worker, /sw.js (docs/pwa.md); no other worker.
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src${turnstile || " 'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${stripePages}${oidcPages}`,
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The policy of the embed (app/routes/embed.debates.$debateId.ts): its own small document, framed
 * by any site (`frame-ancestors *`), with nothing but its own nonce-carrying style and script,
 * images from here, and forms posting only here.
 */
export function embedContentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors *",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Sets the headers every response needs, without replacing what a route decided: nosniff and a
 * referrer policy everywhere, `X-Frame-Options: DENY` everywhere but the embed (isFrameable),
 * `Cross-Origin-Opener-Policy: same-origin` everywhere but the embed's sign-in window, HSTS over https, and, for a request that carries a session (a
 * signed-in page, personal JSON), `Cache-Control: private, no-store` unless the route set its own.
 */
export function withSecurityHeaders(response: Response, request: Request, options: { signedIn: boolean }): Response {
  if (response.status === 101 || response.webSocket) return response;
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(ALWAYS)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  // Framing: refused everywhere but the embed of a debate, whatever a route said.
  if (isFrameable(request)) secured.headers.delete("X-Frame-Options");
  else secured.headers.set("X-Frame-Options", "DENY");
  secured.headers.set("Cross-Origin-Opener-Policy", isEmbedPopup(request) ? "unsafe-none" : "same-origin");
  if (new URL(request.url).protocol === "https:") {
    secured.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  if (options.signedIn && !secured.headers.has("Cache-Control")) {
    secured.headers.set("Cache-Control", "private, no-store");
  }
  return secured;
}
