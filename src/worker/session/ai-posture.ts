/**
 * The AI posture across sites: every loaded robots.txt with the site it governs and each AI
 * crawler's posture there, from core's `evaluatePosture` called as `inspect posture` calls it
 * (the parsed file, no URLs), so the page and the command line answer alike for the same files.
 *
 * The site a robots.txt governs is the scheme, host and port it was served from (RFC 9309
 * §2.3). The session knows it only from an input's name, as the cross-file scope check does
 * (session-scope.ts `robotsOriginOf`): the URL it was fetched from (the command line's
 * `--save` folder and `open`, the bookmarklet), or a host the name gives (a paste named
 * `robots.txt (www.example.com)`, a folder's `www.example.com/robots.txt`). For an input that
 * holds a single robots.txt not fetched from a URL, the user may type the site, which wins
 * over a host its name gives; it is read as the workbench's site field reads it
 * (site-origin.ts `parseSite`), the host written as a URL writes it (IDNA), as the command
 * line writes a site.
 *
 * Two robots.txt for one site: the first loaded is used and the later one says so, as the page
 * takes "the robots.txt" everywhere else (a check's `first-loaded` source: documents are
 * numbered in reading order) and as `inspect posture` reads a site named twice once.
 */
import type { DocumentId, InputId } from '../../core/ids';
import { evaluatePosture, type PostureCell } from '../../core/robots/analyses/posture';
import { parseSite } from '../../core/robots/analyses/site-origin';
import type { AiPostureAnswer, AiPostureAsk, AiPostureSite } from '../protocol/ai-posture';
import { AI_POSTURE_SITES_SHOWN } from '../protocol/limits';
import type { DocumentRecord, InputRecord } from './session-documents';
import { fetchedOriginOf, robotsOriginOf } from './session-scope';

export class AiPostures {
  /** Each robots.txt's cells: a document never changes once read, and its id is never reused. */
  private readonly cellsOf = new Map<DocumentId, PostureCell[]>();

  constructor(
    private readonly documents: ReadonlyMap<DocumentId, DocumentRecord>,
    private readonly inputs: ReadonlyMap<InputId, InputRecord>,
  ) {}

  answer({ typedSites }: AiPostureAsk): AiPostureAnswer {
    const robotsDocuments = [...this.documents.values()]
      .filter((doc) => doc.robots !== undefined && this.inputs.has(doc.inputId))
      .sort((a, b) => a.documentId - b.documentId);
    for (const id of this.cellsOf.keys()) if (!this.documents.has(id)) this.cellsOf.delete(id);
    const robotsPerInput = new Map<InputId, number>();
    for (const doc of robotsDocuments)
      robotsPerInput.set(doc.inputId, (robotsPerInput.get(doc.inputId) ?? 0) + 1);
    const typed = new Map(typedSites.map(({ inputId, site }) => [inputId, site]));
    const firstOfSite = new Map<string, AiPostureSite>();
    const sites = robotsDocuments.slice(0, AI_POSTURE_SITES_SHOWN).map((doc) => {
      const site = this.siteOf(doc, robotsPerInput.get(doc.inputId) === 1, typed.get(doc.inputId));
      const first = site.origin === null ? undefined : firstOfSite.get(site.origin);
      if (first !== undefined)
        return { ...site, sameSiteAs: { documentId: first.documentId, name: first.name } };
      const answered: AiPostureSite = { ...site, cells: this.cells(doc) };
      if (site.origin !== null) firstOfSite.set(site.origin, answered);
      return answered;
    });
    return { sites, notShown: robotsDocuments.length - sites.length };
  }

  /** The document's name and site, without its cells. */
  private siteOf(
    doc: DocumentRecord,
    isAloneInInput: boolean,
    typedText: string | undefined,
  ): AiPostureSite {
    // An archive member is named by its path in the archive; a whole input by the input's name
    // (a pasted text read as robots.txt is read under another name: ingest-input.ts).
    const name =
      doc.parentDocumentId === undefined
        ? (this.inputs.get(doc.inputId)?.name ?? doc.name)
        : doc.name;
    const base = { documentId: doc.documentId, inputId: doc.inputId, name, cells: [] };
    const fetchedFrom = fetchedOriginOf(name);
    if (fetchedFrom !== undefined)
      return { ...base, origin: fetchedFrom, originSource: 'url', isSiteTypable: false };
    const named = robotsOriginOf(name);
    const fromName = {
      ...base,
      origin: named ?? null,
      originSource: named === undefined ? ('none' as const) : ('name' as const),
      isSiteTypable: isAloneInInput,
    };
    if (!isAloneInInput || typedText === undefined || typedText.trim() === '') return fromName;
    const typed = parseSite(typedText);
    if (!typed.ok) return { ...fromName, siteError: typed.reason };
    return { ...fromName, origin: urlOrigin(typed.site.origin), originSource: 'typed' };
  }

  private cells(doc: DocumentRecord): PostureCell[] {
    let cells = this.cellsOf.get(doc.documentId);
    if (cells === undefined && doc.robots !== undefined) {
      cells = evaluatePosture(doc.robots);
      this.cellsOf.set(doc.documentId, cells);
    }
    return cells ?? [];
  }
}

/** `https://bücher.example` as a URL writes it, `https://xn--bcher-kva.example`. */
function urlOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}
