/**
 * A small PNG reader for tests: size from the IHDR chunk, and the pixels of 8-bit RGBA,
 * non-interlaced images (what resvg writes), inflated with the runtime's DecompressionStream.
 */
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return SIGNATURE.every((b, i) => bytes[i] === b);
}

function u32(bytes: Uint8Array, at: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0);
}

export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  if (!isPng(bytes)) throw new Error("not a PNG");
  return { width: u32(bytes, 16), height: u32(bytes, 20) };
}

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Uint8Array;
}

export async function decodePng(bytes: Uint8Array): Promise<Pixels> {
  const { width, height } = pngSize(bytes);
  if (bytes[24] !== 8 || bytes[25] !== 6 || bytes[28] !== 0) throw new Error("only 8-bit RGBA, non-interlaced");
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === "IDAT") chunks.push(bytes.slice(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const inflated = new Uint8Array(
    await new Response(new Blob(chunks).stream().pipeThrough(new DecompressionStream("deflate"))).arrayBuffer(),
  );
  const stride = width * 4;
  const data = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = inflated[y * (stride + 1)];
    const line = inflated.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = data.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? data.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= 4 ? (out[x - 4] ?? 0) : 0;
      const b = prev[x] ?? 0;
      const c = x >= 4 ? (prev[x - 4] ?? 0) : 0;
      const raw = line[x] ?? 0;
      let value: number;
      if (filter === 0) value = raw;
      else if (filter === 1) value = raw + a;
      else if (filter === 2) value = raw + b;
      else if (filter === 3) value = raw + ((a + b) >> 1);
      else {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        value = raw + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      out[x] = value & 0xff;
    }
  }
  return { width, height, data };
}

/** How many pixels in the box are dark (text ink on the card's white paper). */
export function darkPixels(image: Pixels, box: { x: number; y: number; width: number; height: number }): number {
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = (y * image.width + x) * 4;
      const [r, g, b, alpha] = [image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0, image.data[i + 3]];
      if (alpha !== undefined && alpha > 128 && r + g + b < 250) count++;
    }
  }
  return count;
}
