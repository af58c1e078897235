/** Module types wrangler gives non-JavaScript imports (see [[rules]] in the wrangler configs). */
declare module "*.wasm" {
  /** CompiledWasm: compiled once at deploy time, since Workers may not compile at run time. */
  const module: WebAssembly.Module;
  export default module;
}

declare module "*.bin" {
  /** Data: the file's bytes (wrangler's default rule for .bin). */
  const data: ArrayBuffer;
  export default data;
}
