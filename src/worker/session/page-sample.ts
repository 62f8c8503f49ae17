/**
 * The sample a bookmarklet fetches on its site (`pageSample`): the hand-over's sitemaps read
 * in a session apart from the page's inputs, their URLs made candidates as the command line
 * makes them (core/page-check/page-candidates.ts) and sampled by the command line's sampler,
 * so the bookmarklet checks the pages `--pages N` would check on the same site.
 */
import { pageCandidates } from '../../core/page-check/page-candidates';
import { samplePages } from '../../core/page-check/page-sample';
import type { PageCandidate } from '../../core/page-check/check-pages';
import type { PageSampleAnswer, PageSampleAsk } from '../protocol/page-check';
import type { OpenFileInput } from '../protocol/files';
import { CANCELLED, type Cancelled, type RequestContext } from './session-context';
import type { UrlStore } from '../../core/analysis/url-store';

/** The part of a session the sample reads. */
interface SampledSession {
  readonly store: UrlStore;
  open(files: readonly OpenFileInput[], context: RequestContext): Promise<'done' | Cancelled>;
}

export async function takePageSample(
  { sitemaps, size }: PageSampleAsk,
  session: SampledSession,
  context: RequestContext,
): Promise<PageSampleAnswer | Cancelled> {
  const outcome = await session.open(
    sitemaps.map((file, index) => ({
      inputId: `sample-${index}`,
      name: file.name,
      source: { kind: 'blob', blob: file.blob },
    })),
    // Its progress and reports are its own: the file list shows the workspace's files only.
    { ...context, emit: () => undefined },
  );
  if (outcome === CANCELLED) return CANCELLED;
  const candidates = pageCandidates(session.store);
  return {
    candidates: candidates.length,
    pages: samplePages(candidates, size).map(({ candidate, stratum }) => ({
      url: candidate.url,
      lastmod: (candidate as PageCandidate).lastmod,
      stratum,
    })),
  };
}
