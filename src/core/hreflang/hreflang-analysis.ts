/**
 * The hreflang links of every loaded sitemap, checked as Google reads them: as a set, not
 * link by link. Google Search Central, "Tell Google about localized versions of your page"
 * (https://developers.google.com/search/docs/specialty/international/localized-versions):
 *
 * - "If two pages don't both point to each other, the tags will be ignored": a link from A to
 *   B for a language is confirmed only when B, loaded, lists A (`hreflang-no-return`); a B
 *   that no loaded sitemap lists cannot be checked (`hreflang-target-not-listed`, counted).
 * - "Each language version must list itself as well as all other language versions"
 *   (`hreflang-missing-self`).
 * - Language codes in ISO 639-1, regions in ISO 3166-1 Alpha 2 (`hreflang-invalid-code`,
 *   language-codes.ts).
 * - One URL per code: a URL naming two URLs for one code, or the members of one cluster
 *   naming two (`hreflang-conflict`).
 * - `x-default` for the page of no particular language (`hreflang-no-x-default`, info).
 *
 * One pass over the links grouped by source URL and one over them grouped by cluster and
 * code (link-order.ts), with typed arrays throughout: no object, string or Map lookup per
 * link. A URL becomes a string only for a problem kept (hreflang-problem-sink.ts caps them
 * per document and code, as the readers cap theirs).
 */
import type { AlternateTable } from './alternate-table';
import type { Clusters } from './clusters';
import type { HreflangProblem } from './hreflang-problem-sink';
import { HreflangRun } from './hreflang-run';
import type { InternedTexts } from './interned-texts';
import { LanguagePairs, type LanguagePair } from './language-pairs';
import { linksByClusterAndCode } from './link-order';

/** What became of one link. */
export const LinkState = { confirmed: 0, self: 1, noReturn: 2, notListed: 3 } as const;
export type LinkState = (typeof LinkState)[keyof typeof LinkState];

/** `hreflang-target-not-listed` problems kept in all; past this they are only counted. */
export const NOT_LISTED_KEPT = 100;

export interface HreflangSummary {
  /** URLs with alternates. */
  urls: number;
  links: number;
  /** Each code (lowercase, as compared), with the URLs given it. */
  languages: { code: string; urls: number }[];
  clusters: number;
  faultyClusters: number;
  /** Links to another loaded URL, and those confirmed by a link back. */
  checkedLinks: number;
  confirmedLinks: number;
  /** confirmedLinks / checkedLinks; 1 when nothing could be checked. */
  confirmedShare: number;
  notListedLinks: number;
  pairs: LanguagePair[];
}

export interface HreflangAnalysis {
  readonly table: AlternateTable;
  readonly clusters: Clusters;
  /** Per link of the table: a {@link LinkState}. */
  readonly linkState: Uint8Array;
  /** Per link: bits of {@link LinkFault} (its code is not one Google accepts; it conflicts). */
  readonly linkFault: Uint8Array;
  /** Per cluster (index = cluster number): errors and warnings found in it. */
  readonly faultsOfCluster: Uint32Array;
  /** Per URL id: its links' range in `outLink` (`outStart[u] … outStart[u + 1]`). */
  readonly outStart: Uint32Array;
  readonly outLink: Uint32Array;
  /** Per link: its entry. */
  readonly linkEntry: Uint32Array;
  /** Per URL id: 1 when a loaded sitemap lists it. */
  readonly isListed: Uint8Array;
  readonly problems: HreflangProblem[];
  readonly summary: HreflangSummary;
}

export const LinkFault = { invalidCode: 1, conflict: 2 } as const;

/**
 * Marks in `isListed` (per URL id of `urls`) the URLs a loaded sitemap lists although no
 * entry with alternates does; `unlisted` of the URLs are not marked yet (the caller may stop
 * once it has marked that many).
 */
export type MarkListed = (urls: InternedTexts, isListed: Uint8Array, unlisted: number) => void;

/** `markListed`: see {@link MarkListed}; without it, only the entries' URLs are listed. */
export function analyzeHreflang(
  table: AlternateTable,
  markListed: MarkListed = () => {},
): HreflangAnalysis {
  const steps = hreflangAnalysisSteps(table, markListed);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Sources or clusters between two pauses of {@link hreflangAnalysisSteps}. */
const STEP_ITEMS = 1 << 14;

/**
 * {@link analyzeHreflang} in steps: the worker answers other requests between them (a million
 * URLs with five alternates each take about a second). Everything is sized from the table as
 * it is at the first step, which runs whole: rows added to the table later (an open still
 * reading) are not seen, and the arrays and texts read after a pause are the same for the
 * entries and links counted then (the table only appends). A removal renumbers the table:
 * the caller starts again.
 */
export function* hreflangAnalysisSteps(
  table: AlternateTable,
  markListed: MarkListed = () => {},
): Generator<void, HreflangAnalysis, void> {
  const run = new HreflangRun(table);
  if (run.unlisted > 0) markListed(run.urls, run.isListed, run.unlisted);
  yield;
  const notListedLinks = yield* checkSources(run);
  yield;
  const languageUrls = yield* checkClusters(run);
  yield;
  return {
    table,
    clusters: run.clusters,
    linkState: run.linkState,
    linkFault: run.linkFault,
    faultsOfCluster: run.faultsOfCluster,
    outStart: run.outStart,
    outLink: run.outLink,
    linkEntry: run.linkEntry,
    isListed: run.isListed,
    problems: run.sink.problems(),
    summary: summarize(run, notListedLinks, languageUrls),
  };
}

/**
 * Each source URL: the state of its links, its self link, its codes, one URL per code in its
 * own list. Returns the links to URLs no loaded sitemap lists.
 */
function* checkSources(run: HreflangRun): Generator<void, number, void> {
  const { urlCount, outStart, outLink, linkUrl, linkCode, firstEntryOf, isListed } = run;
  const { linkState, linkFault, selfCode, keyCount, conflicted } = run;
  const { codeText, codeChecks, codeKey } = run.codes;
  const { clusterOf } = run.clusters;
  const urls = run.urls;
  let notListedLinks = 0;
  let notListedKept = 0;
  // The first target a source names for each code key: valid where `targetSource` is it.
  const targetOfKey = new Uint32Array(keyCount);
  const targetSource = new Int32Array(keyCount).fill(-1);
  for (let source = 0; source < urlCount; source++) {
    if ((source & (STEP_ITEMS - 1)) === STEP_ITEMS - 1) yield;
    const start = outStart[source]!;
    const end = outStart[source + 1]!;
    if (start === end) continue;
    for (let at = start; at < end; at++) {
      const link = outLink[at]!;
      const target = linkUrl[link]!;
      const code = linkCode[link]!;
      const check = codeChecks[code]!;
      if (!check.ok) {
        linkFault[link]! |= LinkFault.invalidCode;
        run.atLink(link, 'hreflang-invalid-code', () => ({
          ...run.named(link),
          reason: check.suggestion ? 'hreflang-code-slip' : 'hreflang-code-unknown',
          suggestion: check.suggestion ?? '',
        }));
      }
      if (target === source) {
        linkState[link] = LinkState.self;
        if (selfCode[source] === -1) selfCode[source] = codeKey[code]!;
      } else if (firstEntryOf[target] !== -1 && run.lists(target, source)) {
        linkState[link] = LinkState.confirmed;
      } else if (firstEntryOf[target] !== -1 || isListed[target]) {
        linkState[link] = LinkState.noReturn;
        run.atLink(link, 'hreflang-no-return', () => run.named(link));
      } else {
        linkState[link] = LinkState.notListed;
        notListedLinks++;
        if (notListedKept < NOT_LISTED_KEPT) {
          notListedKept++;
          run.atLink(link, 'hreflang-target-not-listed', () => run.named(link));
        }
      }
      // One URL per code in a URL's own list.
      const key = codeKey[code]!;
      if (targetSource[key] !== source) {
        targetSource[key] = source;
        targetOfKey[key] = target;
      } else if (targetOfKey[key] !== target) {
        const mark = clusterOf[source]! * keyCount + key;
        if (!conflicted.has(mark)) {
          conflicted.add(mark);
          linkFault[link]! |= LinkFault.conflict;
          const first = targetOfKey[key]!;
          run.atLink(link, 'hreflang-conflict', () => ({
            hreflang: codeText[code]!,
            href: urls.textOf(first),
            other: urls.textOf(target),
          }));
        }
      }
    }
    if (selfCode[source] === -1)
      run.atEntry(firstEntryOf[source]!, 'hreflang-missing-self', () => ({
        url: urls.textOf(source),
        links: end - start,
      }));
  }
  if (notListedLinks > notListedKept)
    run.sink.addCapped('hreflang-target-not-listed', notListedLinks - notListedKept);
  return notListedLinks;
}

/**
 * By cluster: one URL per code across the cluster, x-default, the languages' URL counts.
 * Returns the URLs given each code key.
 */
function* checkClusters(run: HreflangRun): Generator<void, Uint32Array, void> {
  const { table, entryCount, entryUrl, linkUrl, linkCode, links, keyCount, keyOfLink } = run;
  const { linkFault, conflicted, clusters } = run;
  const { codeText, codeChecks, codeKey, xDefault } = run.codes;
  const urls = run.urls;
  const clusterOfLink = new Uint32Array(links);
  for (let entry = 0; entry < entryCount; entry++) {
    const first = table.entryFirstLink[entry]!;
    clusterOfLink.fill(
      clusters.clusterOf[entryUrl[entry]!]!,
      first,
      table.entryFirstLink[entry + 1]!,
    );
  }
  for (let link = 0; link < links; link++) keyOfLink[link] = codeKey[linkCode[link]!]!;
  const byCluster = linksByClusterAndCode(clusterOfLink, clusters.count, keyOfLink, keyCount);
  const languageUrls = new Uint32Array(keyCount);
  // Per URL: the last run (of one cluster and code) it was a target in. Runs are numbered by
  // their first position.
  const targetRun = new Int32Array(run.urlCount).fill(-1);
  // Per code key: the first target of its run in the cluster at hand (one run per key).
  const firstTargetOfKey = new Uint32Array(keyCount);
  const conflicts: number[] = [];
  const byLink = (a: number, b: number) => a - b;
  yield;
  for (let cluster = 1; cluster <= clusters.count; cluster++) {
    if ((cluster & (STEP_ITEMS - 1)) === 0) yield;
    const start = byCluster.start[cluster]!;
    const end = byCluster.start[cluster + 1]!;
    if (start === end) continue;
    let hasXDefault = false;
    let firstLink = byCluster.links[start]!;
    conflicts.length = 0;
    for (let codeRun = start; codeRun < end;) {
      const key = keyOfLink[byCluster.links[codeRun]!]!;
      if (key === xDefault) hasXDefault = true;
      firstTargetOfKey[key] = linkUrl[byCluster.links[codeRun]!]!;
      let targets = 0;
      let at = codeRun;
      for (; at < end; at++) {
        const link = byCluster.links[at]!;
        if (keyOfLink[link] !== key) break;
        if (link < firstLink) firstLink = link;
        const target = linkUrl[link]!;
        if (targetRun[target] === codeRun) continue;
        targetRun[target] = codeRun;
        targets++;
        if (
          targets === 2 &&
          !conflicted.has(cluster * keyCount + key) &&
          codeChecks[linkCode[link]!]!.ok
        ) {
          conflicted.add(cluster * keyCount + key);
          linkFault[link]! |= LinkFault.conflict;
          conflicts.push(link);
        }
      }
      languageUrls[key]! += targets;
      codeRun = at;
    }
    // Reported in the order read, as a walk of the cluster's links in that order finds them.
    if (conflicts.length > 1) conflicts.sort(byLink);
    for (const link of conflicts) {
      const first = firstTargetOfKey[keyOfLink[link]!]!;
      run.atLink(link, 'hreflang-conflict', () => ({
        hreflang: codeText[linkCode[link]!]!,
        href: urls.textOf(first),
        other: urls.textOf(linkUrl[link]!),
      }));
    }
    if (!hasXDefault) reportNoXDefault(run, cluster, byCluster.links, start, end, firstLink);
  }
  return languageUrls;
}

/** `hreflang-no-x-default` for a cluster, at the entry of its first link read. */
function reportNoXDefault(
  run: HreflangRun,
  cluster: number,
  clusterLinks: Uint32Array,
  start: number,
  end: number,
  firstLink: number,
): void {
  const { entryUrl, linkEntry, urls, sourceCluster } = run;
  const entry = linkEntry[firstLink]!;
  run.atEntry(entry, 'hreflang-no-x-default', () => {
    let sources = 0;
    for (let at = start; at < end; at++) {
      const source = entryUrl[linkEntry[clusterLinks[at]!]!]!;
      if (sourceCluster[source] === cluster) continue;
      sourceCluster[source] = cluster;
      sources++;
    }
    return { url: urls.textOf(entryUrl[entry]!), urls: sources };
  });
}

/** The figures of the Overview: language pairs, clusters with faults, languages by URLs. */
function summarize(
  run: HreflangRun,
  notListedLinks: number,
  languageUrls: Uint32Array,
): HreflangSummary {
  const { table, entryCount, entryUrl, selfCode, linkState, keyOfLink, keyCount } = run;
  const { clusters, faultsOfCluster, firstEntryOf, urlCount } = run;
  const { keyText } = run.codes;
  // Language pairs: from the code a URL gives itself to the code of each link to another URL.
  const pairs = new LanguagePairs(keyText);
  let checkedLinks = 0;
  let confirmedLinks = 0;
  // By entry, in the order read (an entry's links are consecutive): its own code looked up once.
  for (let entry = 0; entry < entryCount; entry++) {
    const own = selfCode[entryUrl[entry]!]!;
    const end = table.entryFirstLink[entry + 1]!;
    for (let link = table.entryFirstLink[entry]!; link < end; link++) {
      const state = linkState[link]!;
      if (state !== LinkState.confirmed && state !== LinkState.noReturn) continue;
      checkedLinks++;
      if (state === LinkState.confirmed) confirmedLinks++;
      pairs.add(own, keyOfLink[link]!, state === LinkState.confirmed);
    }
  }
  let faultyClusters = 0;
  for (let cluster = 1; cluster <= clusters.count; cluster++)
    if (faultsOfCluster[cluster]) faultyClusters++;
  let sources = 0;
  for (let url = 0; url < urlCount; url++) if (firstEntryOf[url] !== -1) sources++;
  const languages: { code: string; urls: number }[] = [];
  for (let key = 0; key < keyCount; key++)
    if (languageUrls[key]) languages.push({ code: keyText[key]!, urls: languageUrls[key]! });
  return {
    urls: sources,
    links: run.links,
    languages: languages.sort((a, b) => b.urls - a.urls || (a.code < b.code ? -1 : 1)),
    clusters: clusters.count,
    faultyClusters,
    checkedLinks,
    confirmedLinks,
    confirmedShare: checkedLinks === 0 ? 1 : confirmedLinks / checkedLinks,
    notListedLinks,
    pairs: pairs.sorted(),
  };
}
