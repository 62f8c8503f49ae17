/**
 * Which robots.txt a robots answer uses (`RobotsSource`) and which site it governs. A loaded
 * robots.txt is kept parsed on its document (ingest-input.ts); text the page sends (the
 * workbench's edited copy) is parsed here, the last one kept, since the page sends the same
 * text with every question. The site is the one asked for, else inferred (core infer-site.ts:
 * the file's own `Sitemap:` lines, else the stored URLs' most common origin).
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { inferSite } from '../../core/robots/analyses/infer-site';
import { parseRobots } from '../../core/robots/engine/parse-robots';
import type { RobotsTxt } from '../../core/robots/engine/robots-txt';
import { parseSite, type RobotsSite } from '../../core/robots/analyses/site-origin';
import type { RobotsSource, RobotsUsed, SiteInference } from '../protocol/robots';
import type { DocumentRecord } from './session-documents';

export interface ResolvedRobots {
  readonly robots: RobotsTxt;
  readonly name: string;
  readonly documentId?: number;
  readonly site: RobotsSite | null;
  /** How `site` was inferred; absent when it was asked for (or none was found). */
  readonly siteInferred?: SiteInference;
  /** Equal for equal content and site: what a computed column is keyed by. */
  readonly identity: string;
}

/** Stored URLs looked at to infer the site (inferSite's own default). */
const SITE_SAMPLE_ROWS = 10_000;

export class RobotsSources {
  private lastText?: { text: string; robots: RobotsTxt };
  /** The last answer: a column is looked up once per slice, and the site inference decodes URLs. */
  private last?: {
    source: RobotsSource;
    siteText: string | undefined;
    dataVersion: number;
    resolved: ResolvedRobots | null;
  };

  constructor(
    private readonly store: UrlStore,
    private readonly documents: ReadonlyMap<number, DocumentRecord>,
    /** Changes whenever documents or URLs come or go (InspectorSession.dataVersion). */
    private readonly dataVersion: () => number,
  ) {}

  /** The robots.txt and site for `source`; null when there is none to use. */
  resolve(source: RobotsSource, siteText?: string): ResolvedRobots | null {
    const dataVersion = this.dataVersion();
    const last = this.last;
    if (
      last &&
      last.dataVersion === dataVersion &&
      last.siteText === siteText &&
      isSameSource(last.source, source)
    )
      return last.resolved;
    const resolved = this.resolveNow(source, siteText);
    this.last = { source, siteText, dataVersion, resolved };
    return resolved;
  }

  private resolveNow(source: RobotsSource, siteText: string | undefined): ResolvedRobots | null {
    const found = this.find(source);
    if (found === null) return null;
    const typed = siteText === undefined ? null : parseSite(siteText);
    if (typed?.ok) return { ...found, identity: siteIdentity(found, typed.site), site: typed.site };
    const inferred = inferSite(found.robots, this.sampleUrls(), SITE_SAMPLE_ROWS);
    const { site, votes, counted } = inferred;
    return {
      ...found,
      identity: siteIdentity(found, site),
      site,
      ...(site !== null && inferred.source !== 'none'
        ? { siteInferred: { source: inferred.source, votes, counted } }
        : {}),
    };
  }

  /** How an answer names what it used. */
  static used(resolved: ResolvedRobots | null): RobotsUsed | null {
    if (resolved === null) return null;
    return {
      name: resolved.name,
      ...(resolved.documentId !== undefined ? { documentId: resolved.documentId } : {}),
      site: resolved.site?.origin ?? null,
      ...(resolved.siteInferred ? { siteInferred: resolved.siteInferred } : {}),
    };
  }

  private find(source: RobotsSource): Omit<ResolvedRobots, 'site'> | null {
    if (source.kind === 'text') {
      // An empty editor is not a robots.txt: read as one (no rules) it would allow every
      // URL, and the table and the Overview would say "allowed" with nothing loaded.
      if (source.text.trim() === '') return null;
      if (this.lastText?.text !== source.text)
        this.lastText = { text: source.text, robots: parseRobots(source.text) };
      return {
        robots: this.lastText.robots,
        name: source.name,
        identity: `text\u0000${source.text}`,
      };
    }
    let doc: DocumentRecord | undefined;
    if (source.kind === 'document') doc = this.documents.get(source.documentId);
    else {
      // Documents are numbered in reading order: the lowest id is the first loaded.
      for (const candidate of this.documents.values())
        if (candidate.robots && (!doc || candidate.documentId < doc.documentId)) doc = candidate;
    }
    if (!doc?.robots) return null;
    return {
      robots: doc.robots,
      name: doc.name,
      documentId: doc.documentId,
      identity: `document\u0000${doc.documentId}`,
    };
  }

  private *sampleUrls(): Generator<string> {
    const rows = Math.min(this.store.size, SITE_SAMPLE_ROWS);
    for (let row = 0; row < rows; row++) yield this.store.loc(row);
  }
}

/** A column's key: the same content governing the same site (typed or inferred). */
function siteIdentity(found: { identity: string }, site: RobotsSite | null): string {
  return `${found.identity}\u0000${site?.origin ?? ''}`;
}

function isSameSource(a: RobotsSource, b: RobotsSource): boolean {
  if (a.kind === 'text') return b.kind === 'text' && a.text === b.text && a.name === b.name;
  if (a.kind === 'document') return b.kind === 'document' && a.documentId === b.documentId;
  return b.kind === a.kind;
}
