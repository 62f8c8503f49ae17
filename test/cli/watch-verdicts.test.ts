import { expect, test } from 'vitest';
import { distinctUrls, verdictChanges } from '../../scripts/watch-changes';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import { VERDICT_FLIP_CASES } from './watch-verdicts-cases';

const ORIGIN = 'https://example.com';
const context = {
  requestId: 1,
  emit: () => {},
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
};

/** The current snapshot's sitemaps read as `watch` reads them: into one session's store. */
async function storeOf(sitemaps: readonly (readonly string[])[]) {
  const session = new InspectorSession({ nowMs: () => 0, monotonicMs: () => 0 });
  await session.open(
    sitemaps.map((paths, i) => {
      const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
        .map((path) => `<url><loc>${ORIGIN}${path}</loc></url>`)
        .join('')}</urlset>`;
      const bytes = new TextEncoder().encode(xml).buffer;
      return { inputId: String(i), name: `sitemap-${i}.xml`, source: { kind: 'bytes', bytes } };
    }),
    context,
  );
  return session.store;
}

test.each(VERDICT_FLIP_CASES)('$name', async (flipCase) => {
  const urls = distinctUrls(await storeOf(flipCase.sitemaps), Infinity);
  const changes = verdictChanges(
    flipCase.before,
    flipCase.after,
    ORIGIN,
    flipCase.agents,
    [],
    urls,
  );
  expect({ flips: changes.flipCount, urlsChecked: changes.urlsChecked }).toEqual({
    flips: flipCase.flips,
    urlsChecked: flipCase.urlsChecked,
  });
  expect(changes.flips).toHaveLength(flipCase.flips);
});

test('at most `limit` URLs, each once, in reading order', async () => {
  const store = await storeOf([
    ['/a', '/b'],
    ['/a', '/c', '/d'],
  ]);
  expect(distinctUrls(store, 3)).toEqual([`${ORIGIN}/a`, `${ORIGIN}/b`, `${ORIGIN}/c`]);
});
