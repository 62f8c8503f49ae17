/**
 * The status lines under each file: what it is and what the app will do with it, bad input
 * included. The words come from the catalog (i18n/en.ts) through the translator.
 */
import type { MessageKey, Translator } from '../i18n/i18n';
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
  { t, formatBytes }: Translator,
  problemCount?: number,
): StatusLine[] {
  const lines: StatusLine[] = [];
  if (file.sizeBytes > LARGE_FILE_BYTES && file.phase !== 'failed') {
    lines.push({ text: t('status.large', { size: formatBytes(file.sizeBytes) }), tone: 'info' });
  }
  const formatLine = (): StatusLine => {
    const format = file.format ?? 'unknown';
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
        const inflated = formatBytes(file.inflatedBytes ?? 0);
        const detail = { read: formatBytes(file.bytesRead), inflated, urls: file.urls };
        lines.push({ text: t('files.progress.detail', detail), tone: 'info' });
      }
      break;
    case 'read':
      lines.push(
        file.sizeBytes === 0 ? { text: t('status.empty'), tone: 'warning' } : formatLine(),
      );
      lines.push(...resultLines(file, t, problemCount));
      break;
    case 'cancelled':
      lines.push({ text: t('status.cancelled'), tone: 'warning' });
      break;
    case 'failed': {
      const code = file.error?.code ?? 'internal';
      const detail = t(`error.${code}`, { message: file.error?.message ?? '' });
      lines.push({ text: t('status.failed', { detail }), tone: 'error' });
      break;
    }
  }
  return lines;
}

/** What reading found: kind, URL count and problem count, summed over an archive's files. */
function resultLines(file: InputFile, t: Translator['t'], problemCount?: number): StatusLine[] {
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
  const text =
    urls === 0 && sitemaps > 0
      ? t('files.result.sitemaps', { kind, sitemaps, problems })
      : t('files.result', { kind, urls, problems });
  const hasError = documents.some((doc) => doc.problems.some((p) => p.severity === 'error'));
  const result: StatusLine = { text, tone: hasError ? 'error' : problems > 0 ? 'warning' : 'info' };
  return [result, ...readingLines(documents)];
}

/**
 * Problems that say the file was not (wholly) read, or was refused as hostile: a cap, a
 * broken container, a cut file, a DOCTYPE's entities, binary data, malformed XML. Shown in the file list
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
]);
/** At most this many such lines per file (an archive of many cut members says it once each). */
const READING_LINES_SHOWN = 3;

/** One line per problem of a reading code, first per code, with its message (from core's table). */
function readingLines(
  documents: readonly { problems: readonly { code: string; message: string }[] }[],
): StatusLine[] {
  const seen = new Set<string>();
  const lines: StatusLine[] = [];
  for (const problem of documents.flatMap((doc) => doc.problems)) {
    if (!READING_CODES.has(problem.code) || seen.has(problem.code)) continue;
    seen.add(problem.code);
    lines.push({ text: problem.message, tone: 'error' });
  }
  return lines.slice(0, READING_LINES_SHOWN);
}

/** The short label beside the name. */
export function formatLabelKey(file: InputFile): MessageKey {
  if (file.phase === 'read' && file.sizeBytes === 0) return 'format.empty';
  return file.format ? `format.${file.format}` : 'format.pending';
}
