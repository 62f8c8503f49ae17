/**
 * The session's answers that read a loaded document again (document-reread.ts): lines of its
 * source around a problem, a robots.txt's text for the workbench, and one row's extension
 * fields for the row detail. The store keeps neither text nor extension fields, so each of
 * these goes back to the input's source: read directly when the input is the plain document
 * itself, otherwise inflated and taken out of its archive again, cancellable between slices.
 */
import type { DocumentId } from '../../core/ids';
import type { RobotsCheck, RobotsTextAnswer } from '../protocol/robots';
import { rereadDocument, type RereadContext } from './document-reread';
import { linkStatesOf } from './hreflang-answer';
import { readRobotsText, RobotsTextCollector } from './robots-text';
import { rowDetail, type RowDetailAnswer, type RowDetailContext } from './row-detail';
import { CANCELLED, NEVER_CANCELLED, type Cancellable, type Cancelled } from './session-context';
import type { SessionHreflang } from './session-hreflang';
import type { SessionLimits } from './session-limits';
import { readSourceLines, SourceLineWindow, type SourceLines } from './source-lines';

/** Lines shown on each side of the asked line, at most. */
const MAX_CONTEXT_LINES = 20;

/** What the re-reads read from: the session's own tables, shared, never copied. */
export interface RereadSources extends Pick<
  RowDetailContext,
  'store' | 'documents' | 'inputs' | 'robots'
> {
  readonly hreflang: SessionHreflang;
  readonly limits: SessionLimits;
  nowMs(): number;
  /** SessionOptions.nativeInflate: the same inflater as the first read. */
  readonly nativeInflate?: boolean | 'zip';
}

export class SessionRereads {
  constructor(private readonly sources: RereadSources) {}

  /** What reading a document again runs with, for one request (document-reread.ts). */
  context(request: Cancellable): RereadContext {
    const { limits, nativeInflate } = this.sources;
    return {
      limits,
      nowMs: this.sources.nowMs(),
      ...(nativeInflate !== undefined ? { nativeInflate } : {}),
      isCancelled: request.isCancelled,
      yieldToEvents: request.yieldToEvents,
    };
  }

  /** Lines around `line` of a document: read from the input, or the document read again. */
  async sourceLines(
    documentId: DocumentId,
    line: number,
    contextLines: number,
    request: Cancellable = NEVER_CANCELLED,
  ): Promise<SourceLines> {
    const doc = this.sources.documents.get(documentId);
    const input = doc && this.sources.inputs.get(doc.inputId);
    const lines = Math.max(0, Math.min(contextLines, MAX_CONTEXT_LINES));
    if (!doc || !input || line < 1) return { firstLine: line, lines: [] };
    const isPlain =
      doc.report &&
      doc.parentDocumentId === undefined &&
      (doc.report.format === 'xml' || doc.report.format === 'text');
    if (isPlain) return readSourceLines(input.source, line, lines);
    const window = new SourceLineWindow(line, lines);
    await rereadDocument(input, doc, window, this.context(request));
    return window.lines();
  }

  /** The text of a loaded robots.txt: the input itself, or its document read again. */
  async robotsText(
    documentId: DocumentId,
    request: Cancellable = NEVER_CANCELLED,
  ): Promise<RobotsTextAnswer> {
    const doc = this.sources.documents.get(documentId);
    const input = doc && this.sources.inputs.get(doc.inputId);
    if (!input || !doc.robots) return { text: '', isTruncated: false, isAvailable: false };
    if (doc.parentDocumentId === undefined && doc.report?.format === 'text')
      return readRobotsText(input.source);
    const collector = new RobotsTextCollector();
    await rereadDocument(input, doc, collector, this.context(request));
    return collector.answer();
  }

  /**
   * One row's extension fields, read again from its document, and its verdict (row-detail.ts);
   * each alternate with its state in the hreflang analysis of all loaded sitemaps.
   */
  async rowDetail(
    row: number,
    loc: string,
    robotsCheck: RobotsCheck | undefined,
    request: Cancellable,
  ): Promise<RowDetailAnswer | Cancelled> {
    const { store, documents, inputs, robots, hreflang } = this.sources;
    const answer = await rowDetail(row, loc, robotsCheck, {
      store,
      documents,
      inputs,
      robots,
      ...this.context(request),
    });
    const alternates = answer === CANCELLED ? undefined : answer.extensions?.alternates;
    if (answer === CANCELLED || !alternates?.length || hreflang.table.linkCount === 0)
      return answer;
    return { ...answer, hreflangStates: linkStatesOf(hreflang.analysis(), loc, alternates) };
  }
}
