/**
 * The status lines under each file: what it is and what the app will do with it, in words
 * that hold for the file at hand (a tar.gz is an archive of N files, not "the sitemap inside";
 * plain XML has nothing inflated; a robots.txt has groups and rules, not URLs). The words come
 * from the catalog (src/i18n/en.ts) through the translator.
 */
import type { Severity } from '../../core/problems/problem-code-info';
import type { Locale, MessageKey, Translator } from '../../i18n/i18n';
import { problemMessage } from '../../i18n/problem-texts';
import { requestErrorText } from '../worker-client/request-error-text';
import type { InputFile } from './input-files';

export interface StatusLine {
  text: string;
  tone: 'info' | 'warning' | 'error';
}

/**
 * Above this a file gets the "large file" line. 50 MiB is the protocol's limit for one
 * uncompressed sitemap (sitemaps.org), so anything bigger is an archive or an over-limit file.
 */
export const LARGE_FILE_BYTES = 52_428_800;

/**
 * `problemCount`, when the worker has answered, replaces the sum of the file's reports: it
 * includes the index tree's problems, which appear as other files arrive.
 */
export function fileStatusLines(
  file: InputFile,
  { t, formatBytes, locale }: Translator,
  problemCount?: number,
): StatusLine[] {
  const lines: StatusLine[] = [];
  if (file.sizeBytes > LARGE_FILE_BYTES && file.phase !== 'failed') {
    lines.push({ text: t('status.large', { size: formatBytes(file.sizeBytes) }), tone: 'info' });
  }
  const formatLine = (): StatusLine => {
    const format = file.format ?? 'unknown';
    const archive = archiveOf(file);
    if (archive) return { text: t('status.archiveOf', archive), tone: 'info' };
    return { text: t(`status.${format}`), tone: format === 'unknown' ? 'warning' : 'info' };
  };
  switch (file.phase) {
    case 'queued':
      lines.push({ text: t('status.queued'), tone: 'info' });
      break;
    case 'reading':
      if (file.format) lines.push(formatLine());
      lines.push({
        text: t('status.reading', {
          read: formatBytes(file.bytesRead),
          total: formatBytes(file.sizeBytes),
        }),
        tone: 'info',
      });
      if (file.urls !== undefined) {
        const read = formatBytes(file.bytesRead);
        // Only a compressed container inflates anything; for plain XML or text it would read "0 bytes".
        const isCompressed =
          file.format === 'gzip' || file.format === 'zip' || file.format === 'tar';
        lines.push(
          isCompressed && (file.inflatedBytes ?? 0) > 0
            ? {
                text: t('files.progress.detail', {
                  read,
                  inflated: formatBytes(file.inflatedBytes ?? 0),
                  urls: file.urls,
                }),
                tone: 'info',
              }
            : { text: t('files.progress.plain', { read, urls: file.urls }), tone: 'info' },
        );
      }
      break;
    case 'read': {
      // A sitemap the site did not give: its status is the whole story, not "an empty file".
      const unfetched = fetchFailureOf(file);
      if (unfetched) {
        lines.push({ text: problemMessage(unfetched, locale), tone: 'error' });
        break;
      }
      // A child the saved run's --skip / --follow left out: the user's choice, not a fault.
      const leftOut = leftOutOf(file);
      if (leftOut) {
        lines.push({ text: problemMessage(leftOut, locale), tone: 'info' });
        break;
      }
      lines.push(
        file.sizeBytes === 0 ? { text: t('status.empty'), tone: 'warning' } : formatLine(),
      );
      lines.push(...resultLines(file, t, locale, problemCount));
      break;
    }
    case 'cancelled':
      lines.push({ text: t('status.cancelled'), tone: 'warning' });
      break;
    case 'failed': {
      const detail = requestErrorText(
        { code: file.error?.code ?? 'internal', message: file.error?.message ?? '' },
        t,
      );
      lines.push({ text: t('status.failed', { detail }), tone: 'error' });
      break;
    }
  }
  return lines;
}

/** What reading found: kind, URL count and problem count, summed over an archive's files. */
function resultLines(
  file: InputFile,
  t: Translator['t'],
  locale: Locale,
  problemCount?: number,
): StatusLine[] {
  const documents = file.opened?.documents ?? [];
  if (documents.length === 0) return [];
  const members = documents.filter((doc) => doc.kind !== 'archive');
  const sum = (count: (doc: (typeof documents)[number]) => number) =>
    documents.reduce((total, doc) => total + count(doc), 0);
  const urls = sum((doc) => doc.urls);
  const sitemaps = sum((doc) => doc.sitemaps);
  const problems = problemCount ?? sum((doc) => doc.problems.length);
  const kind =
    documents.length === 1
      ? t(`kind.${documents[0].kind}`)
      : t('files.result.archive', { count: members.length });
  const robots = documents.length === 1 ? documents[0].robots : undefined;
  const text = robots
    ? t('files.result.robots', { kind, ...robots, sitemaps, problems })
    : urls === 0 && sitemaps > 0
      ? t('files.result.sitemaps', { kind, sitemaps, problems })
      : t('files.result', { kind, urls, problems });
  return [{ text, tone: worstTone(documents, problems) }, ...readingLines(documents, locale, t)];
}

/**
 * Problems that say the file was not (wholly) read, or was refused as hostile: a cap, a
 * broken container, a cut file, a DOCTYPE's entities, binary data, malformed XML, an HTML page
 * instead of a sitemap (reported alone: the reader drops what follows from it). Shown in the file list
 * itself, so a bomb or a damaged archive is explained where it was dropped.
 */
const READING_CODES: ReadonlySet<string> = new Set([
  'unreadable',
  'inflate-limit',
  'store-full',
  'zip-entries-overlap',
  'decompression-failed',
  'truncated',
  'entity-declaration',
  'external-entity',
  'xml-malformed',
  'html-page',
]);
/** At most this many such lines per file (an archive of many cut members says it once each). */
const READING_LINES_SHOWN = 3;

/**
 * One line per problem of a reading code, first per code, with its message in `locale`; a
 * problem of an archive's member names the member (`blog/bad.xml: Malformed XML …`), which
 * the archive's card would otherwise leave the user to find.
 */
function readingLines(
  documents: readonly {
    name: string;
    parentDocumentId?: unknown;
    problems: readonly Parameters<typeof problemMessage>[0][];
  }[],
  locale: Locale,
  t: Translator['t'],
): StatusLine[] {
  const seen = new Set<string>();
  const lines: StatusLine[] = [];
  for (const doc of documents) {
    for (const problem of doc.problems) {
      if (!READING_CODES.has(problem.code) || seen.has(problem.code)) continue;
      seen.add(problem.code);
      const message = problemMessage(problem, locale);
      const text =
        doc.parentDocumentId === undefined
          ? message
          : t('files.member.line', { member: memberPath(doc.name), message });
      lines.push({ text, tone: 'error' });
    }
  }
  return lines.slice(0, READING_LINES_SHOWN);
}

/** `site.zip/blog/bad.xml` → `blog/bad.xml`: the path inside the archive. */
function memberPath(name: string): string {
  const slash = name.indexOf('/');
  return slash < 0 ? name : name.slice(slash + 1);
}

const SEVERITY_RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

/**
 * The colour of the worst problem: a file whose problems are all Info is not marked. Problems
 * the worker counted beyond the reports (the index tree's) are not known here: at least a warning.
 */
function worstTone(
  documents: readonly { problems: readonly { severity: Severity }[] }[],
  problemCount: number,
): StatusLine['tone'] {
  let worst: Severity = 'info';
  let known = 0;
  for (const doc of documents) {
    known += doc.problems.length;
    for (const problem of doc.problems)
      if (SEVERITY_RANK[problem.severity] > SEVERITY_RANK[worst]) worst = problem.severity;
  }
  if (problemCount > known && worst === 'info') return 'warning';
  return worst;
}

/** An input that turned out to be an archive: its container's name and its files. */
function archiveOf(file: InputFile): { container: string; count: number } | undefined {
  const documents = file.opened?.documents ?? [];
  if (!documents.some((doc) => doc.kind === 'archive')) return undefined;
  const count = documents.filter((doc) => doc.kind !== 'archive').length;
  // A gzip stream holding an archive is a tar.gz (zip compresses its members itself).
  const container = file.format === 'gzip' ? 'tar.gz' : file.format === 'zip' ? 'zip' : 'tar';
  return { container, count };
}

/** The `fetch-failed` problem of an input that is a sitemap the site did not give. */
function fetchFailureOf(file: InputFile) {
  return file.opened?.documents?.[0]?.problems.find((problem) => problem.code === 'fetch-failed');
}

function leftOutOf(file: InputFile) {
  return file.opened?.documents?.[0]?.problems.find(
    (problem) => problem.code === 'index-child-left-out',
  );
}

/** The short label beside the name. */
export function formatLabelKey(file: InputFile): MessageKey {
  if (file.phase === 'read' && fetchFailureOf(file)) return 'format.unfetched';
  if (file.phase === 'read' && leftOutOf(file)) return 'format.leftOut';
  if (file.phase === 'read' && file.sizeBytes === 0) return 'format.empty';
  if (file.format === 'gzip' && archiveOf(file)) return 'format.tarGz';
  return file.format ? `format.${file.format}` : 'format.pending';
}
