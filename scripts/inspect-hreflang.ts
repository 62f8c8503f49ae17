/**
 * The `hreflang` summary of `npm run inspect`: the languages found across every loaded
 * sitemap with their URL counts, the clusters (and how many have faults), the share of
 * links to another loaded URL that it confirms by linking back, per language pair too
 * (src/core/hreflang/hreflang-analysis.ts). Written from the report answer's `hreflang`,
 * the page's hreflang view's summary (its 50 most linked pairs, its 200 languages with most
 * URLs). The problems themselves are among each file's.
 */
import type { HreflangSummary } from '../src/core/hreflang/hreflang-analysis';

/**
 * The summary of sitemaps without alternates, as the analysis gives it: the report answer
 * leaves `hreflang` out then, and `--json` keeps its object.
 */
const NO_ALTERNATES: HreflangSummary = {
  urls: 0,
  links: 0,
  languages: [],
  clusters: 0,
  faultyClusters: 0,
  checkedLinks: 0,
  confirmedLinks: 0,
  confirmedShare: 1,
  notListedLinks: 0,
  pairs: [],
};

export function hreflangJson(summary: HreflangSummary = NO_ALTERNATES) {
  return {
    urls: summary.urls,
    links: summary.links,
    languages: summary.languages,
    clusters: summary.clusters,
    faultyClusters: summary.faultyClusters,
    checkedLinks: summary.checkedLinks,
    confirmedLinks: summary.confirmedLinks,
    confirmedShare: round(summary.confirmedShare),
    notListedLinks: summary.notListedLinks,
    pairs: summary.pairs.map((pair) => ({
      ...pair,
      confirmedShare: round(pair.links === 0 ? 1 : pair.confirmed / pair.links),
    })),
  };
}

/** Two lines for the readable summary; none when no sitemap has alternates. */
export function hreflangText(summary: HreflangSummary | undefined): string {
  if (summary === undefined || summary.links === 0) return '';
  const number = (n: number) => n.toLocaleString('en-US');
  const languages = summary.languages
    .slice(0, 12)
    .map(({ code, urls }) => `${code} ${number(urls)}`)
    .join(', ');
  return (
    `hreflang: ${number(summary.urls)} URLs with alternates, ${number(summary.clusters)} clusters (${number(summary.faultyClusters)} with faults), ` +
    `${confirmedLinksText(summary)}\n` +
    `  languages: ${languages}\n`
  );
}

/**
 * The confirmed share of checked links, or that none could be checked: a link is checked only
 * when its target is another loaded URL, and "100.0 % of 0" would read as a clean result.
 */
export function confirmedLinksText(summary: {
  checkedLinks: number;
  confirmedShare: number;
}): string {
  if (summary.checkedLinks === 0) return 'no link could be checked';
  const links = summary.checkedLinks === 1 ? 'link' : 'links';
  return `${(summary.confirmedShare * 100).toFixed(1)} % of ${summary.checkedLinks.toLocaleString('en-US')} ${links} confirmed`;
}

function round(share: number): number {
  return Math.round(share * 10_000) / 10_000;
}
