/**
 * THE way the app answers with a redirect (docs/security.md, "Redirects"). ESLint refuses Remix's
 * `redirect`, `redirectDocument` and `replace`, `Response.redirect` and a hand-set `Location`
 * header anywhere else under app/ and workers/ (eslint.config.js), so every redirect a route builds
 * goes through one of these two:
 *
 *   - `localRedirect(to)`: a place on this site. `safeRedirect` (app/utils/http.server.ts) decides
 *     the target, whatever it was made of (the request's own path, a form's `redirectTo`, a cookie):
 *     anything a browser would read as another host becomes the fallback ("/").
 *   - `serviceRedirect(url)`: an outside service's page that the service itself handed us (Stripe's
 *     Checkout, the OpenID Connect provider's sign-in). Never a value read from the request.
 */
import { redirect } from "@remix-run/server-runtime";

import { safeRedirect } from "./http.server";

/** A redirect to a path on this site; `to` is kept only if it stays here (else `fallback`). */
export function localRedirect(to: string | null | undefined, init?: number | ResponseInit, fallback = "/") {
  return redirect(safeRedirect(to, fallback), init);
}

/**
 * A redirect to a page of an outside service, from that service's own answer (an absolute http(s)
 * address). Refuses anything else, so a mistake fails loudly instead of sending people astray.
 */
export function serviceRedirect(url: string, init?: number | ResponseInit) {
  const target = new URL(url);
  if (target.protocol !== "https:" && target.protocol !== "http:") {
    throw new Error(`serviceRedirect: not a web address (${target.protocol})`);
  }
  return redirect(target.href, init);
}
