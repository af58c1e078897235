/**
 * A feed's bytes to text. The encoding is decided, in this order, by:
 *
 * 1. the byte-order mark (UTF-8, UTF-16 LE/BE), or failing that bytes that can only be
 *    UTF-16 ("<?" as 3C 00 3F 00 or 00 3C 00 3F);
 * 2. the XML declaration's `encoding` (a declared UTF-16 in a document whose bytes are
 *    plainly 8-bit is ignored, as browsers do);
 * 3. the `charset` of the Content-Type header;
 * 4. UTF-8.
 *
 * Decoding is TextDecoder's, with the WHATWG labels (so "ISO-8859-1", "latin1" and
 * "us-ascii" all read as windows-1252, a superset) and `fatal: true`: bytes that are not
 * valid in the chosen encoding, or an encoding the runtime does not know, are refused with
 * FeedParseError("undecodable") rather than turned into replacement characters.
 */
import { FeedParseError } from "./feed-error";

export type EncodingSource = "byte-order mark" | "XML declaration" | "Content-Type" | "default";

export interface DetectedEncoding {
  /** The label as found (or "utf-8"), before TextDecoder maps it to an encoding. */
  label: string;
  source: EncodingSource;
}

/** Encodings TextDecoder knows that are no text encoding a feed can be written in. */
const REFUSED = new Set(["x-user-defined", "replacement"]);

function declaredEncoding(bytes: Uint8Array): string | null {
  const head = String.fromCharCode(...bytes.subarray(0, 1024));
  const declaration = /^\s*<\?xml\s([^>]*?)\?>/.exec(head);
  const encoding = declaration && /\bencoding\s*=\s*(["'])\s*([^"']*?)\s*\1/.exec(declaration[1] ?? "");
  return encoding?.[2] || null;
}

function contentTypeCharset(contentType: string | null): string | null {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? "");
  return (match?.[1] ?? match?.[2])?.trim() || null;
}

/** TextDecoder's name for a label, or null when it does not know the label. */
function encodingName(label: string): string | null {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

/** Which encoding the bytes are in, and what said so. */
export function detectEncoding(bytes: Uint8Array, contentType: string | null): DetectedEncoding {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { label: "utf-8", source: "byte-order mark" };
  if (b0 === 0xff && b1 === 0xfe && !(b2 === 0 && b3 === 0)) return { label: "utf-16le", source: "byte-order mark" };
  if (b0 === 0xfe && b1 === 0xff) return { label: "utf-16be", source: "byte-order mark" };
  if (b0 === 0x3c && b1 === 0 && b2 === 0x3f && b3 === 0) return { label: "utf-16le", source: "byte-order mark" };
  if (b0 === 0 && b1 === 0x3c && b2 === 0 && b3 === 0x3f) return { label: "utf-16be", source: "byte-order mark" };

  const declared = declaredEncoding(bytes);
  if (declared) {
    // Bytes that got this far are 8-bit: a declared UTF-16 is a mistake; read them as UTF-8.
    const name = encodingName(declared);
    if (name === "utf-16le" || name === "utf-16be") return { label: "utf-8", source: "XML declaration" };
    return { label: declared, source: "XML declaration" };
  }
  const charset = contentTypeCharset(contentType);
  if (charset) return { label: charset, source: "Content-Type" };
  return { label: "utf-8", source: "default" };
}

/** The feed as text, in the encoding `detectEncoding` finds; FeedParseError("undecodable") when it cannot be read. */
export function decodeFeed(bytes: Uint8Array, contentType: string | null): string {
  const { label, source } = detectEncoding(bytes, contentType);
  const name = encodingName(label);
  if (!name || REFUSED.has(name)) {
    throw new FeedParseError("undecodable", `The feed's encoding "${label}" (from its ${source}) is not supported.`);
  }
  try {
    return new TextDecoder(name, { fatal: true }).decode(bytes);
  } catch {
    throw new FeedParseError(
      "undecodable",
      `The feed is not valid ${name}` +
        (source === "default" ? " and declares no encoding." : ` (from its ${source}).`),
    );
  }
}
