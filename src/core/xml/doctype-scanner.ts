/**
 * Finds the end of a `<!DOCTYPE …>` declaration, chunk by chunk, and says what it declares
 * (XML 1.0 §2.8, §4.2). Sitemaps have no use for a DTD: entity declarations are reported and
 * never expanded, external identifiers (SYSTEM / PUBLIC) are reported and never fetched.
 *
 * The declaration ends at the first `>` outside quotes, comments and the `[…]` internal
 * subset. Only the first {@link MAX_KEPT_DOCTYPE} characters are kept for the report, so a
 * hostile megabyte-long DOCTYPE costs no memory.
 */

import type { XmlTokenHandler } from './xml-events';

export const MAX_KEPT_DOCTYPE = 65_536;

/** What a DOCTYPE asks for. */
export interface DoctypeFacts {
  /** Names of `<!ENTITY …>` declarations (general and parameter). */
  entityNames: string[];
  /** SYSTEM / PUBLIC identifiers: of the external DTD subset and of external entities. */
  externalIds: string[];
  /** Entities whose replacement text has a malformed reference (`&lol` + newline + `;`). */
  malformedEntities: string[];
}

const enum Mode {
  Plain,
  Quoted,
  Comment,
}

export class DoctypeScanner {
  private kept = '';
  private mode = Mode.Plain;
  private quote = 0;
  private subsetDepth = 0;
  /** Characters of `-->` (or of `<!--`) matched so far across chunk edges. */
  private partial = '';

  /**
   * Scans `source[from, to)`. Returns the index just after the closing `>`, or -1 when the
   * declaration goes on past `to`.
   */
  scan(source: string, from: number, to: number): number {
    for (let i = from; i < to; i++) {
      const c = source.charCodeAt(i);
      if (this.mode === Mode.Quoted) {
        if (c === this.quote) this.mode = Mode.Plain;
      } else if (this.mode === Mode.Comment) {
        this.partial =
          c === 0x2d
            ? (this.partial + '-').slice(-2)
            : c === 0x3e && this.partial === '--'
              ? '>'
              : '';
        if (this.partial === '>') {
          this.mode = Mode.Plain;
          this.partial = '';
        }
      } else if (c === 0x22 || c === 0x27) {
        this.mode = Mode.Quoted;
        this.quote = c;
      } else if (c === 0x5b) {
        this.subsetDepth++;
      } else if (c === 0x5d) {
        if (this.subsetDepth > 0) this.subsetDepth--;
      } else if (c === 0x3e && this.subsetDepth === 0) {
        this.keep(source, from, i + 1);
        return i + 1;
      } else if (c === 0x2d && this.endsWithCommentOpener(source, from, i)) {
        this.mode = Mode.Comment;
        this.partial = '';
      }
    }
    this.keep(source, from, to);
    return -1;
  }

  /** The facts, once {@link scan} has found the end. */
  facts(): DoctypeFacts {
    const entityNames: string[] = [];
    const externalIds: string[] = [];
    const text = this.kept;
    const head =
      /^<!DOCTYPE\s+[^\s[>]+\s+(SYSTEM|PUBLIC)\s+(["'])([^"']*)\2(?:\s+(["'])([^"']*)\4)?/.exec(
        text,
      );
    if (head) externalIds.push(head[5] ?? head[3]);
    const entity =
      /<!ENTITY\s+(%\s+)?([^\s"'>]+)\s+(?:(SYSTEM|PUBLIC)\s+(["'])([^"']*)\4(?:\s+(["'])([^"']*)\6)?)?/g;
    for (let match = entity.exec(text); match; match = entity.exec(text)) {
      entityNames.push((match[1] ? '%' : '') + match[2]);
      if (match[3]) externalIds.push(match[7] ?? match[5]);
    }
    // XML §4.3.2: a literal entity value may hold only well-formed references.
    const malformedEntities: string[] = [];
    const literal = /<!ENTITY\s+(%\s+)?([^\s"'>]+)\s+(["'])([^]*?)\3/g;
    const badReference = /&(?![A-Za-z_:][\w.:-]*;|#[0-9]+;|#x[0-9a-fA-F]+;)/;
    for (let match = literal.exec(text); match; match = literal.exec(text)) {
      if (badReference.test(match[4])) malformedEntities.push(match[2]);
    }
    return { entityNames, externalIds, malformedEntities };
  }

  private endsWithCommentOpener(source: string, from: number, i: number): boolean {
    // `<!-` then this `-`; the three before may lie in the kept text of earlier chunks.
    const before =
      i - from >= 3 ? source.slice(i - 3, i) : (this.kept + source.slice(from, i)).slice(-3);
    return before === '<!-';
  }

  private keep(source: string, from: number, to: number): void {
    if (this.kept.length < MAX_KEPT_DOCTYPE) {
      this.kept += source.slice(from, Math.min(to, from + MAX_KEPT_DOCTYPE - this.kept.length));
    }
  }
}

/**
 * Reports what a DOCTYPE declared, at the DOCTYPE's own position: the entities (never
 * expanded), malformed entity values, and external identifiers (never fetched).
 */
export function reportDoctypeFacts(
  facts: DoctypeFacts,
  handler: XmlTokenHandler,
  line: number,
  column: number,
): void {
  if (facts.entityNames.length > 0) {
    const more = facts.entityNames.length > 5 ? ` and ${facts.entityNames.length - 5} more` : '';
    const names = facts.entityNames.slice(0, 5).join(', ') + more;
    handler.onError('entity-declaration', 'entity-declarations', { names }, line, column);
  }
  if (facts.malformedEntities.length > 0) {
    const names = facts.malformedEntities.slice(0, 5).join(', ');
    handler.onError('xml-malformed', 'malformed-entity-value', { names }, line, column);
  }
  if (facts.externalIds.length > 0) {
    const identifiers = facts.externalIds.join(', ');
    handler.onError('external-entity', 'external-identifiers', { identifiers }, line, column);
  }
}
