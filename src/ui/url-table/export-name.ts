/**
 * The name an export is saved under: after the first file loaded, so that exports of two
 * sites do not both land as `urls.csv` (`site-export.zip` → `site-export-urls.csv`). Only
 * letters, digits, `.`, `_` and `-` are kept: a name comes from an untrusted file, and some
 * systems refuse others in a file name.
 */
const ARCHIVE_OR_SITEMAP_ENDING = /(\.(xml|txt|rss|atom))?(\.(gz|zip|tar|tgz))*$|\.tar\.gz$/i;

export function exportBaseName(firstFileName: string | undefined): string {
  if (!firstFileName) return 'urls';
  const base = firstFileName.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(ARCHIVE_OR_SITEMAP_ENDING, '')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return stem === '' ? 'urls' : `${stem}-urls`;
}
