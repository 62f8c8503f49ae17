/** The name sax-wasm's WebAssembly module is served under, beside the parser peers' worker. */
export const SAX_WASM_FILE = 'sax-wasm.wasm';
