/**
 * Emscripten's addFunction() turns a JavaScript callback into a WebAssembly function by
 * compiling a tiny module that imports it with the right signature. Workers cannot compile at
 * run time, so scripts/prepare-infographic.mjs writes these modules ahead of time and
 * wasm-shim.ts recognises satori's requests for them by their bytes. Shared by both.
 */

/** Callback signatures satori 0.63.2's HarfBuzz wrapper registers ("vi": returns void, takes an i32, ...). */
export const SIGNATURES = /** @type {const} */ ([
  "vi",
  "viiii",
  "viiiffi",
  "viiiffffi",
  "viiiffffffi",
  "iiiii",
  "ipppp",
  "ippip",
  "ippiip",
  "ippipp",
  "ippiipp",
  "ippipip",
  "ipppipp",
  "ippippp",
]);

/**
 * The bytes Emscripten's convertJsFunctionToWasm builds for a signature (wasm32: p is i32).
 * @param {string} signature
 * @returns {Uint8Array}
 */
export function trampolineBytes(signature) {
  /** @type {Record<string, number>} */
  const code = { i: 0x7f, p: 0x7f, j: 0x7e, f: 0x7d, d: 0x7c, e: 0x6f };
  /** @param {number[]} items */
  const vec = (items) => [(items.length % 128) | 128, items.length >> 7, ...items];
  /** @param {string} chars */
  const types = (chars) => vec(Array.from(chars, (c) => code[c] ?? 0));
  const result = signature.startsWith("v") ? "" : signature.slice(0, 1);
  return Uint8Array.of(
    ...[0, 0x61, 0x73, 0x6d, 1, 0, 0, 0],
    1,
    ...vec([1, 0x60, ...types(signature.slice(1)), ...types(result)]),
    ...[2, 7, 1, 1, 0x65, 1, 0x66, 0, 0],
    ...[7, 5, 1, 1, 0x66, 0, 0],
  );
}
