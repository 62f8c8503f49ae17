/**
 * Each document's lastmod facts (core/lastmod/lastmod-facts.ts) counted as a streamed run's
 * rows pass, since no store is left to sample afterwards: a document's valid values are kept
 * while its rows come (the reader hands a document's rows on together), then sorted into its
 * facts and dropped. The facts are those `sampleLastmod` gives from the store's rows: an
 * absent value and an invalid one (the row's `lastmod-invalid` code) counted apart.
 */
import { hasLastmodVerdict, indexLastmodFacts } from '../../../core/lastmod/lastmod-insight';
import type { LastmodDocumentInput } from '../../../core/lastmod/lastmod-insight';
import {
  lastmodFacts,
  sampleOfValues,
  type LastmodFacts,
} from '../../../core/lastmod/lastmod-facts';
import type { LastmodSample } from '../../../core/lastmod/lastmod-sample';

export class LastmodTally {
  private readonly facts = new Map<number, LastmodFacts>();
  /** The document whose rows are coming (-1: none yet), and its sample so far. */
  private current = -1;
  private sample = emptySample(1024);

  constructor(private readonly nowMs: number) {}

  /** One row of `documentId`: its lastmod (NaN: absent or invalid) and whether it was invalid. */
  add(documentId: number, ms: number, precision: number, isInvalid: boolean): void {
    if (documentId !== this.current) this.begin(documentId);
    const sample = this.sample;
    sample.rows++;
    if (Number.isNaN(ms)) {
      if (isInvalid) sample.invalid++;
      else sample.absent++;
      return;
    }
    if (sample.count === sample.ms.length) this.grow();
    sample.ms[sample.count] = ms;
    sample.precision[sample.count++] = precision;
  }

  /**
   * The facts of every document of `documents` that gets a verdict: a sitemap index's from its
   * `<sitemap>` entries, a document without rows from none.
   */
  factsOf(documents: readonly LastmodDocumentInput[]): Map<number, LastmodFacts> {
    this.end();
    const facts = new Map<number, LastmodFacts>();
    for (const doc of documents) {
      if (!hasLastmodVerdict(doc.kind)) continue;
      facts.set(
        doc.documentId,
        doc.kind === 'sitemapindex'
          ? indexLastmodFacts(doc, this.nowMs)
          : (this.facts.get(doc.documentId) ?? lastmodFacts(sampleOfValues([]), this.nowMs)),
      );
    }
    return facts;
  }

  private begin(documentId: number): void {
    this.end();
    // A document's rows come together: one seen again would have its facts counted twice.
    if (this.facts.has(documentId))
      throw new Error(`LastmodTally: rows of document ${documentId} came after another's`);
    this.current = documentId;
  }

  private end(): void {
    if (this.current < 0) return;
    this.facts.set(this.current, lastmodFacts(this.sample, this.nowMs));
    this.current = -1;
    this.sample = emptySample(this.sample.ms.length);
  }

  private grow(): void {
    const { ms, precision } = this.sample;
    this.sample.ms = new Float64Array(ms.length * 2);
    this.sample.ms.set(ms);
    this.sample.precision = new Uint8Array(precision.length * 2);
    this.sample.precision.set(precision);
  }
}

function emptySample(capacity: number): LastmodSample {
  return {
    rows: 0,
    absent: 0,
    invalid: 0,
    ms: new Float64Array(capacity),
    precision: new Uint8Array(capacity),
    count: 0,
  };
}
