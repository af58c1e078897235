/** Small helpers shared by the JSON API routes and page actions. */
import { getFixedT, getLocale } from "~/i18n/i18n.server";

import type { Message } from "./message";

/** The visitor's translation function (cookie, then Accept-Language). */
export async function translatorFor(request: Request) {
  return getFixedT(await getLocale(request));
}
export type Translate = Awaited<ReturnType<typeof translatorFor>>;

export function translate(t: Translate, message: Message) {
  return t(message.key, message.values ?? {});
}

/**
 * "Not found", thrown from a loader: the route's error boundary shows the 404 page (in the
 * visitor's language); an /api/* route gets JSON `{ error }` instead (jsonError).
 */
export function notFound(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/** An API error: JSON `{ "error": message }` with the status (SPEC.md section 8 reads `error`). */
export function jsonError(status: number, message: string, headers?: HeadersInit) {
  return Response.json({ error: message }, { status, headers });
}

/**
 * The body of a POST as a plain object: JSON (what API clients send) or a form
 * (what pages without JavaScript send). null when it cannot be read.
 */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const value: unknown = await request.json();
      return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    }
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      const form = await request.formData();
      const body: Record<string, unknown> = {};
      for (const [key, value] of form) if (typeof value === "string") body[key] = value;
      return body;
    }
    if (!type) {
      const text = await request.text();
      return text.trim() ? null : {};
    }
  } catch {
    return null;
  }
  return null;
}

/** The client's IP as Cloudflare reports it. */
export function clientIp(request: Request) {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Real-IP") ?? "unknown";
}

/** Whether `text` holds a character no address may carry: a C0 control (tab, CR, LF …) or DEL. */
const hasControlCharacter = (text: string) =>
  [...text].some((ch) => (ch.codePointAt(0) ?? 0) < 0x20 || ch === "\u007f");
const OWN = "https://debatestorm.invalid";

/**
 * A path on this site to go to after signing in (or after a form); anything else becomes
 * `fallback`. The target is resolved with the URL parser, as a browser would, against this site's
 * origin, and kept only when it stays on it: backslashes, tabs and "/./\" tricks that browsers
 * read as another host are refused, and so is any control character (no header injection).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || hasControlCharacter(to) || to.includes("\\")) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(to, OWN);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The same origin, and a path that a browser will not read as "//host" either.
  if (url.origin !== OWN || path.startsWith("//")) return fallback;
  return path;
}

/** A request to this machine (localhost, 127.0.0.1, ::1): where development features may answer. */
export function isLoopback(request: Request) {
  const host = new URL(request.url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The public origin for absolute links (e-mails, Open Graph, the OIDC callback): PUBLIC_ORIGIN
 * (required in production), else, in development and tests only, the request's own origin when
 * it is a loopback address. Never the Host header of a request from elsewhere: null then, and
 * the caller builds no link.
 */
export function publicOrigin(context: { config: { publicOrigin: string } }, request: Request): string | null {
  if (context.config.publicOrigin) return context.config.publicOrigin;
  return isLoopback(request) ? new URL(request.url).origin : null;
}

/** 405 with an Allow header, for API addresses called with the wrong method. */
export async function methodNotAllowed(request: Request, allow: string[]) {
  const t = await translatorFor(request);
  return jsonError(405, t("auth.errors.methodNotAllowed", { method: request.method }), { Allow: allow.join(", ") });
}

/**
 * The start of every JSON POST route: the method must be POST and the body readable.
 * Returns the body and the visitor's translator, or throws the 405/400 response.
 */
export async function requirePostBody(request: Request) {
  if (request.method !== "POST") throw await methodNotAllowed(request, ["POST"]);
  const t = await translatorFor(request);
  const body = await readBody(request);
  if (!body) throw jsonError(400, t("auth.errors.badBody"));
  return { t, body };
}

/** `{ error }` with the status, and Retry-After when the caller must wait. */
export function resultError(t: Translate, result: { status: number; error: Message; retryAfter?: number }) {
  return jsonError(
    result.status,
    translate(t, result.error),
    result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined,
  );
}
