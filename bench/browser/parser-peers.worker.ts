/**
 * Built on its own by `parser-peers.ts` and run as a module worker beside the app: fetches the
 * benchmark's files, then times each runner of `parser-runners.ts` over all of them, in a
 * dedicated worker as the app's reading is. Passes alternate between runners; the best pass
 * of each counts. Answers `{ runner: { ms, count } }`.
 */
import { PARSER_RUNNERS, type ParserFigure, type ParserName } from '../parser-runners';

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
  const figures: Partial<Record<ParserName, ParserFigure>> = {};
  for (let pass = 0; pass < passes; pass++) {
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
