/**
 * The hreflang view's answer (protocol/hreflang.ts) from the session's analysis
 * (core/hreflang/hreflang-analysis.ts): its summary, the clusters with faults first, and a
 * selected URL's cluster, link by link. Capped: a view, not an export.
 */
import { LinkFault, LinkState, type HreflangAnalysis } from '../../core/hreflang/hreflang-analysis';
import type {
  HreflangAnswer,
  HreflangAsk,
  HreflangClusterRow,
  HreflangLinkState,
  HreflangMemberView,
} from '../protocol/hreflang';

export const HREFLANG_CLUSTERS_SHOWN = 100;
export const HREFLANG_PAIRS_SHOWN = 50;
/** A hostile file may give every URL a code of its own. */
export const HREFLANG_LANGUAGES_SHOWN = 200;
export const HREFLANG_MEMBERS_SHOWN = 50;

const STATE_NAMES: Record<number, HreflangLinkState> = {
  [LinkState.confirmed]: 'confirmed',
  [LinkState.self]: 'self',
  [LinkState.noReturn]: 'no-return',
  [LinkState.notListed]: 'not-listed',
};

export function hreflangAnswer(
  analysis: HreflangAnalysis,
  ask: HreflangAsk,
  documentName: (documentId: number) => string,
  faults: HreflangAnswer['faults'] = [],
): HreflangAnswer {
  const { table, clusters } = analysis;
  const answer: HreflangAnswer = {
    summary: {
      ...analysis.summary,
      languages: analysis.summary.languages.slice(0, HREFLANG_LANGUAGES_SHOWN),
      pairs: analysis.summary.pairs.slice(0, HREFLANG_PAIRS_SHOWN),
    },
    faults,
    clusters: clusterRows(analysis),
  };
  if (ask.url === undefined) return answer;
  const url = ask.url.trim();
  const id = table.urls.find(url);
  const cluster = id === undefined ? 0 : clusters.clusterOf[id];
  if (cluster === 0) return { ...answer, selected: null };
  const members: HreflangMemberView[] = [];
  // The selected URL first, then the others in reading order.
  const ids = [id!];
  for (
    let other = 0;
    other < clusters.clusterOf.length && ids.length < HREFLANG_MEMBERS_SHOWN;
    other++
  )
    if (other !== id && clusters.clusterOf[other] === cluster) ids.push(other);
  for (const member of ids) {
    const start = analysis.outStart[member];
    const end = analysis.outStart[member + 1];
    const first = start < end ? analysis.linkEntry[analysis.outLink[start]] : -1;
    members.push({
      url: table.urls.textOf(member),
      hasAlternates: start < end,
      file: first === -1 ? '' : documentName(table.entryDocument[first]),
      links: Array.from(analysis.outLink.subarray(start, end), (link) => {
        const fault = analysis.linkFault[link];
        return {
          hreflang: table.codes.textOf(table.linkCode[link]),
          href: table.urls.textOf(table.linkUrl[link]),
          state: STATE_NAMES[analysis.linkState[link]],
          ...(fault & LinkFault.conflict
            ? { fault: 'conflict' as const }
            : fault & LinkFault.invalidCode
              ? { fault: 'invalid-code' as const }
              : {}),
          line: table.linkLine[link],
          column: table.linkColumn[link],
        };
      }),
    });
  }
  return { ...answer, selected: { url, cluster, members } };
}

/** Faulty clusters first (most faults first), then the others, in reading order. */
function clusterRows(analysis: HreflangAnalysis): HreflangClusterRow[] {
  const { table, clusters, faultsOfCluster } = analysis;
  const count = clusters.count;
  const sizes = new Uint32Array(count + 1);
  const firstUrl = new Int32Array(count + 1).fill(-1);
  for (let url = 0; url < clusters.clusterOf.length; url++) {
    const cluster = clusters.clusterOf[url];
    if (cluster === 0) continue;
    sizes[cluster]++;
    if (firstUrl[cluster] === -1) firstUrl[cluster] = url;
  }
  const faulty: number[] = [];
  for (let cluster = 1; cluster <= count; cluster++)
    if (faultsOfCluster[cluster]) faulty.push(cluster);
  faulty.sort((a, b) => faultsOfCluster[b] - faultsOfCluster[a] || a - b);
  const order = faulty.slice(0, HREFLANG_CLUSTERS_SHOWN);
  for (let cluster = 1; cluster <= count && order.length < HREFLANG_CLUSTERS_SHOWN; cluster++)
    if (!faultsOfCluster[cluster]) order.push(cluster);
  return order.map((cluster) => ({
    cluster,
    url: table.urls.textOf(firstUrl[cluster]),
    urls: sizes[cluster],
    faults: faultsOfCluster[cluster],
  }));
}

/** The state of each of a URL's alternates as the row detail read them (hreflang, href). */
export function linkStatesOf(
  analysis: HreflangAnalysis,
  loc: string,
  alternates: readonly { hreflang: string; href: string }[],
): (HreflangLinkState | null)[] {
  const { table } = analysis;
  const source = table.urls.find(loc);
  return alternates.map(({ hreflang, href }) => {
    if (source === undefined) return null;
    const target = table.urls.find(href.trim());
    const code = table.codes.find(hreflang.trim());
    if (target === undefined || code === undefined) return null;
    for (let at = analysis.outStart[source]; at < analysis.outStart[source + 1]; at++) {
      const link = analysis.outLink[at];
      if (table.linkUrl[link] === target && table.linkCode[link] === code)
        return STATE_NAMES[analysis.linkState[link]];
    }
    return null;
  });
}
