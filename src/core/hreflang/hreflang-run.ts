/**
 * What the steps of one hreflang analysis (hreflang-analysis.ts) share: the table's arrays as
 * they were at the first step, the codes keyed as compared, the per-link and per-cluster
 * results the steps fill in, and the one way a step reports a problem (capped by the sink,
 * counted against the problem's cluster).
 */
import { createProblem } from '../problems/problem';
import type { AlternateTable } from './alternate-table';
import { findClusters, type Clusters } from './clusters';
import { hreflangProblemCodes, type HreflangProblemCode } from './hreflang-codes';
import { HreflangProblemSink } from './hreflang-problem-sink';
import { checkHreflangCode, type CodeCheck } from './language-codes';
import { linksBySource } from './link-order';

export type Params = Record<string, string | number>;

/** The table's codes: checked once per distinct text, compared lowercase (one key each). */
export interface CodeKeys {
  readonly codeText: readonly string[];
  readonly codeChecks: readonly CodeCheck[];
  /** Per code of the table: its key. */
  readonly codeKey: Uint32Array;
  /** Per key: the lowercase code. */
  readonly keyText: readonly string[];
  /** The key of `x-default`, or -1. */
  readonly xDefault: number;
}

export function keyCodes(table: AlternateTable): CodeKeys {
  const codeText: string[] = [];
  const codeChecks: CodeCheck[] = [];
  for (let code = 0; code < table.codes.size; code++) {
    codeText.push(table.codes.textOf(code));
    codeChecks.push(checkHreflangCode(codeText[code]!));
  }
  const keyOfText = new Map<string, number>();
  const keyText: string[] = [];
  const codeKey = new Uint32Array(codeChecks.length);
  codeChecks.forEach(({ normalized }, code) => {
    let key = keyOfText.get(normalized);
    if (key === undefined) {
      key = keyText.length;
      keyOfText.set(normalized, key);
      keyText.push(normalized);
    }
    codeKey[code] = key;
  });
  return { codeText, codeChecks, codeKey, keyText, xDefault: keyOfText.get('x-default') ?? -1 };
}

export class HreflangRun {
  readonly entryCount: number;
  readonly urls: AlternateTable['urls'];
  readonly urlCount: number;
  readonly links: number;
  readonly entryUrl: AlternateTable['entryUrl'];
  readonly linkUrl: AlternateTable['linkUrl'];
  readonly linkCode: AlternateTable['linkCode'];
  /** Per link: its entry. */
  readonly linkEntry: Uint32Array;
  /** Per URL id: its links' range in `outLink` (`outStart[u] … outStart[u + 1]`). */
  readonly outStart: Uint32Array;
  readonly outLink: Uint32Array;
  /** Per URL id: its first entry with alternates, or -1. */
  readonly firstEntryOf: Int32Array;
  /** Per URL id: 1 when a loaded sitemap lists it (so far: entries with alternates). */
  readonly isListed: Uint8Array;
  /** URLs not marked in `isListed` by the entries (the caller marks what else is listed). */
  readonly unlisted: number;
  readonly codes: CodeKeys;
  readonly keyCount: number;
  readonly clusters: Clusters;
  /** Per cluster (index = cluster number): errors and warnings found in it. */
  readonly faultsOfCluster: Uint32Array;
  /** Per link: a LinkState. */
  readonly linkState: Uint8Array;
  /** Per link: bits of LinkFault. */
  readonly linkFault: Uint8Array;
  /** Per URL id: the code key of its self link, or -1. */
  readonly selfCode: Int32Array;
  /** Per link: its code key. */
  readonly keyOfLink: Uint32Array;
  /** Per URL id: the last cluster it was counted as a source of (`hreflang-no-x-default`). */
  readonly sourceCluster: Uint32Array;
  /** Clusters and codes (`cluster * keyCount + key`) already reported as conflicting. */
  readonly conflicted = new Set<number>();
  readonly sink = new HreflangProblemSink();

  constructor(readonly table: AlternateTable) {
    this.entryCount = table.entryCount;
    this.urls = table.urls;
    this.urlCount = this.urls.size;
    this.links = table.linkCount;
    ({ entryUrl: this.entryUrl, linkUrl: this.linkUrl, linkCode: this.linkCode } = table);
    const bySource = linksBySource(table);
    this.linkEntry = bySource.linkEntry;
    this.outStart = bySource.start;
    this.outLink = bySource.links;
    this.firstEntryOf = new Int32Array(this.urlCount).fill(-1);
    for (let entry = this.entryCount - 1; entry >= 0; entry--)
      this.firstEntryOf[this.entryUrl[entry]!] = entry;
    this.isListed = new Uint8Array(this.urlCount);
    let unlisted = 0;
    for (let url = 0; url < this.urlCount; url++)
      if (this.firstEntryOf[url] !== -1) this.isListed[url] = 1;
      else unlisted++;
    this.unlisted = unlisted;
    this.codes = keyCodes(table);
    this.keyCount = this.codes.keyText.length;
    this.clusters = findClusters(table);
    this.faultsOfCluster = new Uint32Array(this.clusters.count + 1);
    this.linkState = new Uint8Array(this.links);
    this.linkFault = new Uint8Array(this.links);
    this.selfCode = new Int32Array(this.urlCount).fill(-1);
    this.keyOfLink = new Uint32Array(this.links);
    this.sourceCluster = new Uint32Array(this.urlCount);
  }

  /** A problem of `entry` at line:column; `params` is called only when the problem is kept. */
  report(
    entry: number,
    line: number,
    column: number,
    code: HreflangProblemCode,
    params: () => Params,
  ): void {
    const url = this.entryUrl[entry]!;
    if (hreflangProblemCodes[code].severity !== 'info')
      this.faultsOfCluster[this.clusters.clusterOf[url]!]!++;
    const documentId = this.table.entryDocument[entry]!;
    if (this.sink.count(documentId, code))
      this.sink.keep(
        documentId,
        createProblem(code, line, column, params(), this.urls.textOf(url)),
      );
  }

  /** A problem of a link, placed at the link. */
  atLink(link: number, code: HreflangProblemCode, params: () => Params): void {
    const { table } = this;
    this.report(
      this.linkEntry[link]!,
      table.linkLine[link]!,
      table.linkColumn[link]!,
      code,
      params,
    );
  }

  /** A problem of an entry, placed at the entry. */
  atEntry(entry: number, code: HreflangProblemCode, params: () => Params): void {
    const { table } = this;
    this.report(entry, table.entryLine[entry]!, table.entryColumn[entry]!, code, params);
  }

  /** A link's code and target, as its problems name them. */
  named(link: number): Params {
    return {
      hreflang: this.codes.codeText[this.linkCode[link]!]!,
      href: this.urls.textOf(this.linkUrl[link]!),
    };
  }

  /** Whether URL `from`'s own links name `to`. */
  lists(from: number, to: number): boolean {
    const end = this.outStart[from + 1]!;
    for (let at = this.outStart[from]!; at < end; at++)
      if (this.linkUrl[this.outLink[at]!] === to) return true;
    return false;
  }
}
