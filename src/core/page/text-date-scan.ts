/**
 * Labelled dates in a page's visible text ("Updated 3 March 2026", "更新日: 2026年3月3日",
 * "Mis à jour le 3 mars 2026"), the user-visible byline Google's publication-dates guide asks
 * for (https://developers.google.com/search/docs/appearance/publication-dates), and the
 * multilingual "updated on …" patterns htmldate falls back to. Text arrives in runs (the
 * text between block-level boundaries); each keyword is found by `indexOf`, and its date is
 * read by text-date.ts within a bounded window after it, so the scan is linear in the text.
 */
import type { DateFact, DateRole } from './page-facts';
import { MAX_TEXT_DATE_HITS, TEXT_DATE_WINDOW_CHARS } from './page-limits';
import { readTextDate } from './text-date';

/** Lower-case labels and what they say. A label inside another ("last updated") is found by both; the date is kept once. */
const LABELS: ReadonlyArray<readonly [string, DateRole]> = [
  ['updated', 'modified'],
  ['last update', 'modified'],
  ['last modified', 'modified'],
  ['modified on', 'modified'],
  ['modified:', 'modified'],
  ['更新', 'modified'], // ja 更新日, 最終更新; zh 更新于, 最后更新, 更新時間
  ['aktualisiert', 'modified'],
  ['geändert', 'modified'],
  ['mis à jour', 'modified'],
  ['mise à jour', 'modified'],
  ['dernière modification', 'modified'],
  ['modifié le', 'modified'],
  ['published', 'published'],
  ['posted on', 'published'],
  ['veröffentlicht', 'published'],
  ['publié le', 'published'],
  ['公開日', 'published'],
  ['发布于', 'published'],
  ['發佈於', 'published'],
];

/** Characters after a label in which the date must start ("Last updated on: " is 5 after the label). */
const DATE_START_CHARS = 40;

/** Characters a run is scanned in; the last window's worth is kept for the next part. */
const RUN_PART_CHARS = 8192;

/** Collects the labelled dates of visible text: `push` each text, `boundary` at each block edge, `end` once. */
export class TextDateScanner {
  /** The dates found, in the order of the text. */
  readonly dates: DateFact[] = [];
  private written = '';
  private lower = '';
  private hits = 0;

  push(text: string): void {
    if (this.hits >= MAX_TEXT_DATE_HITS) return;
    this.written += text;
    // NBSP is common between label and date ("mis à jour").
    this.lower += text.toLowerCase().replaceAll('\u00a0', ' ');
    if (this.lower.length > RUN_PART_CHARS) {
      // Labels starting before the kept tail are scanned now; the tail is scanned with what follows.
      const keep = TEXT_DATE_WINDOW_CHARS + 32;
      const scanned = this.lower.length - keep;
      this.scan(scanned);
      this.written = this.written.slice(this.written.length - keep);
      this.lower = this.lower.slice(scanned);
    }
  }

  /** A block edge: a date never runs across one. */
  boundary(): void {
    if (this.lower.length > 0) this.scan(this.lower.length);
    this.written = '';
    this.lower = '';
  }

  end(): void {
    this.boundary();
  }

  /** Finds labels starting before `limit` in the run. */
  private scan(limit: number): void {
    const lower = this.lower;
    // toLowerCase keeps the length for every script here but a few (e.g. "İ"); then the text is given lower-cased.
    const source = this.written.length === lower.length ? this.written : lower;
    let lastDateEnd = -1;
    const found: {
      at: number;
      role: DateRole;
      start: number;
      end: number;
      y: number;
      m: number;
      d: number;
    }[] = [];
    for (const [label, role] of LABELS) {
      let at = lower.indexOf(label);
      while (at >= 0 && at < limit && this.hits < MAX_TEXT_DATE_HITS) {
        this.hits++;
        const date = this.dateAfter(lower, at + label.length);
        if (date) found.push({ at, role, ...date });
        at = lower.indexOf(label, at + label.length);
      }
    }
    found.sort((a, b) => a.start - b.start);
    for (const hit of found) {
      if (hit.start <= lastDateEnd) continue;
      lastDateEnd = hit.end;
      this.dates.push({
        text: source.slice(hit.start, hit.end),
        instant: Date.UTC(hit.y, hit.m - 1, hit.d),
        precision: 'day',
        offset: null,
        role: hit.role,
        source: 'visible-text',
      });
    }
  }

  private dateAfter(
    lower: string,
    from: number,
  ): { start: number; end: number; y: number; m: number; d: number } | null {
    const last = Math.min(lower.length, from + DATE_START_CHARS);
    for (let p = from; p < last; p++) {
      if (p > 0 && isWordCharacter(lower.charCodeAt(p - 1)) && isWordCharacter(lower.charCodeAt(p)))
        continue;
      const date = readTextDate(lower, p);
      if (date && date.end - from <= TEXT_DATE_WINDOW_CHARS)
        return { start: p, end: date.end, y: date.year, m: date.month, d: date.day };
    }
    return null;
  }
}

/** Letters and digits of the scripts whose dates are read (a date starts at a word's start). */
function isWordCharacter(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0xe0 && c <= 0xfe);
}
