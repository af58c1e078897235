/**
 * Text to bytes in the legacy encodings feeds still use (and UTF-32, which the reader refuses),
 * for tests that need a feed's real bytes (TextEncoder only writes UTF-8). GBK, which WHATWG
 * decoders read "gb2312" as, is tabled from TextDecoder. Fixtures are kept as UTF-8 text and
 * encoded here; a character the encoding cannot hold throws, so a fixture cannot silently lose one.
 * Runs in Node (the feed server) and in workerd (the tests).
 */
export type TestEncoding =
  "utf-8" | "iso-8859-1" | "windows-1252" | "utf-16le" | "utf-16be" | "utf-32le" | "utf-32be" | "gbk";

/** windows-1252's bytes 0x80–0x9F (0x81, 0x8D, 0x8F, 0x90 and 0x9D are unassigned). */
const WINDOWS_1252_HIGH: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

function singleByte(text: string, encoding: "iso-8859-1" | "windows-1252"): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let byte: number | undefined;
    if (code < 0x80) byte = code;
    else if (encoding === "iso-8859-1") byte = code <= 0xff ? code : undefined;
    else byte = WINDOWS_1252_HIGH[code] ?? (code >= 0xa0 && code <= 0xff ? code : undefined);
    if (byte === undefined) {
      throw new Error(`U+${code.toString(16).toUpperCase().padStart(4, "0")} cannot be written in ${encoding}.`);
    }
    bytes[i] = byte;
  }
  return bytes;
}

function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const units = (bom ? "\uFEFF" : "") + text;
  const bytes = new Uint8Array(units.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < units.length; i++) view.setUint16(i * 2, units.charCodeAt(i), littleEndian);
  return bytes;
}

function utf32(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const codePoints = [...((bom ? "\uFEFF" : "") + text)].map((character) => character.codePointAt(0) ?? 0);
  const bytes = new Uint8Array(codePoints.length * 4);
  const view = new DataView(bytes.buffer);
  codePoints.forEach((codePoint, i) => view.setUint32(i * 4, codePoint, littleEndian));
  return bytes;
}

/** GBK's two-byte characters (lead 0x81–0xFE, trail 0x40–0xFE but 0x7F), by character: built once, from TextDecoder. */
let gbkTable: Map<string, [number, number]> | null = null;

function gbk(text: string): Uint8Array {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder("gbk", { fatal: true });
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        try {
          const character = decoder.decode(new Uint8Array([lead, trail]));
          if (!gbkTable.has(character)) gbkTable.set(character, [lead, trail]);
        } catch {
          // no character at this pair
        }
      }
    }
  }
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const pair = gbkTable.get(character);
    if (code < 0x80) bytes.push(code);
    else if (pair) bytes.push(...pair);
    else throw new Error(`U+${code.toString(16).toUpperCase().padStart(4, "0")} cannot be written in GBK.`);
  }
  return Uint8Array.from(bytes);
}

/** `text` in `encoding`; UTF-16 and UTF-32 get a byte-order mark unless `bom` is false. */
export function encodeText(text: string, encoding: TestEncoding, { bom = true } = {}): Uint8Array {
  switch (encoding) {
    case "utf-8":
      return new TextEncoder().encode(text);
    case "utf-16le":
      return utf16(text, true, bom);
    case "utf-16be":
      return utf16(text, false, bom);
    case "utf-32le":
      return utf32(text, true, bom);
    case "utf-32be":
      return utf32(text, false, bom);
    case "gbk":
      return gbk(text);
    default:
      return singleByte(text, encoding);
  }
}
