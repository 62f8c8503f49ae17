/**
 * The source message catalog: every string the UI shows, keyed by a stable name. Other
 * locales (ja.ts, zh.ts) translate these keys and fall back to English for the rest.
 * `{name}` placeholders are filled by `t()` (numbers are formatted for the locale).
 */
export const en = {
  'app.name': 'Sitemap & robots.txt Inspector',
  'app.tagline': 'See what your robots.txt and sitemaps say, and what is wrong with them.',
  'app.privacy': 'Everything runs in this browser tab: your files are never uploaded anywhere.',

  'demo.label': 'Demo',
  'demo.active': 'You are looking at the built-in demo: sample files for www.example.com.',
  'demo.inactive': 'Add your own files, or bring back the demo.',
  'demo.loading': 'Loading the demo…',
  'demo.failed': 'The demo could not be loaded: {detail}',
  'demo.clear': 'Clear',
  'demo.load': 'Load demo',

  'input.heading': 'Add files',
  'input.paste.label': 'Paste robots.txt, a sitemap or a URL list',
  'input.paste.placeholder':
    'User-agent: *\nDisallow: /cart/\nSitemap: https://www.example.com/sitemap.xml',
  'input.paste.submit': 'Inspect pasted text',
  'input.paste.empty':
    'Nothing to inspect: the paste box is empty (0 bytes). Paste robots.txt, sitemap XML or a list of URLs first.',
  'input.paste.added': 'Added the pasted text as “{name}”.',
  'input.paste.name': 'pasted text {number}',
  'input.upload': 'Upload files',
  'input.upload.hint':
    'Several at once: .xml, .gz, .txt, .zip, .tar, .tgz or anything else. The format is detected from the content, not the name.',
  'input.drop.hint': 'Or drop files anywhere on this page.',
  'input.added': 'Files added: {count}.',
  'drop.overlay': 'Drop the files to inspect them',

  'files.heading': 'Files',
  'files.empty': 'No files yet. Paste text, upload files, drop them here, or load the demo.',
  'files.remove': 'Remove {name}',
  'files.removeVisible': 'Remove',
  'files.cancel': 'Cancel reading {name}',
  'files.cancelVisible': 'Cancel',
  'files.progress': 'Reading {name}',
  'files.size': '{size}',

  'format.gzip': 'gzip',
  'format.zip': 'zip archive',
  'format.tar': 'tar archive',
  'format.xml': 'XML',
  'format.text': 'plain text',
  'format.unknown': 'unknown format',
  'format.empty': 'empty',
  'format.pending': 'detecting…',

  'status.queued': 'Waiting to be read…',
  'status.reading': 'Reading: {read} of {total}.',
  'status.large':
    'Large file ({size}): read in the background, one slice at a time; the page stays usable and you can cancel.',
  'status.gzip': 'gzip-compressed: it will be decompressed and the sitemap inside read.',
  'status.zip': 'zip archive: each file inside will be read on its own.',
  'status.tar': 'tar archive: each file inside will be read on its own.',
  'status.xml': 'XML: it will be read as a sitemap, a sitemap index or a feed.',
  'status.text': 'Plain text: it will be read as a robots.txt or a list of URLs.',
  'status.unknown':
    'Unknown format: not gzip, zip, tar, XML or text. It stays in the list but will not be read.',
  'status.empty': 'Empty file (0 bytes): there is nothing to read, so it is skipped.',
  'status.cancelled': 'Cancelled: not read. Remove it, or add it again to read it.',
  'status.failed': 'Could not be read: {detail}. Other files are not affected.',

  'error.cancelled': 'cancelled',
  'error.read-failed': 'the browser could not read the file ({message})',
  'error.not-implemented': 'not available in this version ({message})',
  'error.bad-request': 'the request was not understood ({message})',
  'error.internal': 'an internal error ({message})',
  'error.worker-crashed': 'the background worker stopped ({message})',

  'tabs.label': 'Views',
  'tab.tree': 'Index tree',
  'tab.urls': 'URLs',
  'tab.lastmod': 'Lastmod',
  'tab.robots': 'robots.txt',
  'tab.problems': 'Problems',
  'empty.noFiles': 'Nothing is loaded yet. Add files or load the demo to fill this view.',
  'empty.loaded': 'Files loaded: {count}. Their detected formats are shown in the file list.',
  'empty.tree':
    'Every sitemap index will appear here as a tree of its children (present, missing or failed). This version only detects file formats: the tree is not built yet.',
  'empty.urls':
    'Every URL will be listed here with its lastmod, changefreq, priority and file, sortable and filterable. This version only detects file formats: URLs are not read yet.',
  'empty.lastmod':
    'The lastmod histogram and a verdict on whether lastmod can be trusted will appear here. This version only detects file formats: lastmod is not read yet.',
  'empty.robots':
    'The robots.txt workbench (test paths per crawler, see the deciding line) will appear here. This version only detects file formats: robots.txt is not parsed yet.',
  'empty.problems':
    'Protocol problems, grouped by code with file, line and a fix, will appear here. This version only detects file formats: files are not checked yet.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
