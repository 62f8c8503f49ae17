/**
 * The shapes of a lastmod verdict and its reasons: a module of types only, so that the
 * lastmod code table (which the problem registry imports) can name them without importing
 * the judging code and, through it, the store.
 */
export type LastmodVerdictName = 'usable' | 'doubtful' | 'unusable';

export type LastmodReasonCode =
  | 'absent'
  | 'generation-time'
  | 'few-distinct'
  | 'future'
  | 'date-only'
  | 'index-mismatch'
  | 'invalid';

export type LastmodReasonEffect = 'unusable' | 'doubtful' | 'note';

export interface LastmodReason {
  code: LastmodReasonCode;
  effect: LastmodReasonEffect;
  /** The figures behind it (fill the message template of its problem code). */
  params: Record<string, string | number>;
  /**
   * Set on a verdict for all files when the reason comes from some of the files (see
   * site-verdict.ts): how many, their URLs, and all URLs. `params` are then the worst file's.
   */
  files?: { count: number; urls: number; totalUrls: number };
  /** Where in the file it shows first, when it is about one entry (an index's `<sitemap>`). */
  place?: { line: number; url: string };
}

export interface LastmodVerdict {
  verdict: LastmodVerdictName;
  /** Worst first. */
  reasons: LastmodReason[];
}
