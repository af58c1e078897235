/**
 * Posting to a page's own action as a browser does (tests/integration): a plain form post
 * (no JavaScript: a document request), or Remix's fetcher request (`/path.data`, answered in
 * Remix's turbo-stream encoding, decoded here with the same library Remix's client uses).
 */
import { exports } from "cloudflare:workers";
import { decode } from "turbo-stream";

export const ORIGIN = "http://localhost";

export interface PostOptions {
  cookie?: string;
  /** A fetcher (JavaScript on) instead of a plain form post. */
  fetcher?: boolean;
  headers?: Record<string, string>;
}

/** The URL Remix's client posts a fetcher to: `/` becomes `/_root.data`, `/x` becomes `/x.data`. */
function dataUrl(path: string) {
  const url = new URL(path, ORIGIN);
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return `${url.pathname}${url.search}`;
}

export function postForm(path: string, fields: Record<string, string>, options: PostOptions = {}) {
  const headers: Record<string, string> = {
    Origin: ORIGIN,
    Host: "localhost",
    "Content-Type": "application/x-www-form-urlencoded",
    ...options.headers,
  };
  if (options.cookie) headers.Cookie = options.cookie;
  return exports.default.fetch(`${ORIGIN}${options.fetcher ? dataUrl(path) : path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The action's data from a fetcher's response (single fetch: `{ data }`, or a redirect). */
export async function fetcherData<T = Record<string, unknown>>(response: Response): Promise<T> {
  if (!response.body) throw new Error(`no body (status ${response.status})`);
  const decoded = await decode(response.body);
  await decoded.done;
  const value = decoded.value as { data?: T; error?: unknown; redirect?: string };
  if ("error" in value) throw new Error(`the action failed: ${JSON.stringify(value.error)}`);
  if (value.redirect) return { redirect: value.redirect } as T;
  return value.data as T;
}

/**
 * A route's loader data as the browser's client navigation asks for it (single fetch: `/path.data`
 * with `_routes`, decoded as Remix's client decodes it).
 */
export async function loaderData<T = Record<string, unknown>>(path: string, routeId: string, cookie?: string) {
  const url = new URL(dataUrl(path), ORIGIN);
  url.searchParams.set("_routes", routeId);
  const response = await exports.default.fetch(url, {
    headers: { Host: "localhost", ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  if (!response.body) throw new Error(`${path}: no body`);
  const decoded = await decode(response.body);
  await decoded.done;
  const value = decoded.value as Record<string, { data?: T; error?: unknown }>;
  const route = value[routeId];
  if (!route || !("data" in route)) throw new Error(`${path}: no data for ${routeId}: ${JSON.stringify(route)}`);
  return route.data as T;
}
