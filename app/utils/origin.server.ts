/**
 * Cross-site request refusal: a state-changing request (anything but GET, HEAD,
 * OPTIONS) must come from this site. Browsers say where a request comes from in
 * Origin (and Sec-Fetch-Site); a request from another site is refused before any
 * route runs, pages and API alike. Clients that send neither (curl, server-to-server
 * webhooks) are not browsers carrying a victim's cookies, and pass.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteWrite(request: Request, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const own = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null") return origin !== own && origin !== publicOrigin;
  if (origin === "null") return true;
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "cross-site" || site === "same-site";
}
