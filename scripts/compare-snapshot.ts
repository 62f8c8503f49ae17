/**
 * One snapshot of `--compare` from disk: a file or a folder (its files, sorted, recursively,
 * named FOLDER/PATH as the page names a dropped folder's files), read by a session of its own,
 * and refused with a sentence when it cannot be compared. A path that is neither a regular
 * file nor a folder (a FIFO, a device such as /dev/null, a socket) is refused from its stat,
 * before anything opens it: opening a FIFO blocks until a writer comes. A crawl export among
 * the files is not read as a sitemap (the page sends it to the crawl reader instead), and a
 * snapshot without a sitemap is refused: a robots.txt, a crawl export or an empty archive
 * compared as sitemaps gives "0 URLs" on one side and every URL of the other added or removed.
 */
import { openAsBlob, readdirSync, statSync, type Stats } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { probeCrawlExports } from '../src/worker/session/session-crawl';
import type { SessionLimits } from '../src/worker/session/session-limits';
import type { ReportedDocument } from '../src/worker/protocol/report';
import { documentsOf, inspectEntries, type InspectEntry, type InspectRun } from './inspect-run';

/** A snapshot read: its session, and its documents in the order of its files. */
export type SnapshotRun = InspectRun & { documents: ReportedDocument[] };

export type SnapshotRead = { ok: true; run: SnapshotRun } | { ok: false; reason: string };

/** The kinds of document that make a snapshot: what a sitemap may be. */
const SITEMAP_KINDS: ReadonlySet<string> = new Set(['urlset', 'sitemapindex', 'rss', 'atom']);

const FILES_NAMED = 5;

/** Why `path` cannot be a snapshot, from its stat alone (nothing is opened); undefined when it can. */
export function whyNotSnapshotPath(path: string): string | undefined {
  const stat = statOf(path);
  if (typeof stat === 'string') return stat;
  if (!stat.isFile() && !stat.isDirectory())
    return `not a file or folder but ${specialKind(stat)}; nothing was read`;
  return undefined;
}

export async function readSnapshot(
  path: string,
  nowMs: number,
  limits: SessionLimits,
): Promise<SnapshotRead> {
  const refused = whyNotSnapshotPath(path);
  if (refused !== undefined) return { ok: false, reason: refused };
  const stat = statSync(path);
  const files = stat.isFile() ? [path] : folderFiles(path);
  if (files.length === 0) return { ok: false, reason: 'an empty folder: no sitemap to compare' };
  const blobs = await Promise.all(files.map((file) => openAsBlob(file)));
  // A crawl export, or another file of a Search Console export: not a sitemap to compare.
  const kinds = await probeCrawlExports(blobs);
  const entries: InspectEntry[] = [];
  const crawlExports: string[] = [];
  for (const [index, file] of files.entries()) {
    const name = stat.isFile() ? basename(path) : folderName(path, file);
    if (kinds[index] !== 'other') crawlExports.push(name);
    else entries.push({ name, source: { kind: 'blob', blob: blobs[index]! } });
  }
  const read = await inspectEntries(entries, nowMs, limits);
  const run = { ...read, documents: documentsOf(read) };
  if (run.documents.some(isSitemap)) return { ok: true, run };
  const found = [
    ...crawlExports.map((name) => `${name} (a crawl export)`),
    ...run.documents.map((report) => `${report.name} (${whatItIs(report, run.documents)})`),
  ];
  const named = found.slice(0, FILES_NAMED).join(', ');
  const more = found.length > FILES_NAMED ? ` and ${found.length - FILES_NAMED} more` : '';
  return { ok: false, reason: `no sitemap in it: ${named}${more}` };
}

/** A sitemap, an index or a feed; a text file counts when it lists a URL. */
function isSitemap(report: ReportedDocument): boolean {
  if (report.unreadable) return false;
  return SITEMAP_KINDS.has(report.kind) || (report.kind === 'text' && report.urls > 0);
}

function whatItIs(report: ReportedDocument, all: readonly ReportedDocument[]): string {
  if (report.unreadable)
    return `could not be read: ${String(report.problems[0]?.params?.detail ?? 'unreadable')}`;
  if (report.kind === 'robots') return 'a robots.txt';
  if (report.kind === 'archive') {
    const members = all.filter((member) => member.parentDocumentId === report.documentId).length;
    return members === 0 ? 'an archive with no file in it' : `an archive of ${members} files`;
  }
  if (report.kind === 'text') return report.inflatedBytes === 0 ? 'empty' : 'text without a URL';
  return 'not a sitemap';
}

function statOf(path: string): Stats | string {
  try {
    return statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'no such file or folder' : String(error);
  }
}

function specialKind(stat: Stats): string {
  if (stat.isFIFO()) return 'a FIFO (named pipe)';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSocket()) return 'a socket';
  return 'a special file';
}

/** A folder's regular files, sorted, recursively (FIFOs, devices and links left out). */
function folderFiles(dir: string): string[] {
  const files: string[] = [];
  for (const item of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const full = join(dir, item.name);
    if (item.isDirectory()) files.push(...folderFiles(full));
    else if (item.isFile()) files.push(full);
  }
  return files;
}

/** Named as the page names a dropped folder's files: FOLDER/PATH. */
function folderName(folder: string, file: string): string {
  return `${basename(folder)}/${relative(folder, file).split('\\').join('/')}`;
}
