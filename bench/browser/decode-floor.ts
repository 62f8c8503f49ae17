/**
 * The browser's floor for the benchmark's bytes: the time the same Chromium takes to decode
 * every file with `TextDecoder` and find every `<loc>` with `indexOf`, and nothing else (no
 * well-formedness, no validation, no store). The files are fetched first, untimed, on a page
 * of their own beside the app; the best of three passes counts, as the floor.
 */
import type { BrowserContext } from 'playwright-core';

export interface DecodeFloor {
  ms: number;
  locs: number;
  bytes: number;
}

/** `folderUrl` ends in `/` and serves `names` (and `floor.html`, an empty page). */
export async function measureDecodeFloor(
  context: BrowserContext,
  folderUrl: string,
  names: readonly string[],
): Promise<DecodeFloor> {
  const page = await context.newPage();
  try {
    await page.goto(`${folderUrl}floor.html`);
    // A string, not a function: tsx would wrap named functions in a helper the page lacks.
    const script = `(async (names) => {
      const buffers = await Promise.all(
        names.map((name) => fetch(name).then((response) => response.arrayBuffer())),
      );
      let best = Infinity;
      let locs = 0;
      for (let pass = 0; pass < 3; pass++) {
        const started = performance.now();
        locs = 0;
        for (const buffer of buffers) {
          const text = new TextDecoder().decode(buffer);
          for (let at = text.indexOf('<loc>'); at >= 0; at = text.indexOf('<loc>', at + 5)) locs++;
        }
        best = Math.min(best, performance.now() - started);
      }
      const bytes = buffers.reduce((sum, buffer) => sum + buffer.byteLength, 0);
      return { ms: best, locs, bytes };
    })(${JSON.stringify(names)})`;
    return (await page.evaluate(script)) as DecodeFloor;
  } finally {
    await page.close();
  }
}
