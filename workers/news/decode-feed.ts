/**
 * A feed's bytes to text. The encoding is decided, in this order, by:
 *
 * 1. the byte-order mark (UTF-8, UTF-16 LE/BE, UTF-32 LE/BE), or failing that bytes that can
 *    only be UTF-16 ("<?" as 3C 00 3F 00 or 00 3C 00 3F) or UTF-32 ("<" as 3C 00 00 00 or
 *    00 00 00 3C);
 * 2. the XML declaration's `encoding` (a declared UTF-16 or UTF-32 in a document whose bytes
 *    are plainly 8-bit is ignored, as browsers do);
 * 3. the `charset` of the Content-Type header, quoted ("…" or '…') or not;
 * 4. nothing declared: UTF-8, or windows-1252 for bytes that are not valid UTF-8 (see
 *    `decodeUndeclared`).
 *
 * Decoding is TextDecoder's, with the WHATWG labels (so "ISO-8859-1", "latin1" and
 * "us-ascii" all read as windows-1252, a superset) and `fatal: true`: bytes that are not
 * valid in a declared encoding, or an encoding the runtime does not know (UTF-32 among them),
 * are refused with FeedParseError("undecodable") rather than turned into replacement characters.
 */
import { FeedParseError } from "./feed-error";

type EncodingSource = "byte-order mark" | "XML declaration" | "Content-Type" | "default";

interface DetectedEncoding {
  /**
   * The label as found (or "utf-8"), before TextDecoder maps it to an encoding. With the
   * source "default" (nothing declared), bytes that are not UTF-8 are read as windows-1252.
   */
  label: string;
  source: EncodingSource;
}

/** Encodings TextDecoder knows that are no text encoding a feed can be written in. */
const REFUSED = new Set(["x-user-defined", "replacement"]);

/** UTF-32's labels (TextDecoder knows none). */
const UTF_32 = /^(?:utf-?32(?:le|be)?|ucs-?4|iso-10646-ucs-4)$/i;

function declaredEncoding(bytes: Uint8Array): string | null {
  const head = String.fromCharCode(...bytes.subarray(0, 1024));
  const declaration = /^\s*<\?xml\s([^>]*?)\?>/.exec(head);
  const encoding = declaration && /\bencoding\s*=\s*(["'])\s*([^"']*?)\s*\1/.exec(declaration[1] ?? "");
  return encoding?.[2] || null;
}

function contentTypeCharset(contentType: string | null): string | null {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|'([^']*)'|([^;\s]*))/i.exec(contentType ?? "");
  return (match?.[1] ?? match?.[2] ?? match?.[3])?.trim() || null;
}

/** TextDecoder's name for a label, or null when it does not know the label. */
function encodingName(label: string): string | null {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

/** The encoding the first bytes can only be in: a byte-order mark, or "<" in UTF-16 or UTF-32. */
function encodingOfFirstBytes([b0, b1, b2, b3]: Uint8Array): string | null {
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return "utf-8";
  if (b0 === 0xff && b1 === 0xfe) return b2 === 0 && b3 === 0 ? "UTF-32LE" : "utf-16le";
  if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) return "UTF-32BE";
  if (b0 === 0xfe && b1 === 0xff) return "utf-16be";
  if (b0 === 0x3c && b1 === 0 && b2 === 0 && b3 === 0) return "UTF-32LE";
  if (b0 === 0 && b1 === 0 && b2 === 0 && b3 === 0x3c) return "UTF-32BE";
  if (b0 === 0x3c && b1 === 0 && b2 === 0x3f && b3 === 0) return "utf-16le";
  if (b0 === 0 && b1 === 0x3c && b2 === 0 && b3 === 0x3f) return "utf-16be";
  return null;
}

/** Which encoding the bytes are in, and what said so. */
export function detectEncoding(bytes: Uint8Array, contentType: string | null): DetectedEncoding {
  const marked = encodingOfFirstBytes(bytes);
  if (marked) return { label: marked, source: "byte-order mark" };

  const declared = declaredEncoding(bytes);
  if (declared) {
    // Bytes that got this far are 8-bit: a declared UTF-16 or UTF-32 is a mistake; read them as UTF-8.
    const name = encodingName(declared);
    const wide = name === "utf-16le" || name === "utf-16be" || UTF_32.test(declared);
    return { label: wide ? "utf-8" : declared, source: "XML declaration" };
  }
  const charset = contentTypeCharset(contentType);
  if (charset) return { label: charset, source: "Content-Type" };
  return { label: "utf-8", source: "default" };
}

/** The feed as text, in the encoding `detectEncoding` finds; FeedParseError("undecodable") when it cannot be read. */
export function decodeFeed(bytes: Uint8Array, contentType: string | null): string {
  const { label, source } = detectEncoding(bytes, contentType);
  if (source === "default") return decodeUndeclared(bytes);
  const name = encodingName(label);
  if (!name || REFUSED.has(name)) {
    throw new FeedParseError("undecodable", `The feed's encoding "${label}" (from its ${source}) is not supported.`);
  }
  try {
    return new TextDecoder(name, { fatal: true }).decode(bytes);
  } catch {
    throw new FeedParseError("undecodable", `The feed is not valid ${name} (from its ${source}).`);
  }
}

// ---------------------------------------------------------------------------------------
// Bytes that declare no encoding

const utf8 = new TextDecoder("utf-8", { fatal: true });
const windows1252 = new TextDecoder("windows-1252");

/**
 * Undeclared bytes: UTF-8 when they are valid UTF-8, which a valid document always stays.
 * Otherwise windows-1252 (as feedparser and browsers fall back), decided by counting:
 *
 * - when fewer of its non-ASCII characters are valid UTF-8 sequences than bytes that are
 *   not, it is a legacy 8-bit document, read as windows-1252 throughout (a Latin-1 "Ó»"
 *   happens to be a valid UTF-8 pair, and must stay "Ó»");
 * - otherwise it is UTF-8 with stray bytes: each valid sequence is read as UTF-8, and only
 *   each byte that is not is read as windows-1252.
 */
function decodeUndeclared(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    // not valid UTF-8: see below
  }
  const runs = utf8Runs(bytes);
  if (runs.invalid >= runs.valid) return windows1252.decode(bytes);
  const parts: string[] = [];
  let from = 0;
  for (const at of runs.invalidAt) {
    if (at > from) parts.push(utf8.decode(bytes.subarray(from, at)));
    parts.push(windows1252.decode(bytes.subarray(at, at + 1)));
    from = at + 1;
  }
  parts.push(utf8.decode(bytes.subarray(from)));
  return parts.join("");
}

/** The length of the valid UTF-8 sequence starting at `i` with a byte at or above 0x80, or 0 when there is none. */
function utf8SequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i] ?? 0;
  const continues = (at: number, low = 0x80, high = 0xbf) => {
    const b = bytes[at];
    return b !== undefined && b >= low && b <= high;
  };
  if (b0 >= 0xc2 && b0 <= 0xdf) return continues(i + 1) ? 2 : 0;
  if (b0 >= 0xe0 && b0 <= 0xef) {
    const low = b0 === 0xe0 ? 0xa0 : 0x80;
    const high = b0 === 0xed ? 0x9f : 0xbf; // no surrogates
    return continues(i + 1, low, high) && continues(i + 2) ? 3 : 0;
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const low = b0 === 0xf0 ? 0x90 : 0x80;
    const high = b0 === 0xf4 ? 0x8f : 0xbf; // nothing above U+10FFFF
    return continues(i + 1, low, high) && continues(i + 2) && continues(i + 3) ? 4 : 0;
  }
  return 0;
}

/** How many valid multi-byte UTF-8 sequences the bytes hold, and where each byte that is not valid UTF-8 is. */
function utf8Runs(bytes: Uint8Array): { valid: number; invalid: number; invalidAt: number[] } {
  const invalidAt: number[] = [];
  let valid = 0;
  for (let i = 0; i < bytes.length;) {
    if ((bytes[i] ?? 0) < 0x80) {
      i++;
      continue;
    }
    const length = utf8SequenceLength(bytes, i);
    if (length) {
      valid++;
      i += length;
    } else {
      invalidAt.push(i);
      i++;
    }
  }
  return { valid, invalid: invalidAt.length, invalidAt };
}
