/**
 * Built on its own by `parser-peers.ts` and run as a module worker beside the app: fetches the
 * benchmark's files, then times each runner of `parser-runners.ts` over all of them, in a
 * dedicated worker as the app's reading is, and sax-wasm (Rust compiled to WebAssembly, its
 * `.wasm` served beside this worker) with saxes's least-work handler. Passes alternate between
 * runners; the best pass of each counts. Answers `{ runner: { ms, count } }`.
 */
import { SAXParser, SaxEventType } from 'sax-wasm';
import { PARSER_RUNNERS, type ParserFigure, type ParserName } from '../parser-runners';
import { SAX_WASM_FILE } from './sax-wasm-file';

interface PeerRequest {
  names: string[];
  passes: number;
}

self.onmessage = async (event: MessageEvent<PeerRequest>) => {
  const { names, passes } = event.data;
  const files = await Promise.all(
    names.map((name) =>
      fetch(name)
        .then((response) => response.arrayBuffer())
        .then((buffer) => new Uint8Array(buffer)),
    ),
  );
  const wasm = new Uint8Array(await (await fetch(SAX_WASM_FILE)).arrayBuffer());
  const figures: Partial<Record<ParserName | 'sax-wasm', ParserFigure>> = {};
  for (let pass = 0; pass < passes; pass++) {
    const started = performance.now();
    let count = 0;
    for (const bytes of files) count += await runSaxWasm(bytes, wasm);
    const ms = performance.now() - started;
    if (ms < (figures['sax-wasm']?.ms ?? Infinity)) figures['sax-wasm'] = { ms, count };
    for (const [name, run] of Object.entries(PARSER_RUNNERS) as [
      ParserName,
      (bytes: Uint8Array) => number,
    ][]) {
      const started = performance.now();
      let count = 0;
      for (const bytes of files) count += run(bytes);
      const ms = performance.now() - started;
      if (ms < (figures[name]?.ms ?? Infinity)) figures[name] = { ms, count };
    }
  }
  self.postMessage(figures);
};

/**
 * sax-wasm over one document as the Node benchmark runs it (bench/sitemap.bench.ts): the
 * module prepared per document, 64 KiB slices, the open tags counted; it reads bytes, so it
 * needs no decoder.
 */
async function runSaxWasm(bytes: Uint8Array, wasm: Uint8Array): Promise<number> {
  const parser = new SAXParser(SaxEventType.Text | SaxEventType.OpenTag | SaxEventType.CloseTag);
  await parser.prepareWasm(wasm);
  let tags = 0;
  parser.eventHandler = (event) => {
    if (event === SaxEventType.OpenTag) tags++;
  };
  for (let at = 0; at < bytes.length; at += 65_536) parser.write(bytes.subarray(at, at + 65_536));
  parser.end();
  return tags;
}
