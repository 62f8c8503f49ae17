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
 * One pass over the links grouped by source URL (a CSR adjacency, typed arrays) and one
 * over them grouped by cluster (clusters.ts); no object per link. Problems are capped per
 * document and code, as the readers cap theirs.
 */
import { createProblem, type Problem } from '../problems/problem';
import type { AlternateTable } from './alternate-table';
import { findClusters, type Clusters } from './clusters';
import type { HreflangProblemCode } from './hreflang-codes';
import { checkHreflangCode, type CodeCheck } from './language-codes';

/** What became of one link. */
export const LinkState = { confirmed: 0, self: 1, noReturn: 2, notListed: 3 } as const;
export type LinkState = (typeof LinkState)[keyof typeof LinkState];

/** Problems of one code kept per document, as problem-sink.ts keeps a reader's. */
export const HREFLANG_PROBLEMS_KEPT = 1000;
/** `hreflang-target-not-listed` problems kept in all; past this they are only counted. */
export const NOT_LISTED_KEPT = 100;

export interface HreflangProblem {
  documentId: number;
  problem: Problem;
}

export interface LanguagePair {
  /** The code the linking URL gives itself (`?` when it does not list itself). */
  from: string;
  to: string;
  links: number;
  confirmed: number;
}

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
 * `listedAmong`: which of these URLs (named by alternates, listed by no entry with
 * alternates) a loaded sitemap lists all the same; without it, none.
 */
export function analyzeHreflang(
  table: AlternateTable,
  listedAmong: (urls: ReadonlySet<string>) => ReadonlySet<string> = () => new Set(),
): HreflangAnalysis {
  const urlCount = table.urls.size;
  const links = table.linkCount;
  const urlText = table.urls.texts;
  // Links by source URL: duplicates of one URL in several files read as one list.
  const linkEntry = new Uint32Array(links);
  const outStart = new Uint32Array(urlCount + 1);
  const firstEntryOf = new Int32Array(urlCount).fill(-1);
  for (let entry = 0; entry < table.entryCount; entry++) {
    const url = table.entryUrl[entry]!;
    if (firstEntryOf[url] === -1) firstEntryOf[url] = entry;
    const end = table.entryFirstLink[entry + 1]!;
    for (let link = table.entryFirstLink[entry]!; link < end; link++) {
      linkEntry[link] = entry;
      outStart[url + 1]!++;
    }
  }
  for (let url = 0; url < urlCount; url++) outStart[url + 1]! += outStart[url]!;
  const outLink = new Uint32Array(links);
  const fill = outStart.slice(0, urlCount);
  for (let link = 0; link < links; link++)
    outLink[fill[table.entryUrl[linkEntry[link]!]!]!++] = link;

  const isListed = new Uint8Array(urlCount);
  const unresolved = new Set<string>();
  for (let url = 0; url < urlCount; url++)
    if (firstEntryOf[url] !== -1) isListed[url] = 1;
    else unresolved.add(urlText[url]!);
  if (unresolved.size > 0)
    for (const text of listedAmong(unresolved)) isListed[table.urls.find(text)!] = 1;

  // Codes: checked once per distinct text; compared lowercase.
  const codeChecks: CodeCheck[] = table.codes.texts.map((code) => checkHreflangCode(code));
  const normalizedIds = new Map<string, number>();
  const normalizedTexts: string[] = [];
  const codeKey = codeChecks.map(({ normalized }) => {
    let id = normalizedIds.get(normalized);
    if (id === undefined) {
      id = normalizedTexts.length;
      normalizedIds.set(normalized, id);
      normalizedTexts.push(normalized);
    }
    return id;
  });
  const xDefault = normalizedIds.get('x-default') ?? -1;

  const clusters = findClusters(table);
  const faultsOfCluster = new Uint32Array(clusters.count + 1);
  const linkState = new Uint8Array(links);
  const linkFault = new Uint8Array(links);
  const sink = new ProblemSink();
  const report = (
    entry: number,
    line: number,
    column: number,
    code: HreflangProblemCode,
    params: Record<string, string | number>,
  ): void => {
    const url = urlText[table.entryUrl[entry]!]!;
    const problem = createProblem(code, line, column, params, url);
    if (problem.severity !== 'info')
      faultsOfCluster[clusters.clusterOf[table.entryUrl[entry]!]!]!++;
    sink.add(table.entryDocument[entry]!, problem);
  };
  const atLink = (
    link: number,
    code: HreflangProblemCode,
    params: Record<string, string | number>,
  ) => report(linkEntry[link]!, table.linkLine[link]!, table.linkColumn[link]!, code, params);

  const lists = (from: number, to: number): boolean => {
    const end = outStart[from + 1]!;
    for (let at = outStart[from]!; at < end; at++)
      if (table.linkUrl[outLink[at]!] === to) return true;
    return false;
  };

  // Each source URL: the state of its links, its self link, its codes.
  const selfCode = new Int32Array(urlCount).fill(-1);
  let notListedLinks = 0;
  let notListedKept = 0;
  const conflicted = new Set<string>();
  const targetOfCode = new Map<number, number>();
  for (let source = 0; source < urlCount; source++) {
    const start = outStart[source]!;
    const end = outStart[source + 1]!;
    if (start === end) continue;
    targetOfCode.clear();
    for (let at = start; at < end; at++) {
      const link = outLink[at]!;
      const target = table.linkUrl[link]!;
      const code = table.linkCode[link]!;
      const check = codeChecks[code]!;
      const href = urlText[target]!;
      const hreflang = table.codes.texts[code]!;
      if (!check.ok) {
        linkFault[link] |= LinkFault.invalidCode;
        const reason = check.suggestion ? 'hreflang-code-slip' : 'hreflang-code-unknown';
        const suggestion = check.suggestion ?? '';
        atLink(link, 'hreflang-invalid-code', {
          hreflang,
          href,
          reason,
          suggestion,
        });
      }
      if (target === source) {
        linkState[link] = LinkState.self;
        if (selfCode[source] === -1) selfCode[source] = codeKey[code]!;
      } else if (firstEntryOf[target] !== -1) {
        if (lists(target, source)) linkState[link] = LinkState.confirmed;
        else {
          linkState[link] = LinkState.noReturn;
          atLink(link, 'hreflang-no-return', { hreflang, href });
        }
      } else if (isListed[target]) {
        linkState[link] = LinkState.noReturn;
        atLink(link, 'hreflang-no-return', { hreflang, href });
      } else {
        linkState[link] = LinkState.notListed;
        notListedLinks++;
        if (notListedKept < NOT_LISTED_KEPT) {
          notListedKept++;
          atLink(link, 'hreflang-target-not-listed', { hreflang, href });
        }
      }
      // One URL per code in a URL's own list.
      const key = codeKey[code]!;
      const first = targetOfCode.get(key);
      if (first === undefined) targetOfCode.set(key, target);
      else if (first !== target) {
        const mark = `${clusters.clusterOf[source]}:${key}`;
        if (!conflicted.has(mark)) {
          conflicted.add(mark);
          linkFault[link] |= LinkFault.conflict;
          atLink(link, 'hreflang-conflict', { hreflang, href: urlText[first]!, other: href });
        }
      }
    }
    if (selfCode[source] === -1) {
      const entry = firstEntryOf[source]!;
      report(entry, table.entryLine[entry]!, table.entryColumn[entry]!, 'hreflang-missing-self', {
        url: urlText[source],
        links: end - start,
      });
    }
  }
  if (notListedLinks > notListedKept)
    sink.addCapped('hreflang-target-not-listed', notListedLinks - notListedKept);

  // By cluster: one URL per code across the cluster, x-default, the languages' URL counts.
  const byCluster = groupLinksByCluster(table, clusters, linkEntry);
  const languageUrls = new Map<number, number>();
  const targetsOfCode = new Map<number, Set<number>>();
  for (let cluster = 1; cluster <= clusters.count; cluster++) {
    const start = byCluster.start[cluster]!;
    const end = byCluster.start[cluster + 1]!;
    if (start === end) continue;
    targetsOfCode.clear();
    let hasXDefault = false;
    for (let at = start; at < end; at++) {
      const link = byCluster.links[at]!;
      const key = codeKey[table.linkCode[link]!]!;
      if (key === xDefault) hasXDefault = true;
      const target = table.linkUrl[link]!;
      let targets = targetsOfCode.get(key);
      if (!targets) targetsOfCode.set(key, (targets = new Set()));
      if (targets.has(target)) continue;
      targets.add(target);
      if (
        targets.size === 2 &&
        !conflicted.has(`${cluster}:${key}`) &&
        codeChecks[table.linkCode[link]!]!.ok
      ) {
        conflicted.add(`${cluster}:${key}`);
        linkFault[link] |= LinkFault.conflict;
        const [first] = targets;
        atLink(link, 'hreflang-conflict', {
          hreflang: table.codes.texts[table.linkCode[link]!]!,
          href: urlText[first!]!,
          other: urlText[target]!,
        });
      }
    }
    for (const [key, targets] of targetsOfCode)
      languageUrls.set(key, (languageUrls.get(key) ?? 0) + targets.size);
    if (!hasXDefault) {
      const entry = linkEntry[byCluster.links[start]!]!;
      report(entry, table.entryLine[entry]!, table.entryColumn[entry]!, 'hreflang-no-x-default', {
        url: urlText[table.entryUrl[entry]],
        urls: new Set(
          Array.from(byCluster.links.subarray(start, end), (l) => table.entryUrl[linkEntry[l]!]!),
        ).size,
      });
    }
  }

  // Language pairs: from the code a URL gives itself to the code of each link to another URL.
  const pairs = new Map<string, LanguagePair>();
  let checkedLinks = 0;
  let confirmedLinks = 0;
  for (let link = 0; link < links; link++) {
    const state = linkState[link]!;
    if (state !== LinkState.confirmed && state !== LinkState.noReturn) continue;
    checkedLinks++;
    const own = selfCode[table.entryUrl[linkEntry[link]!]!]!;
    const from = own === -1 ? '?' : normalizedTexts[own]!;
    const to = normalizedTexts[codeKey[table.linkCode[link]!]!]!;
    const name = `${from}\u0000${to}`;
    let pair = pairs.get(name);
    if (!pair) pairs.set(name, (pair = { from, to, links: 0, confirmed: 0 }));
    pair.links++;
    if (state === LinkState.confirmed) {
      pair.confirmed++;
      confirmedLinks++;
    }
  }
  let faultyClusters = 0;
  for (let cluster = 1; cluster <= clusters.count; cluster++)
    if (faultsOfCluster[cluster]) faultyClusters++;
  let sources = 0;
  for (let url = 0; url < urlCount; url++) if (firstEntryOf[url] !== -1) sources++;

  return {
    table,
    clusters,
    linkState,
    linkFault,
    faultsOfCluster,
    outStart,
    outLink,
    linkEntry,
    isListed,
    problems: sink.problems(),
    summary: {
      urls: sources,
      links,
      languages: [...languageUrls]
        .map(([key, urls]) => ({ code: normalizedTexts[key]!, urls }))
        .sort((a, b) => b.urls - a.urls || (a.code < b.code ? -1 : 1)),
      clusters: clusters.count,
      faultyClusters,
      checkedLinks,
      confirmedLinks,
      confirmedShare: checkedLinks === 0 ? 1 : confirmedLinks / checkedLinks,
      notListedLinks,
      pairs: [...pairs.values()].sort((a, b) => b.links - a.links),
    },
  };
}

/** The links ordered by the cluster of their source (a counting sort). */
function groupLinksByCluster(
  table: AlternateTable,
  clusters: Clusters,
  linkEntry: Uint32Array,
): { start: Uint32Array; links: Uint32Array } {
  const start = new Uint32Array(clusters.count + 2);
  const clusterOfLink = (link: number) => clusters.clusterOf[table.entryUrl[linkEntry[link]!]!]!;
  for (let link = 0; link < table.linkCount; link++) start[clusterOfLink(link) + 1]!++;
  for (let cluster = 0; cluster <= clusters.count; cluster++)
    start[cluster + 1]! += start[cluster]!;
  const fill = start.slice(0, clusters.count + 1);
  const links = new Uint32Array(table.linkCount);
  for (let link = 0; link < table.linkCount; link++) links[fill[clusterOfLink(link)]!++] = link;
  return { start, links };
}

/** Problems by document, capped per code: past the cap, one `problems-capped` says how many. */
class ProblemSink {
  private readonly kept: HreflangProblem[] = [];
  private readonly counts = new Map<string, number>();
  private readonly capped: HreflangProblem[] = [];

  add(documentId: number, problem: Problem): void {
    const key = `${documentId}:${problem.code}`;
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    if (count <= HREFLANG_PROBLEMS_KEPT) this.kept.push({ documentId, problem });
  }

  /** Problems counted elsewhere, not kept (attributed to the first document that had one). */
  addCapped(code: HreflangProblemCode, count: number): void {
    const first = this.kept.find(({ problem }) => problem.code === code);
    if (first)
      this.capped.push({
        documentId: first.documentId,
        problem: createProblem('problems-capped', 0, 0, { count, code }),
      });
  }

  problems(): HreflangProblem[] {
    const over: HreflangProblem[] = [];
    for (const [key, count] of this.counts) {
      if (count <= HREFLANG_PROBLEMS_KEPT) continue;
      const [documentId, code] = key.split(':') as [string, string];
      over.push({
        documentId: Number(documentId),
        problem: createProblem('problems-capped', 0, 0, {
          count: count - HREFLANG_PROBLEMS_KEPT,
          code,
        }),
      });
    }
    return [...this.kept, ...this.capped, ...over];
  }
}
