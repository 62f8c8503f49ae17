/**
 * The status lines under each file: what it is and what the app will do with it (issue 2,
 * "Bad input"). The words come from the catalog (i18n/en.ts) through the translator.
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

export function fileStatusLines(file: InputFile, { t, formatBytes }: Translator): StatusLine[] {
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
      break;
    case 'read':
      lines.push(
        file.sizeBytes === 0 ? { text: t('status.empty'), tone: 'warning' } : formatLine(),
      );
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

/** The short label beside the name. */
export function formatLabelKey(file: InputFile): MessageKey {
  if (file.phase === 'read' && file.sizeBytes === 0) return 'format.empty';
  return file.format ? `format.${file.format}` : 'format.pending';
}
