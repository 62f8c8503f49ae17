/**
 * The hreflang analysis's problems by document, capped per document and code by the one cap
 * (problem-cap.ts): past it a problem is only counted, and one `problems-capped` per document
 * and code says how many.
 *
 * A problem is counted first and built only when kept ({@link HreflangProblemSink.count},
 * then `keep`): its texts are URLs interned as bytes (interned-texts.ts), and at a million
 * URLs in clusters without x-default nine notes in ten are past the cap.
 */
import type { Problem } from '../problems/problem';
import { cappedProblem, PROBLEMS_KEPT_PER_CODE } from '../problems/problem-cap';
import { hreflangProblemCodes, type HreflangProblemCode } from './hreflang-codes';

export interface HreflangProblem {
  documentId: number;
  problem: Problem;
}

const CODES = Object.keys(hreflangProblemCodes) as HreflangProblemCode[];
const INDEX_OF_CODE = new Map(CODES.map((code, index) => [code, index]));

export class HreflangProblemSink {
  private readonly kept: HreflangProblem[] = [];
  /** Per document and code (`documentId * CODES.length + index`), in the order first met. */
  private readonly counts = new Map<number, number>();
  private readonly capped: HreflangProblem[] = [];

  /** Counts one problem of `code` in `documentId`; true when it is to be kept. */
  count(documentId: number, code: HreflangProblemCode): boolean {
    const key = documentId * CODES.length + INDEX_OF_CODE.get(code)!;
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count <= PROBLEMS_KEPT_PER_CODE;
  }

  /** Keeps a problem {@link count} said to keep. */
  keep(documentId: number, problem: Problem): void {
    this.kept.push({ documentId, problem });
  }

  /** Problems counted elsewhere, not kept (attributed to the first document that had one). */
  addCapped(code: HreflangProblemCode, count: number): void {
    const first = this.kept.find(({ problem }) => problem.code === code);
    if (first)
      this.capped.push({
        documentId: first.documentId,
        problem: cappedProblem(code, count),
      });
  }

  problems(): HreflangProblem[] {
    const over: HreflangProblem[] = [];
    for (const [key, count] of this.counts) {
      if (count <= PROBLEMS_KEPT_PER_CODE) continue;
      over.push({
        documentId: Math.floor(key / CODES.length),
        problem: cappedProblem(CODES[key % CODES.length]!, count - PROBLEMS_KEPT_PER_CODE),
      });
    }
    return [...this.kept, ...this.capped, ...over];
  }
}
