/**
 * Remix's server runtime for the page Worker, from its ES modules. `@remix-run/cloudflare` is a
 * CommonJS package: requiring it made the bundle keep every export of `@remix-run/server-runtime`
 * (the multipart parser, upload handlers, memory sessions…), none of which the Worker runs. Its
 * only Workers-specific part is the cookie signing with WebCrypto (`dist/crypto.js`), used here.
 * Types still come from `@remix-run/cloudflare` (type imports leave nothing in the bundle).
 * docs/decisions/0110-page-worker-headroom.md.
 */
import { createCookieFactory } from "@remix-run/server-runtime";
import { sign, unsign } from "@remix-run/cloudflare/dist/crypto.js";

export { createRequestHandler, data } from "@remix-run/server-runtime";

/** Remix's `createCookie`, signed with WebCrypto's HMAC as `@remix-run/cloudflare`'s is. */
export const createCookie = createCookieFactory({ sign, unsign });
