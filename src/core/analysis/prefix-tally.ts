/**
 * What the Sections counts and the section rule (root-sections.ts) read from every row of the
 * URL store: how many rows each prefix has, and which sections have a row below their
 * directory. Rows are only ever appended until a removal renumbers them, so both are kept and
 * extended by the rows added since the last question, and counted again from the first row
 * only after a removal.
 *
 * While a million URLs stream in, the URLs tab asks for its Sections list about once a
 * second; each answer passed over every row twice, about 0.2 s of the analyzer worker's
 * time in a million-URL upload (BENCH_PROFILE_WORKER=1, 2026-12-07), time the reading waited.
 */
import { grown } from '../grown-array';
import { PrefixKind } from './url-parts';
import type { UrlPrefixes } from './url-prefixes';

/** The store's side, read at each question (its columns are replaced as they grow). */
export interface TalliedRows {
  readonly size: number;
  /** Changes only when rows are removed (renumbered). */
  readonly removals: number;
  readonly prefixOf: Uint32Array;
  readonly textStart: Uint32Array;
  readonly text: { readonly bytes: Uint8Array };
  readonly prefixes: UrlPrefixes;
}

export class PrefixTally {
  private removals = -1;
  /** Rows `[0, counted)` are in the counts. */
  private counted = 0;
  private perPrefix = new Uint32Array(0);
  private belowSection = new Uint8Array(0);
  /** Each prefix's length in UTF-8 bytes, as the store holds it. */
  private readonly prefixBytes: number[] = [];

  constructor(private readonly rows: TalliedRows) {}

  /** Rows per prefix id, over every row loaded now (read it; do not keep it). */
  rowsPerPrefix(): Uint32Array {
    this.catchUp();
    return this.perPrefix;
  }

  /** By section id: 1 when a row lies below the section's directory (more path after it). */
  sectionsWithRowsBelow(): Uint8Array {
    this.catchUp();
    return this.belowSection;
  }

  private catchUp(): void {
    const { size, removals, prefixOf, textStart, prefixes } = this.rows;
    const bytes = this.rows.text.bytes;
    if (removals !== this.removals) {
      this.removals = removals;
      this.counted = 0;
      this.perPrefix = new Uint32Array(prefixes.text.length);
      this.belowSection = new Uint8Array(prefixes.sectionName.length);
    }
    this.perPrefix = grown(this.perPrefix, prefixes.text.length);
    this.belowSection = grown(this.belowSection, prefixes.sectionName.length);
    for (let prefix = this.prefixBytes.length; prefix < prefixes.text.length; prefix++)
      this.prefixBytes.push(utf8Length(prefixes.text[prefix]));
    const { perPrefix, belowSection, prefixBytes } = this;
    for (let row = this.counted; row < size; row++) {
      const prefix = prefixOf[row];
      perPrefix[prefix]++;
      if (prefixes.kind[prefix] !== PrefixKind.section) continue;
      const below = textStart[row] + prefixBytes[prefix];
      // liesBelow (root-sections.ts) on the stored bytes: more path, not a query or fragment.
      if (below < textStart[row + 1] && bytes[below] !== 0x3f && bytes[below] !== 0x23)
        belowSection[prefixes.section[prefix]] = 1;
    }
    this.counted = size;
  }
}

const utf8 = new TextEncoder();

/** Bytes of `text` in UTF-8, as the store holds it (ASCII: its length, counted without encoding). */
function utf8Length(text: string): number {
  for (let i = 0; i < text.length; i++)
    if (text.charCodeAt(i) > 0x7f) return utf8.encode(text).length;
  return text.length;
}
