/**
 * The `hreflang` summary of `npm run inspect`: the languages found across every loaded
 * sitemap with their URL counts, the clusters (and how many have faults), the share of
 * links to another loaded URL that it confirms by linking back, per language pair too
 * (src/core/hreflang/hreflang-analysis.ts). The problems themselves are among each file's.
 */
import type { InspectorSession } from '../src/worker/session/inspector-session';

/** Pairs shown: the most linked first. */
const PAIRS_SHOWN = 50;

export function hreflangJson(session: InspectorSession) {
  const summary = session.hreflang.analysis().summary;
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
    pairs: summary.pairs.slice(0, PAIRS_SHOWN).map((pair) => ({
      ...pair,
      confirmedShare: round(pair.links === 0 ? 1 : pair.confirmed / pair.links),
    })),
  };
}

/** Two lines for the readable summary; none when no sitemap has alternates. */
export function hreflangText(session: InspectorSession): string {
  const summary = session.hreflang.analysis().summary;
  if (summary.links === 0) return '';
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
