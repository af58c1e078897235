/**
 * Fetching one feed politely: a User-Agent that says who we are, a timeout, a size cap
 * (the body is read as a stream and abandoned past it), and conditional requests with
 * the ETag / Last-Modified the feed gave last time (a 304 means nothing new).
 *
 * The body comes back as bytes with the Content-Type header: the text's encoding is
 * decided from both by `decodeFeed` (./decode-feed.ts), not assumed to be UTF-8.
 */
import type { FEED_FETCH_ERROR_KINDS } from "../../app/db/enums";

type FetchErrorKind = (typeof FEED_FETCH_ERROR_KINDS)[number];

type FetchOutcome =
  | { kind: "ok"; bytes: Uint8Array; contentType: string | null; etag: string | null; lastModified: string | null }
  | { kind: "not_modified" }
  /** `status`: the HTTP status of an `http` error. */
  | { kind: "error"; code: FetchErrorKind; status?: number; message: string };

interface FetchOptions {
  timeoutMs: number;
  maxBytes: number;
  userAgent: string;
  etag?: string | null;
  lastModified?: string | null;
}

export async function fetchFeed(url: string, options: FetchOptions): Promise<FetchOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const headers: Record<string, string> = {
    "User-Agent": options.userAgent,
    Accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5",
  };
  if (options.etag) headers["If-None-Match"] = options.etag;
  if (options.lastModified) headers["If-Modified-Since"] = options.lastModified;

  try {
    const response = await fetch(url, { headers, signal: controller.signal, redirect: "follow" });
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: "not_modified" };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return {
        kind: "error",
        code: "http",
        status: response.status,
        message: `The feed answered HTTP ${response.status}.`,
      };
    }
    const declared = Number(response.headers.get("Content-Length") ?? "0");
    if (declared > options.maxBytes) {
      await response.body?.cancel();
      return tooLarge(options.maxBytes);
    }
    const bytes = await readCapped(response, options.maxBytes);
    if (bytes === null) return tooLarge(options.maxBytes);
    return {
      kind: "ok",
      bytes,
      contentType: response.headers.get("Content-Type"),
      etag: response.headers.get("ETag"),
      lastModified: response.headers.get("Last-Modified"),
    };
  } catch (error) {
    if (controller.signal.aborted) {
      return { kind: "error", code: "timeout", message: `No answer within ${options.timeoutMs} ms.` };
    }
    return { kind: "error", code: "network", message: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

function tooLarge(maxBytes: number): FetchOutcome {
  return { kind: "error", code: "too_large", message: `The feed is larger than ${maxBytes} bytes.` };
}

/** The body's bytes, or null once they pass `maxBytes` (the rest is not downloaded). */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
