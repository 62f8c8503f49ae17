/**
 * The problems a page check finds, as codes and params (the catalogs word them): the site's
 * (page-check-codes.ts) from its verdict, and each sampled page's where it answers what a
 * crawl export would record, under the crawl coverage's code for the same fact
 * (src/core/crawl/crawl-codes.ts): a 4xx or 5xx, a redirect, a noindex, another canonical.
 * A page robots.txt refused to us is not `crawl-sitemap-robots-blocked`: that code is a
 * search engine's crawler refused, and our user agent's group may differ from it.
 */
import { sharePercent } from '../percent';
import type { ProblemCode } from '../problems/registry';
import type { CheckedPage, PageCheck } from './judge-pages';

export interface PageCheckProblem {
  readonly code: ProblemCode;
  /** The sampled URL it concerns; absent for the site's problems. */
  readonly url?: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** The site's problems first, then each page's in the sample's order. */
export function pageCheckProblems(check: PageCheck): PageCheckProblem[] {
  return [...siteProblems(check), ...check.pages.flatMap(pageProblems)];
}

function siteProblems(check: PageCheck): PageCheckProblem[] {
  const { site } = check;
  const problems: PageCheckProblem[] = [];
  if (site.verdict === 'contradicted') {
    const newer = site.counts['lastmod-newer'];
    const older = site.counts['lastmod-older'] + site.counts['lastmod-before-published'];
    const params = {
      contradicted: newer + older,
      comparable: site.comparable,
      share: sharePercent(site.contradictedShare),
      newer,
      older,
    };
    // A lastmod later than the page on most contradicting pages is the generator's clock.
    const code =
      newer > older ? 'lastmod-generation-time-by-pages' : 'lastmod-contradicted-by-pages';
    problems.push({ code, params });
  }
  if (site.isLastModifiedDynamic) {
    const pages = check.pages.filter((page) => page.facts?.lastModifiedHeader).length;
    problems.push({ code: 'last-modified-is-response-time', params: { pages } });
  }
  return problems;
}

function pageProblems(page: CheckedPage): PageCheckProblem[] {
  const { url, status } = page;
  if (page.notRead === 'redirect') {
    const target = page.headers.location;
    return [
      {
        code: 'crawl-sitemap-redirect',
        url,
        params: {
          hasStatus: status === null ? 'no' : 'yes',
          status: status ?? 0,
          hasTarget: target ? 'yes' : 'no',
          target: target ?? '',
        },
      },
    ];
  }
  if (page.notRead === 'http-status' && status !== null && status >= 400) {
    const code = status >= 500 ? 'crawl-sitemap-server-error' : 'crawl-sitemap-client-error';
    return [{ code, url, params: { hasStatus: 'yes', status } }];
  }
  const facts = page.facts;
  if (!facts) return [];
  const problems: PageCheckProblem[] = [];
  if (facts.noindex.robotsMeta || facts.noindex.xRobotsTag)
    problems.push({ code: 'crawl-sitemap-noindex', url, params: {} });
  if (facts.canonical !== null && !isSameUrl(facts.canonical, url))
    problems.push({
      code: 'crawl-sitemap-canonicalised',
      url,
      params: { hasTarget: 'yes', target: facts.canonical },
    });
  return problems;
}

/** The same address once parsed (`HTTP://Host:80/a` is `http://host/a`). */
function isSameUrl(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
}
