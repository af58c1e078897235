/**
 * PNG encoding of resvg's pixels with the runtime's native zlib (node:zlib, a compatibility flag
 * in wrangler.toml) at a fast setting. resvg-wasm's own encoder (asPng) compresses inside
 * WebAssembly at its default level and took about 58 ms for the 1600x1200 card, more than
 * layout and rasterising together; this takes a few milliseconds for the same pixels, losslessly.
 *
 * The output is what resvg writes: 8-bit RGBA, not interlaced, one IDAT chunk. Rows use filter
 * "None", which compresses the card's flat colours as well as the other filters at these levels.
 */
import { deflateSync } from "node:zlib";

/**
 * zlib level: 1-3 use deflate's fast matcher (about 6 ms here, about 100 KB for a card); 4 and up
 * its lazy one (30-50 ms, about 60 KB). The image is cached (KV and memory) after the first draw,
 * so a few more kilobytes cost less than the wait.
 */
const PNG_LEVEL = 1;

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * Encodes straight (not premultiplied) RGBA pixels as a PNG. resvg's pixels are premultiplied,
 * which is the same thing for opaque pixels: render.ts paints an opaque background first.
 */
export function encodePng(rgba: Uint8Array, width: number, height: number): Uint8Array<ArrayBuffer> {
  const stride = width * 4;
  if (rgba.length !== stride * height) throw new Error(`expected ${stride * height} bytes of RGBA, got ${rgba.length}`);
  // Each row: filter type 0 (None), then the row's bytes.
  const rows = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) rows.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const compressed = deflateSync(rows, { level: PNG_LEVEL });

  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filtering, not interlaced
  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk("IHDR", header),
    chunk("IDAT", new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}
