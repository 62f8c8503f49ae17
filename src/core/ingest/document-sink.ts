/**
 * The last stage for one document: takes its (decompressed) bytes chunk by chunk, routes
 * them to the sitemap reader or, for a robots.txt, to the robots parser and linter, counts
 * entries and lastmod values, passes URLs and sitemap references to the sink, and ends
 * with the document's DocumentReport. A document that cannot be read still gets a report, with
 * an `unreadable` problem saying why.
 */
import { failureParams, readFailure, type ReadFailure } from '../archive/archive-reasons';
import type { ContainerFormat } from '../archive/sniff-format';
import { SITEMAP_MAX_BYTES } from '../archive/inflate-limits';
import type { DocumentReport } from '../document-report';
import { createProblem, type Problem } from '../problems/problem';
import type { ProblemCode } from '../problems/registry';
import {
  LastmodPrecision,
  type DocumentKind,
  type SitemapRef,
  type UrlEntry,
} from '../sitemap/sitemap-entry';
import type { UrlBatch } from '../sitemap/url-batch';
import { forEachUrlEntry } from '../sitemap/url-batch-entries';
import { concatBytes } from './concat-bytes';
import { ROBOTS_SNIFF_BYTES, isRobotsName, looksLikeRobots } from './detect-robots';
import type { FileFacts, IngestContext } from './ingest-context';
import { LastmodCounter } from './lastmod-counter';
import type { SitemapPushReader } from './ingest-types';
import type { ByteConsumer } from './stage-types';
import { looksLikeHtmlPage } from './detect-page';
import { readPage } from '../page/read-page';
import type { PageFacts } from '../page/page-facts';
import { MAX_PAGE_BYTES } from '../page/page-limits';

/** A robots.txt is parsed whole; Google reads 500 KiB, we keep 32 times that. */
export const ROBOTS_MAX_BYTES = 16 * 1024 * 1024;
/** sitemaps.org: at most 50,000 URLs (or sitemaps) per file. */
const MAX_ENTRIES = 50_000;

type Route = 'pending' | 'pending-markup' | 'sitemap' | 'robots' | 'page' | 'unknown' | 'refused';

export class DocumentSink implements ByteConsumer {
  private readonly ingestId: number;
  private route: Route = 'pending';
  private kind: DocumentKind = 'unknown';
  private receivedBytes = 0;
  private readonly head: Uint8Array[] = [];
  private headBytes = 0;
  private reader: SitemapPushReader | undefined;
  private readonly problems: Problem[] = [];
  private urls = 0;
  private sitemaps = 0;
  private readonly lastmods = new LastmodCounter();
  private readonly sitemapLocs: string[] = [];
  /** Why the file is not read at all (it becomes an `unreadable` problem). */
  private unreadable: ReadFailure | undefined;

  constructor(
    private readonly context: IngestContext,
    private readonly facts: FileFacts,
    sniffed: ContainerFormat,
    refusal?: ReadFailure,
  ) {
    this.ingestId = context.allocateIngestId();
    facts.format ??= sniffed === 'xml' ? 'xml' : 'text';
    context.sink.onFileStart?.({
      ingestId: this.ingestId,
      name: facts.name,
      format: facts.format,
      ...(facts.parentIngestId !== undefined ? { parentIngestId: facts.parentIngestId } : {}),
    });
    if (refusal !== undefined) {
      this.route = 'refused';
      this.unreadable = refusal;
    } else if (sniffed === 'xml') {
      // Markup: a sitemap, or an HTML page (a saved page, one the page check kept).
      this.route = 'pending-markup';
    } else if (sniffed === 'unknown') {
      this.route = 'unknown';
    } else if (isRobotsName(facts.name)) {
      this.route = 'robots';
    }
  }

  async push(chunk: Uint8Array): Promise<void> {
    if (chunk.length === 0) return;
    this.receivedBytes += chunk.length;
    if (this.route === 'pending-markup') this.decideMarkup(chunk);
    if (this.route === 'page') {
      this.keepPage(chunk);
    } else if (this.route === 'pending' || this.route === 'robots') {
      this.keep(chunk);
      if (this.route === 'pending' && this.headBytes >= ROBOTS_SNIFF_BYTES) this.decide();
    } else if (this.route === 'sitemap') {
      this.pushToReader(chunk);
    }
    await this.context.step(chunk.length);
  }

  async end(): Promise<void> {
    if (this.route === 'pending') this.decide();
    if (this.route === 'pending-markup') this.startSitemap();
    if (this.route === 'sitemap') this.endSitemap();
    else if (this.route === 'page') this.readPage();
    else if (this.route === 'robots') this.readRobots();
    else if (this.route === 'unknown' && this.receivedBytes > 0) {
      this.unreadable = readFailure('unreadable', 'binary-unsupported');
    }
    // Nothing came out of a container that failed: its own problem already says why.
    const isEmptyAfterFailure = this.receivedBytes === 0 && this.facts.problems.length > 0;
    if (this.receivedBytes === 0 && !isEmptyAfterFailure)
      this.unreadable ??= readFailure('unreadable', 'file-empty');
    this.emitReport(isEmptyAfterFailure);
  }

  private keep(chunk: Uint8Array): void {
    if (this.headBytes >= ROBOTS_MAX_BYTES) return;
    const room = ROBOTS_MAX_BYTES - this.headBytes;
    const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
    // The caller may reuse its buffer: keep a copy.
    this.head.push(kept.slice());
    this.headBytes += kept.length;
  }

  /**
   * The first bytes of markup say whether it is a page or a sitemap (detect-page.ts): the
   * sniffer hands a document its head (512 bytes or all of it) as its first chunk.
   */
  private decideMarkup(head: Uint8Array): void {
    if (looksLikeHtmlPage(head)) {
      this.route = 'page';
      this.kind = 'page';
    } else this.startSitemap();
  }

  /** A page is read whole, up to one byte past the reader's cap (it says it was cut). */
  private keepPage(chunk: Uint8Array): void {
    const room = MAX_PAGE_BYTES + 1 - this.headBytes;
    if (room <= 0) return;
    this.head.push(chunk.slice(0, room));
    this.headBytes += Math.min(room, chunk.length);
  }

  private pageFacts: PageFacts | undefined;

  /** What the page states (read-page.ts), as if served with its own type and no headers. */
  private readPage(): void {
    const body = concatBytes(this.head, this.headBytes);
    this.head.length = 0;
    const url = this.facts.sourceUrl ?? this.facts.name;
    this.pageFacts = readPage({ url, status: 200, headers: {}, body });
  }

  private decide(): void {
    const text = new TextDecoder('utf-8').decode(
      concatBytes(this.head, Math.min(this.headBytes, ROBOTS_SNIFF_BYTES)),
    );
    if (looksLikeRobots(text)) {
      this.route = 'robots';
      return;
    }
    this.startSitemap();
    const buffered = this.head.splice(0);
    this.headBytes = 0;
    for (const chunk of buffered) this.pushToReader(chunk);
  }

  private startSitemap(): void {
    this.route = 'sitemap';
    const handler = {
      onDocumentKind: (kind: DocumentKind) => {
        this.kind = kind;
      },
      onUrl: (entry: UrlEntry, problemCodes?: readonly ProblemCode[]) => {
        this.urls++;
        this.context.urls++;
        this.lastmods.add(entry);
        this.context.sink.onUrl(this.ingestId, entry, problemCodes);
      },
      onUrlBatch: (batch: UrlBatch) => {
        this.urls += batch.count;
        this.context.urls += batch.count;
        this.lastmods.addBatch(batch);
        const sink = this.context.sink;
        if (sink.onUrlBatch) sink.onUrlBatch(this.ingestId, batch);
        else forEachUrlEntry(batch, (entry, codes) => sink.onUrl(this.ingestId, entry, codes));
      },
      onSitemap: (ref: SitemapRef) => {
        this.sitemaps++;
        this.lastmods.add(ref);
        this.sitemapLocs.push(ref.loc);
        this.context.sink.onSitemap(this.ingestId, ref);
      },
      onProblem: (problem: Problem) => {
        this.problems.push(problem);
      },
    };
    const sourceUrl = this.facts.sourceUrl;
    this.reader = this.context.readers.createSitemapReader(handler, {
      nowMs: this.context.nowMs,
      ...(sourceUrl !== undefined ? { sourceUrl } : {}),
    });
  }

  private pushToReader(chunk: Uint8Array): void {
    try {
      this.reader?.push(chunk);
    } catch (error) {
      this.readerFailed(error);
    }
  }

  private endSitemap(): void {
    try {
      this.reader?.end();
    } catch (error) {
      this.readerFailed(error);
    }
    // Both checks are the pipeline's own, in case the reader has not reported them.
    if (
      this.receivedBytes > SITEMAP_MAX_BYTES &&
      !this.problems.some((p) => p.code === 'too-large')
    ) {
      this.problems.push(createProblem('too-large', 0, 0, { bytes: this.receivedBytes }));
    }
    const entries = this.urls + this.sitemaps;
    if (entries > MAX_ENTRIES && !this.problems.some((p) => p.code === 'too-many-urls')) {
      this.problems.push(createProblem('too-many-urls', 0, 0, { count: entries }));
    }
  }

  private readerFailed(error: unknown): void {
    this.reader = undefined;
    const detail = `the reader stopped: ${error instanceof Error ? error.message : String(error)}`;
    this.problems.push(createProblem('xml-malformed', 0, 0, { detail }));
  }

  private robotsCounts: DocumentReport['robots'];

  private readRobots(): void {
    this.kind = 'robots';
    const bytes = concatBytes(this.head, this.headBytes);
    this.head.length = 0;
    try {
      const parsed = this.context.readers.parseRobots(bytes, this.receivedBytes);
      for (const sitemap of parsed.sitemaps) {
        this.sitemaps++;
        this.sitemapLocs.push(sitemap.url);
        const ref: SitemapRef = {
          loc: sitemap.url,
          line: sitemap.line,
          column: 1,
          lastmodMs: Number.NaN,
          lastmodPrecision: LastmodPrecision.none,
        };
        this.context.sink.onSitemap(this.ingestId, ref);
      }
      this.problems.push(...this.context.readers.lintRobots(bytes, parsed));
      const groups = parsed.groups ?? [];
      const rules = groups.reduce((sum, group) => sum + group.rules.length, 0);
      this.robotsCounts = { groups: groups.length, rules };
    } catch (error) {
      this.unreadable = {
        code: 'unreadable',
        detail: `robots.txt reader failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }

  private emitReport(isEmptyAfterFailure: boolean): void {
    // When a container stopped the bytes (a cap, a cut gzip), the reader's "file ends early"
    // only repeats that cause, without it: keep the container's problem.
    const isCutByContainer = this.facts.problems.some(
      (p) => p.code === 'inflate-limit' || p.code === 'truncated',
    );
    const readerProblems = isCutByContainer
      ? this.problems.filter((p) => p.code !== 'truncated')
      : this.problems;
    const problems = [...this.facts.problems, ...readerProblems];
    const isUnreadable = this.unreadable !== undefined || isEmptyAfterFailure;
    if (this.unreadable !== undefined)
      problems.unshift(createProblem('unreadable', 0, 0, failureParams(this.unreadable)));
    const report: DocumentReport & { ingestId: number; parentIngestId?: number } = {
      ingestId: this.ingestId,
      ...(this.facts.parentIngestId !== undefined
        ? { parentIngestId: this.facts.parentIngestId }
        : {}),
      name: this.facts.name,
      format: this.facts.format ?? 'text',
      kind: this.kind,
      bytes: this.facts.storedBytes,
      inflatedBytes: this.receivedBytes,
      urls: this.urls,
      sitemaps: this.sitemaps,
      lastmod: { present: this.lastmods.present, distinct: this.lastmods.distinct() },
      problems,
      ...(this.sitemapLocs.length > 0 ? { sitemapLocs: this.sitemapLocs } : {}),
      ...(isUnreadable ? { unreadable: true } : {}),
      ...(this.robotsCounts ? { robots: this.robotsCounts } : {}),
      ...(this.pageFacts ? { page: this.pageFacts } : {}),
    };
    this.context.files++;
    this.context.problems += problems.length;
    this.context.sink.onFileReport(report);
  }
}
