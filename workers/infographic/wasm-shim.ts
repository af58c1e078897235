/**
 * Lets satori's bundled HarfBuzz run in workerd, where WebAssembly may not be compiled at
 * request time. Imported before satori (see render.ts).
 *
 * satori/standalone (pinned to 0.63.2) instantiates HarfBuzz from bytes embedded in its
 * JavaScript and, through Emscripten's addFunction(), compiles one tiny module per callback
 * signature. scripts/prepare-infographic.mjs extracts all of those at build time; the bundler
 * turns them into precompiled modules (the imports below), and this shim answers satori's
 * `WebAssembly.instantiate(bytes)` and `new WebAssembly.Module(bytes)` calls with them.
 * The Worker bundles a copy of satori whose embedded HarfBuzz the script replaced with
 * HARFBUZZ_PLACEHOLDER (wrangler.toml [alias]); the shim answers both that and the original bytes.
 * Any other bytes go to the real WebAssembly API untouched. A rendering test in Hindi and
 * Bengali (tests/integration/infographic.test.ts) guards this against satori changes.
 */
import harfbuzz from "./generated/harfbuzz.wasm";
import iiiii from "./generated/trampoline-iiiii.wasm";
import ippiip from "./generated/trampoline-ippiip.wasm";
import ippiipp from "./generated/trampoline-ippiipp.wasm";
import ippip from "./generated/trampoline-ippip.wasm";
import ippipip from "./generated/trampoline-ippipip.wasm";
import ippipp from "./generated/trampoline-ippipp.wasm";
import ippippp from "./generated/trampoline-ippippp.wasm";
import ipppipp from "./generated/trampoline-ipppipp.wasm";
import ipppp from "./generated/trampoline-ipppp.wasm";
import vi from "./generated/trampoline-vi.wasm";
import viiiffffffi from "./generated/trampoline-viiiffffffi.wasm";
import viiiffffi from "./generated/trampoline-viiiffffi.wasm";
import viiiffi from "./generated/trampoline-viiiffi.wasm";
import viiii from "./generated/trampoline-viiii.wasm";
import { type SIGNATURES, trampolineBytes } from "./trampolines.js";

/** One precompiled module per signature in SIGNATURES (trampolines.js); the bundler compiles them. */
const TRAMPOLINES: Record<(typeof SIGNATURES)[number], WebAssembly.Module> = {
  vi,
  viiii,
  viiiffi,
  viiiffffi,
  viiiffffffi,
  iiiii,
  ipppp,
  ippip,
  ippiip,
  ippipp,
  ippiipp,
  ippipip,
  ipppipp,
  ippippp,
};

/**
 * Size of satori 0.63.2's HarfBuzz binary: how its bytes are recognised when satori hands them
 * to WebAssembly.instantiate (scripts/prepare-infographic.mjs checks the extracted file agrees).
 */
const HARFBUZZ_BYTES = 381_964;

/**
 * What the bundled copy of satori carries instead of HarfBuzz (as base64), written there by
 * scripts/prepare-infographic.mjs, which reads it from this line.
 */
const HARFBUZZ_PLACEHOLDER = "HarfBuzz is precompiled: workers/infographic/wasm-shim.ts";
const placeholderBytes = new TextEncoder().encode(HARFBUZZ_PLACEHOLDER);

/** Whether satori is handing over its HarfBuzz: the original bytes or the placeholder. */
function isHarfBuzz(bytes: Uint8Array | null): boolean {
  if (!bytes) return false;
  if (bytes.length === HARFBUZZ_BYTES) return true;
  return bytes.length === placeholderBytes.length && bytes.every((byte, i) => byte === placeholderBytes[i]);
}

const key = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const trampolineByBytes = new Map(
  Object.entries(TRAMPOLINES).map(([signature, module]) => [key(trampolineBytes(signature)), module]),
);

function asBytes(source: unknown): Uint8Array | null {
  if (source instanceof Uint8Array) return source;
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  if (ArrayBuffer.isView(source)) return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  return null;
}

let installed = false;

function installWasmShim(): void {
  if (installed) return;
  installed = true;
  const wasm = WebAssembly as unknown as Record<string, unknown>;
  const OriginalModule = WebAssembly.Module;
  const originalInstantiate = WebAssembly.instantiate.bind(WebAssembly);

  // satori's Emscripten glue reads self.location.href when it believes it runs in a worker.
  const scope = globalThis as { location?: unknown };
  if (scope.location === undefined) {
    Object.defineProperty(globalThis, "location", {
      value: { href: "https://infographic.invalid/" },
      configurable: true,
    });
  }

  function PrecompiledModule(this: unknown, source: BufferSource) {
    const bytes = asBytes(source);
    const found = bytes && bytes.length < 64 ? trampolineByBytes.get(key(bytes)) : undefined;
    if (found) return found;
    if (isHarfBuzz(bytes)) return harfbuzz;
    return new OriginalModule(source);
  }
  PrecompiledModule.prototype = OriginalModule.prototype;
  Object.defineProperty(PrecompiledModule, "imports", { value: OriginalModule.imports });
  Object.defineProperty(PrecompiledModule, "exports", { value: OriginalModule.exports });
  Object.defineProperty(PrecompiledModule, "customSections", { value: OriginalModule.customSections });
  wasm.Module = PrecompiledModule;

  wasm.instantiate = (source: unknown, imports?: WebAssembly.Imports) => {
    if (isHarfBuzz(asBytes(source))) {
      return originalInstantiate(harfbuzz, imports).then((instance) => ({ instance, module: harfbuzz }));
    }
    return originalInstantiate(source as WebAssembly.Module, imports);
  };
}

installWasmShim();
