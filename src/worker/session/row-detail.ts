/**
 * The row detail's answer: the extension fields of one stored URL (its images, alternates,
 * news and videos, which the store keeps only as counts) and its robots.txt verdict.
 *
 * The fields are read again from the input's source (document-reread.ts): only the row's
 * document goes to a reader, the EntryDetailReader (src/core/sitemap/entry-detail-reader.ts),
 * which stops at the entry. So the cost is reading the input up to the entry: a slice or two
 * of a plain file for an entry near its top, the inflation up to the entry for a `.gz`, and
 * for an archive member the members before it inflated too (not parsed). It is one click.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { EntryDetailReader } from '../../core/sitemap/entry-detail-reader';
import { asDocumentId, type DocumentId } from '../../core/ids';
import type { InputId } from '../../core/ids';
import type { RobotsCheck } from '../protocol/robots';
import type { RowDetailAnswer } from '../protocol/rows';
import type { RobotsCrossCheck } from './robots-crosscheck';
import type { DocumentRecord, InputRecord } from './session-documents';
import { CANCELLED, type Cancelled } from './session-context';
import { rereadDocument, type RereadContext } from './document-reread';

export type { RowDetailAnswer };

export interface RowDetailContext extends RereadContext {
  readonly store: UrlStore;
  readonly documents: ReadonlyMap<DocumentId, DocumentRecord>;
  readonly inputs: ReadonlyMap<InputId, InputRecord>;
  readonly robots: RobotsCrossCheck;
}

/** CANCELLED when cancelled first. */
export async function rowDetail(
  row: number,
  loc: string,
  robotsCheck: RobotsCheck | undefined,
  context: RowDetailContext,
): Promise<RowDetailAnswer | Cancelled> {
  const { store } = context;
  if (row < 0 || row >= store.size || store.loc(row) !== loc) return { status: 'gone' };
  const robots = robotsCheck ? robotsVerdict(context.robots, robotsCheck, row) : undefined;
  const withRobots = robots ? { robots } : {};
  const doc = context.documents.get(asDocumentId(store.documentOf[row]));
  const input = doc && context.inputs.get(doc.inputId);
  if (!doc || !input || input.isRemoved) return { status: 'gone' };
  // Only a urlset has extensions (a text sitemap, RSS and Atom entries have none); a document
  // still being read has no report yet and may be one.
  const kind = doc.report?.kind;
  if (kind !== undefined && kind !== 'urlset') return { status: 'none', ...withRobots };
  const reader = await readEntry(input, doc, store.line[row], store.column[row], context);
  if (reader === null) return input.isRemoved ? { status: 'gone' } : CANCELLED;
  const extensions = reader.detail;
  return extensions === null
    ? { status: 'not-found', ...withRobots }
    : { status: 'read', extensions, ...withRobots };
}

/** Runs the pipeline over the input until the entry is read; null when cancelled or removed. */
async function readEntry(
  input: InputRecord,
  doc: DocumentRecord,
  line: number,
  column: number,
  context: RowDetailContext,
): Promise<EntryDetailReader | null> {
  const reader = new EntryDetailReader(line, column);
  return (await rereadDocument(input, doc, reader, context)) === CANCELLED ? null : reader;
}

function robotsVerdict(
  crossCheck: RobotsCrossCheck,
  check: RobotsCheck,
  row: number,
): RowDetailAnswer['robots'] {
  const column = crossCheck.columnOf(check);
  if (column === null) return undefined;
  const { verdict, line } = crossCheck.verdictOf(column, row);
  let rule = '';
  for (const group of column.resolved.robots.groups)
    for (const one of group.rules) if (one.line === line) rule = `${one.key}: ${one.value}`;
  return { name: column.resolved.name, agent: column.agent, verdict, line, rule };
}
