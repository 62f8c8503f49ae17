/**
 * The sample a bookmarklet fetches (`pageSample`): the hand-over's sitemaps read apart from
 * the page's inputs and sampled as the command line samples them, so the same sitemaps give
 * the command line's sample, and the session's own inputs stay as they were.
 */
import { expect, test } from 'vitest';
import { pageCandidates } from '../../src/core/page-check/page-candidates';
import { samplePages } from '../../src/core/page-check/page-sample';
import { createRequestHandlers } from '../../src/worker/request-handlers';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import { asBlob, clock, contextFor } from '../views/planted-session';
import { plantedSites } from './page-check-cases';
import { MEMORY_ORIGIN, memorySitemap } from './memory-page-site';

test('the hand-over’s sitemaps give the command line’s sample, read apart from the inputs', async () => {
  const session = new InspectorSession(clock);
  const handlers = createRequestHandlers(session, { resize: () => undefined });
  const sitemap = new TextEncoder().encode(memorySitemap(plantedSites[3]!));
  const name = `${MEMORY_ORIGIN}/sitemap.xml`;
  const answer = await handlers.pageSample(
    { sitemaps: [{ name, blob: new Blob([sitemap]) }], size: 3 },
    contextFor([]),
  );
  if (answer === 'cancelled') throw new Error('cancelled');
  // The command line's candidates of the same sitemap, in a session of its own.
  const alone = new InspectorSession(clock);
  await alone.open([{ inputId: 'f0', name, source: asBlob(sitemap) }], contextFor([]));
  const candidates = pageCandidates(alone.store);
  expect(answer.candidates).toBe(candidates.length);
  expect(answer.pages).toEqual(
    samplePages(candidates, 3).map(({ candidate, stratum }) => ({
      url: candidate.url,
      lastmod: candidates.find((c) => c.url === candidate.url)!.lastmod,
      stratum,
    })),
  );
  expect(answer.pages).toHaveLength(3);
  expect(session.store.size).toBe(0);
});
