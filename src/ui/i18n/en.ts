/**
 * The source message catalog: every string the UI shows, keyed by a stable name, in ICU
 * MessageFormat (plurals as `{count, plural, one {# URL} other {# URLs}}`). ja.ts and zh.ts
 * translate every key (typed `Record<MessageKey, string>`, so a missing key fails tsc), in
 * the same order and grouped by the same areas; `npm run i18n:missing` lists the keys a
 * translation lacks while it is being written.
 */
export const en = {
  'app.name': 'Sitemap & robots.txt Inspector',
  'app.tagline': 'See what your robots.txt and sitemaps say, and what is wrong with them.',
  'language.label': 'Language',
  'app.privacy': 'Everything runs in this browser tab: your files are never uploaded anywhere.',

  'demo.label': 'Demo',
  'demo.active': 'You are looking at the built-in demo: sample files for www.example.com.',
  'demo.inactive': 'Add your own files, or bring back the demo.',
  'demo.loading': 'Loading the demo…',
  'demo.failed': 'The demo could not be loaded: {detail}',
  'demo.clear': 'Clear',
  'demo.load': 'Load demo',
  'demo.removed':
    '{count, plural, one {Removed # file.} other {Removed # files.}} Undo brings {count, plural, one {it} other {them}} back.',
  'demo.undo': 'Undo',
  'demo.dismiss': 'Dismiss',

  'share.heading': 'Share this view',
  'share.privacy':
    'The link carries this view: the tab, the URL filters and sort, the lastmod range, the robots.txt workbench (its texts, test URLs, crawlers and expectations) and the contents of small text sitemaps. It all sits after the “#”, which browsers never send to any server: only people you give the link to can read it.',
  'share.label': 'Share link',
  'share.length':
    '{count, plural, one {# character} other {# characters}} (files go in only while the link stays within {budget} characters).',
  'share.included': 'Contents in the link: {names}.',
  'share.omitted':
    'Named only (too large or not text): {names}. Whoever opens the link drops them in again.',
  'share.long': 'Some chat tools and mail clients cut links longer than about {limit} characters.',
  'share.shorter': 'Use a shorter link without the sitemaps',
  'share.withFiles': 'Put the sitemaps back in the link',
  'share.robotsLeftOut':
    'The robots.txt in the workbench is too long for a link: the link carries its test URLs, crawlers and expectations, not the file. Send the robots.txt itself.',
  'share.copy': 'Copy share link',
  'share.copied': 'Copied. Paste it where your teammate will see it.',
  'share.select': 'The browser did not allow copying: select the link in the box and copy it.',

  'opening.label': 'Shared link',
  'opening.shared':
    'Opened from a shared link: this is the view that was shared, not the demo. Nothing was fetched; it all came in the link.',
  'opening.missing':
    '{count, plural, one {The link names # file it could not carry. Drop it in again to see the rest:} other {The link names # files it could not carry. Drop them in again to see the rest:}}',
  'opening.bad':
    'This link could not be opened: {reason} The page is empty and ready: add files to start, or ask for the link again.',
  'opening.reason.too-long': 'it is far longer than any link this app makes.',
  'opening.reason.invalid-base64': 'it holds characters a share link never has (cut or edited?).',
  'opening.reason.truncated': 'it was cut short (copy the whole link).',
  'opening.reason.corrupt': 'its data is damaged.',
  'opening.reason.too-large': 'it unpacks to more than this app accepts.',
  'opening.reason.invalid-json': 'its data is damaged.',
  'opening.reason.invalid-state': 'its content is not what a share link holds.',
  'opening.reason.unknown-version':
    'it was made by a newer version of this app (reload to get the newest version).',

  'kept.label': 'Kept files',
  'kept.note':
    '{count, plural, one {# file is kept in this browser only} other {# files are kept in this browser only}}, so a reload brings {count, plural, one {it} other {them}} back. Nothing is uploaded.',
  'kept.forget': 'Forget',
  'kept.forgotten':
    'Forgotten: the files were deleted from this browser’s storage. They stay on this page until you reload or leave.',
  'kept.unavailable':
    'This browser cannot keep files (a private window?): they will not come back after a reload.',
  'kept.error.quota':
    'This browser has no room left to keep a file: it stays on this page but will not come back after a reload. Forget files or free some disk space.',
  'kept.error.failed':
    'A file could not be kept in this browser: it stays on this page but will not come back after a reload.',

  'input.heading': 'Add files',
  'input.paste.label': 'Paste robots.txt, a sitemap or a URL list',
  'input.paste.placeholder':
    'User-agent: *\nDisallow: /cart/\nSitemap: https://www.example.com/sitemap.xml',
  'input.paste.submit': 'Inspect pasted text',
  'input.paste.empty':
    'Nothing to inspect: the paste box is empty (0 bytes). Paste robots.txt, sitemap XML or a list of URLs first.',
  'input.paste.added': 'Added the pasted text as “{name}”.',
  'input.paste.name': 'pasted text {number}',
  'input.paste.robotsName': 'robots.txt ({host})',
  'input.upload': 'Upload files',
  'input.folder': 'Upload a folder',
  'input.upload.hint':
    'Several at once: .xml, .gz, .txt, .zip, .tar, .tgz or anything else. The format is detected from the content, not the name.',
  'input.drop.hint': 'Or drop files anywhere on this page.',
  'input.added': 'Files added: {count}.',
  'site.heading': 'Start from a site',
  'site.bookmarklet': 'Inspect this site',
  'site.bookmarklet.hint':
    "Drag this link to your bookmarks bar, then run it on the site: it reads the site's robots.txt and sitemaps there and brings them here.",
  'site.console.summary':
    'Bookmarklets blocked on that site? Paste this into its browser console instead',
  'site.console.label': 'Console snippet',
  'site.received': 'Received {count, plural, one {# file} other {# files}} from {origin}',
  'site.notLoaded':
    "{count, plural, one {# sitemap is} other {# sitemaps are}} on another origin, which the site's page may not read: not loaded. Fetch them with {command}",
  'site.rejected': 'Ignored a message from {origin}: not a set of files this page accepts.',
  'drop.overlay': 'Drop the files to inspect them',

  'files.heading': 'Files',
  'files.empty': 'No files yet. Paste text, upload files, drop them here, or load the demo.',
  'files.remove': 'Remove {name}',
  'files.removeVisible': 'Remove',
  'files.cancel': 'Cancel reading {name}',
  'files.cancelVisible': 'Cancel',
  'files.countingProblems': 'Counting problems…',
  'files.cancelAll': 'Cancel all',
  'files.readAs': 'Read as',
  'files.readAs.detect': 'detected from the content',
  'files.readAs.robots': 'robots.txt',
  'files.progress': 'Reading {name}',
  'files.size': '{size}',

  'format.gzip': 'gzip',
  'format.zip': 'zip archive',
  'format.tar': 'tar archive',
  'format.tarGz': 'tar.gz archive',
  'format.xml': 'XML',
  'format.text': 'plain text',
  'format.unknown': 'unknown format',
  'format.empty': 'empty',
  'format.pending': 'detecting…',

  'status.queued': 'Waiting to be read…',
  'status.reading': 'Reading: {read} of {total}.',
  'status.large':
    'Large file ({size}): read in the background, one slice at a time; the page stays usable and you can cancel.',
  'status.gzip': 'gzip-compressed: decompressed, then the sitemap inside is read.',
  'status.zip': 'zip archive: each file inside is read on its own.',
  'status.tar': 'tar archive: each file inside is read on its own.',
  'status.archiveOf':
    '{container} archive of {count, plural, one {# file} other {# files}}: each file inside is read on its own.',
  'status.xml': 'XML: read as a sitemap, a sitemap index or a feed.',
  'status.text': 'Plain text: read as a robots.txt or a list of URLs.',
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
  'error.export-stale': 'A file was removed during the export: export again.',

  'tabs.label': 'Views',
  'app.privacyBadge': 'Files stay in this browser',
  'overview.heading': 'Overview',
  'overview.files': '{count, plural, one {# file} other {# files}}',
  'overview.urls': '{count, plural, one {# URL} other {# URLs}}',
  'overview.sitemaps': '{count, plural, one {# sitemap} other {# sitemaps}}',
  'overview.problems': '{count, plural, one {# problem} other {# problems}}',
  'overview.error': '{count, plural, =0 {No errors} one {# error} other {# errors}}',
  'overview.warning': '{count, plural, =0 {No warnings} one {# warning} other {# warnings}}',
  'overview.info': '{count, plural, =0 {No notes} one {# note} other {# notes}}',
  'overview.counting': 'Counting problems…',
  'overview.noRobots': 'No robots.txt loaded',
  'overview.blocked':
    '{count, plural, =0 {No URL blocked for {agent}} one {# URL blocked for {agent}} other {# URLs blocked for {agent}}}',
  'overview.lastmod': 'lastmod: {verdict}',
  'urls.columns': 'Columns',
  'urls.columns.ignored': 'Google ignores changefreq and priority.',
  'problems.filters': 'Problem filters',
  'problems.filter.severity': 'Severity',
  'problems.filter.anySeverity': 'Any severity',
  'problems.filter.severityOption': '{severity} ({count})',
  'problems.filter.file': 'File',
  'problems.filter.code': 'Code',
  'problems.filter.anyCode': 'Any code',
  'problems.filter.clear': 'Show every problem',
  'problems.openAll': 'Open all',
  'problems.foldAll': 'Fold all',
  'problems.shownGroups': '{shown} of {count} codes shown',
  'problems.allGroups':
    '{count, plural, one {# code} other {# codes}}, {total, plural, one {# problem} other {# problems}}',
  'wb.detail.excerpt': 'robots.txt around line {line}',
  'wb.detail.showInEditor': 'Show in editor',
  'wb.lint.summary':
    '{error, plural, =0 {No errors} one {# error} other {# errors}}, {warning, plural, =0 {no warnings} one {# warning} other {# warnings}}, {info, plural, =0 {no notes} one {# note} other {# notes}}',
  'tab.tree': 'Index tree',
  'tab.urls': 'URLs',
  'tab.lastmod': 'Lastmod',
  'tab.robots': 'robots.txt',
  'tab.problems': 'Problems',
  'empty.noFiles': 'Nothing is loaded yet. Add files or load the demo to fill this view.',
  'empty.loaded': 'Files loaded: {count}. See the file list for what each one is.',
  'empty.tree':
    'Every sitemap index and every robots.txt with Sitemap: lines appears here as a tree of its children (present, missing or failed). Add a sitemap index or a robots.txt to see it.',
  'empty.urls':
    'Every URL appears here with its lastmod, changefreq, priority and file, sortable and filterable. Add a sitemap, a URL list or an archive of them.',
  'empty.lastmod':
    'The lastmod histogram, the coverage of lastmod and a verdict on whether it can be trusted appear here. Add a sitemap, a sitemap index or a feed.',
  'empty.robots':
    'The robots.txt workbench: type or load a robots.txt, test paths per crawler and see the deciding line, keep expectations, compare versions.',
  'empty.problems':
    'Protocol problems, grouped by code with file, line and a fix, appear here once a file is read.',

  // Inspector views: URL table, filters, sections, index tree, problems.
  'urls.count.all': '{total} URLs',
  'urls.count.one': '1 URL',
  'urls.count.filtered': '{matching} of {total} URLs',
  'urls.loading': 'Loading rows…',
  'urls.none': 'No URL matches these filters.',
  'urls.empty': 'No URLs yet: load a sitemap, a sitemap archive or a URL list.',
  'urls.table': 'URLs',
  'urls.col.loc': 'URL',
  'urls.col.lastmod': 'Lastmod',
  'urls.col.changefreq': 'Changefreq',
  'urls.col.priority': 'Priority',
  'urls.col.file': 'File',
  'urls.col.images': 'Images',
  'urls.col.alternates': 'Alternates',
  'urls.col.problems': 'Problems',
  'urls.col.actions': 'Actions',
  'urls.sort.ascending': 'sorted ascending',
  'urls.sort.descending': 'sorted descending',
  'urls.copy': 'Copy',
  'detail.title': 'URL details',
  'detail.close': 'Close details',
  'detail.exact': 'As listed (copied and exported)',
  'detail.none': '—',
  'detail.listedAt': 'Listed at',
  'detail.position': '{file}, line {line}, column {column}',
  'detail.problems': 'Problems: {count}',
  'detail.robots': 'robots.txt for {agent}',
  'detail.robots.value': '{verdict}: {why}',
  'detail.robots.rule': '{file} line {line}, {rule}',
  'detail.reading': 'Reading the images, alternates, news and video of this URL from its file…',
  'detail.gone': "This URL's file was removed: its details are no longer loaded.",
  'detail.noExtensions':
    'This kind of file (a text sitemap, RSS or Atom feed) lists no images, alternates, news or video.',
  'detail.notFound':
    'The entry was not found again in its file. The table counted {images, plural, one {# image} other {# images}} and {alternates, plural, one {# alternate} other {# alternates}}.',
  'detail.noneListed': 'No images, alternates, news or video are listed for this URL.',
  'detail.more': 'Showing the first {shown} of {count}.',
  'detail.images': 'Images ({count})',
  'detail.image.loc': 'Image URL',
  'detail.image.title': 'Title',
  'detail.image.caption': 'Caption',
  'detail.alternates': 'Language versions, hreflang → URL ({count})',
  'detail.news': 'News ({count})',
  'detail.news.name': 'Publication',
  'detail.news.language': 'Language',
  'detail.news.date': 'Publication date',
  'detail.news.title': 'Title',
  'detail.videos': 'Videos ({count})',
  'detail.video.title': 'Title',
  'detail.video.contentLoc': 'Content URL',
  'detail.video.playerLoc': 'Player URL',
  'detail.video.thumbnailLoc': 'Thumbnail',
  'detail.video.description': 'Description',
  'urls.col.resize':
    'Drag to resize; double-click to reset. With the keyboard: Shift+← or Shift+→ on the header',
  'urls.grid.help':
    'Arrow keys move between cells, Page Up and Page Down by a page, Enter sorts a column or opens the row detail.',
  'urls.decoded': 'decoded',
  'urls.decoded.title': 'Shown decoded for reading; listed as {url} (Copy and export keep this)',
  'urls.copy.label': 'Copy {url}',
  'urls.copied': 'Copied',
  'urls.open.label': 'Open {url} in a new tab',
  'urls.export.label': 'Export the rows shown',
  'urls.export.csv': 'Export CSV',
  'urls.export.parquet': 'Export Parquet',
  'urls.export.tsv': 'Export TSV',
  'urls.export.urls': 'Export URL list',
  'urls.export.running': 'Exporting: {done} of {total} rows…',
  'urls.export.done': 'Exported {total, plural, one {# row} other {# rows}} as {file}.',
  'urls.export.failed': 'The export failed: {detail}',
  'urls.col.robots': 'robots.txt',
  'urls.robots.allowed': 'Allowed',
  'urls.robots.blocked': 'Blocked',
  'urls.robots.not-covered': 'Not covered',
  'urls.robots.line': 'Decided by robots.txt line {line}',
  'urls.robots.noRule': 'No rule matched: allowed',
  'urls.robots.otherSite': 'On another site: this robots.txt does not govern it',
  'filters.robotsVerdict': 'robots.txt verdict',
  'filters.robotsVerdict.any': 'Any',
  'filters.robotsAgent': 'Crawler for robots.txt check',
  'crosscheck.label': 'robots.txt check of the sitemap URLs',
  'crosscheck.checking': 'Checking every URL against robots.txt…',
  'crosscheck.noRobots': 'No robots.txt is loaded: add one to check every sitemap URL against it.',
  'crosscheck.noneBlocked': 'No sitemap URL is blocked for {agent} by {robots}.',
  'crosscheck.blocked':
    '{count, plural, one {# sitemap URL is} other {# sitemap URLs are}} blocked for {agent} by {robots} (Search Console: "URL blocked by robots.txt").',
  'crosscheck.line': 'line {line} {rule}: {count, plural, one {# URL} other {# URLs}}',
  'crosscheck.notCovered':
    '{count, plural, one {# URL is} other {# URLs are}} on another site than {site}: not covered by this robots.txt.',
  'filters.label': 'Filters',
  'filters.text': 'Filter URLs',
  'filters.text.hint':
    'Text to find in the URL (case-insensitive unless it has capitals), or a regular expression between slashes: /\\/blog\\/20(23|24)/',
  'filters.file': 'File',
  'filters.file.all': 'All files',
  'filters.host': 'Host',
  'filters.host.all': 'All hosts',
  'filters.problem': 'Problem',
  'filters.problem.all': 'Any or none',
  'filters.lastmodFrom': 'Lastmod from',
  'filters.lastmodTo': 'Lastmod to',
  'filters.includeNoLastmod': 'Include URLs without lastmod',
  'filters.document': 'Showing only: {name}',
  'filters.section': 'Section: {section}',
  'filters.clear': 'Clear filters',
  'filters.remove': 'Remove filter: {name}',
  'query.regex-invalid': 'Not a valid regular expression: {detail}',
  'query.regex-unsupported':
    'This regular expression uses {feature} ({fragment}). Filters run on RE2, which matches in linear time so that no pattern can hang the page; to do so it leaves out backreferences (\\1, \\k<name>) and lookaround ((?=…), (?!…), (?<=…), (?<!…)). Rewrite the pattern without it.',
  'query.regex-feature.backreference': 'a backreference',
  'query.regex-feature.lookahead': 'a lookahead',
  'query.regex-feature.lookbehind': 'a lookbehind',
  'query.regex-too-slow':
    'The regular expression was stopped after testing {tested} of {total} URLs; the list is incomplete. Simplify the pattern.',
  'sections.heading': 'Sections',
  'sections.hint':
    'URLs by host and first directory: how the site is organised. Select one to filter the table.',
  'sections.item': '{name}: {count, plural, one {# URL} other {# URLs}}',
  'sections.top': '(top level)',
  'sections.noHost': '(no host)',
  'sections.more': 'and {count} more sections',
  'tree.label': 'Sitemap index tree',
  'tree.empty': 'No sitemap index or robots.txt with Sitemap: lines is loaded.',
  'tree.unlisted': 'Supplied but listed by no index or robots.txt',
  'tree.hint':
    'Arrow keys move, Right/Left open and close, Enter shows the node’s URLs in the URLs tab.',
  'tree.state.supplied': 'supplied',
  'tree.state.missing': 'missing: listed but not supplied; expected a file named {name}',
  'tree.state.failed': 'failed: supplied but could not be read',
  'tree.cycle': 'lists one of its own ancestors (a loop): not followed',
  'tree.repeat': 'listed again: its children are shown where it is first listed',
  'tree.truncated': 'more children not shown: the tree is too deep or too large',
  'tree.urls': '{count, plural, one {# URL} other {# URLs}}',
  'tree.problems': '{count, plural, one {# problem} other {# problems}}',
  'tree.lastmod': 'lastmod {lastmod}',
  'tree.kind.robots': 'robots.txt',
  'tree.kind.sitemapindex': 'sitemap index',
  'tree.kind.urlset': 'sitemap',
  'tree.kind.other': '{kind}',
  'tree.showUrls': 'Show URLs',
  'app.skipToResults': 'Skip to results',
  'inputs.summary.empty': 'Add files',
  'inputs.summary':
    '{count, plural, one {# file loaded} other {# files loaded}}: add or manage files',
  'inputs.summary.open':
    '{count, plural, one {# file loaded} other {# files loaded}}: fold the inputs away',
  'inputs.summary.problems':
    '{count, plural, one {# file loaded} other {# files loaded}}, {problems, plural, one {# problem} other {# problems}}: add or manage files',
  'inputs.summary.reading':
    'Reading {count, plural, one {# file} other {# files}}: show the inputs',
  'tree.assigned': 'assigned by hand',
  'tree.ambiguous': 'several files fit this URL; picked by its folder',
  'tree.assign.label': 'Assign a supplied file to {loc}',
  'tree.assign.none': 'Assign a file…',
  'tree.assign.undo': 'Undo assignment',
  'problems.heading': 'Problems',
  'problems.none': 'No problems found in the loaded files.',
  'problems.count': 'Occurrences: {count}',
  'problems.severity.error': 'Error',
  'problems.severity.warning': 'Warning',
  'problems.severity.info': 'Info',
  'problems.explanation': 'What it means',
  'problems.fix': 'How to fix it',
  'problems.at': '{file}, line {line}, column {column}',
  'problems.atFile': '{file}',
  'problems.atLine': '{file}, line {line}',
  'problems.showUrls': 'Show these URLs in the table ({count})',
  'problems.showLine': 'Show line',
  'problems.hideLine': 'Hide line',
  'problems.noSource': 'This line cannot be shown: the file is compressed or inside an archive.',
  'problems.pages': 'Occurrences of {code}',
  'problems.previous': 'Previous',
  'problems.next': 'Next',
  'problems.last': 'Last',
  'problems.range': '{from}–{to} of {count}',
  'aiCrawlers.caption': 'AI crawlers',
  'aiCrawlers.reviewed':
    'The list was reviewed {date}; check the operators’ pages before relying on it. Each crawler is judged on the site root and a sample of each top-level section of the loaded sitemaps.',
  'aiCrawlers.noRobots': 'No robots.txt is loaded: add one to see which AI crawlers it lets in.',
  'aiCrawlers.loading': 'Checking the AI crawlers…',
  'aiCrawlers.using': 'For {name}, governing {site}.',
  'aiCrawlers.usingNoSite': 'For {name}.',
  'aiCrawlers.col.token': 'Crawler',
  'aiCrawlers.col.operator': 'Operator',
  'aiCrawlers.col.feeds': 'What it feeds',
  'aiCrawlers.col.root': 'Site root /',
  'aiCrawlers.col.section': '{path} ({count, plural, one {# URL} other {# URLs}})',
  'aiCrawlers.col.docs': 'Operator’s documentation',
  'aiCrawlers.purpose.training': 'Model training',
  'aiCrawlers.purpose.ai-search': 'AI search results',
  'aiCrawlers.purpose.user-fetch': 'Pages a user asks for',
  'aiCrawlers.purpose.control-token': 'Control token only',
  'aiCrawlers.fetchedBy':
    '{crawler} does the fetching; this token says how the content may be used.',
  'aiCrawlers.mayIgnore':
    'Fetches a user triggers: the operator says robots.txt may not apply, so a block may not stop them.',
  'aiCrawlers.level.allowed': 'Allowed',
  'aiCrawlers.level.partly-blocked': 'Partly blocked',
  'aiCrawlers.level.blocked': 'Blocked',
  'aiCrawlers.line': 'line {line}',
  'aiCrawlers.lines': 'lines {lines}',
  'aiCrawlers.noRule': 'no rule matched',
  'aiCrawlers.noDocs': 'none published',
  'aiCrawlers.col.preferences': 'Preferences (not permissions)',
  'aiCrawlers.group': 'Follows the {token} group',
  'aiCrawlers.pref.none': 'none stated',
  'aiCrawlers.pref.search.yes': 'asks to be used for search',
  'aiCrawlers.pref.search.no': 'asks not to be used for search',
  'aiCrawlers.pref.ai-input.yes': 'asks to be used as AI input',
  'aiCrawlers.pref.ai-input.no': 'asks not to be used as AI input',
  'aiCrawlers.pref.train-ai.yes': 'asks to be used for training',
  'aiCrawlers.pref.train-ai.no': 'asks not to be used for training',
  'aiCrawlers.pref.paths': 'Other preferences for narrower paths: {lines}',
  'sitemapLines.heading': 'Sitemap: lines',
  'sitemapLines.none':
    'This robots.txt has no Sitemap: lines. Add one per sitemap, as a full URL, so crawlers find them.',
  'sitemapLines.line': 'Line {line}',
  'sitemapLines.status.loaded': 'loaded',
  'sitemapLines.status.not-loaded': 'not loaded: add this sitemap to check its URLs too',
  'sitemapLines.status.invalid': 'invalid',
  'sitemapLines.reason.relative-url': 'a relative URL: write the full URL (https://…)',
  'sitemapLines.reason.not-a-url': 'not a URL',
  'sitemapLines.reason.not-http': 'not an http or https URL: sitemaps are fetched over http(s)',
  'sitemapLines.reason.other-host':
    'on another host ({host}): allowed as a cross-site submission, but the URLs it lists must be on this site',
  'files.result':
    '{kind}: {urls, plural, one {# URL} other {# URLs}}, {problems, plural, one {# problem} other {# problems}}',
  'files.result.sitemaps':
    '{kind}: {sitemaps, plural, one {# sitemap} other {# sitemaps}} listed, {problems, plural, one {# problem} other {# problems}}',
  'files.progress.detail':
    '{read} read, {inflated} inflated, {urls, plural, one {# URL} other {# URLs}} found',
  'files.progress.plain': '{read} read, {urls, plural, one {# URL} other {# URLs}} found',
  'files.result.robots':
    '{kind}: {groups, plural, one {# group} other {# groups}}, {rules, plural, one {# rule} other {# rules}}, {sitemaps, plural, one {# sitemap} other {# sitemaps}}, {problems, plural, one {# problem} other {# problems}}',
  'files.member.line': '{member}: {message}',
  'files.result.archive': 'archive of {count, plural, one {# file} other {# files}}',
  'kind.urlset': 'Sitemap',
  'kind.sitemapindex': 'Sitemap index',
  'kind.text': 'URL list',
  'kind.rss': 'RSS feed',
  'kind.atom': 'Atom feed',
  'kind.robots': 'robots.txt',
  'kind.archive': 'Archive',
  'kind.unknown': 'Not a sitemap',
  // The Lastmod view: histogram, coverage, trust verdict and its rules, per-file table.
  'lastmod.scope': 'Describe',
  'lastmod.scope.all': 'All URLs',
  'lastmod.scope.filter': 'The URL table’s current filter',
  'lastmod.scope.file': 'File: {name}',
  'lastmod.loading': 'Counting lastmod values…',

  'lastmod.chart.name':
    'Lastmod histogram: {count, plural, one {# URL} other {# URLs}} from {from} to {to}, by {unit}',
  'lastmod.chart.empty':
    'Lastmod histogram: no URL in this selection has a valid lastmod, so there is nothing to draw.',
  'lastmod.unit.hour': 'hour',
  'lastmod.unit.day': 'day',
  'lastmod.unit.week': 'week',
  'lastmod.unit.month': 'month',
  'lastmod.unit.year': 'year',
  'lastmod.unit.years': '{step} years',
  'lastmod.bars.label': 'Histogram bars',
  'lastmod.bars.hint':
    'Hover or use the arrow keys to read a bar; drag, or Shift+arrows, to select a period; Enter shows its URLs in the URL table.',
  'lastmod.bar': '{period}: {count, plural, one {# URL} other {# URLs}}',
  'lastmod.bar.week': 'week of {day}',
  'lastmod.selection': 'Selected: {from} to {to}, {count, plural, one {# URL} other {# URLs}}',
  'lastmod.selection.show': 'Show these URLs',
  'lastmod.selection.clear': 'Clear selection',
  'lastmod.beside': 'Not in the chart',
  'lastmod.beside.absent': 'Without lastmod: {count}',
  'lastmod.beside.invalid': 'Invalid lastmod: {count}',
  'lastmod.beside.future': 'In the future: {count}',

  'lastmod.coverage':
    '{withLastmod} of {rows, plural, one {# URL} other {# URLs}} {withLastmod, plural, one {has} other {have}} lastmod; {distinct, plural, one {# distinct value} other {# distinct values}}; the most common value holds {share} %',
  'lastmod.coverage.none':
    '{withLastmod} of {rows, plural, one {# URL} other {# URLs}} {withLastmod, plural, one {has} other {have}} lastmod',

  'lastmod.verdict.heading': 'Can this lastmod be trusted?',
  'lastmod.verdict.usable': 'Usable',
  'lastmod.verdict.doubtful': 'Doubtful',
  'lastmod.verdict.unusable': 'Unusable',
  'lastmod.action.usable': 'What to do: use lastmod to schedule re-crawls.',
  'lastmod.action.doubtful': 'What to do: verify a sample of pages before trusting it.',
  'lastmod.action.unusable': 'What to do: do not use it; re-crawl by other signals.',
  'lastmod.reason.files':
    'found in {count, plural, one {# file} other {# files}} holding {urls} of {total, plural, one {# URL} other {# URLs}}',
  'lastmod.reasons.none': 'No reason for doubt was found.',
  'lastmod.effect.unusable': 'makes it unusable',
  'lastmod.effect.doubtful': 'makes it doubtful',
  'lastmod.effect.note': 'a note; the verdict stays',
  'lastmod.total': 'All files together:',

  'lastmod.rules.summary': 'How the verdict is decided',
  'lastmod.rules.intro':
    'The verdict is the worst effect among the reasons found. The same rules, with why each number was chosen, are in docs/lastmod.md.',
  'lastmod.rules.absent':
    'absent: fewer than {unusable} % of entries have lastmod → unusable; fewer than {doubtful} % → doubtful.',
  'lastmod.rules.generation-time':
    'generation-time: the largest group of values within {seconds} seconds of each other holds {unusable} % or more of dated entries → unusable; {doubtful} % or more → doubtful (from {minimum} dated entries up).',
  'lastmod.rules.few-distinct':
    'few-distinct: {minimum} or more dated entries with at most {values} distinct values → doubtful.',
  'lastmod.rules.future':
    'future: any date after the time of inspection → doubtful; {unusable} % or more of dated entries → unusable.',
  'lastmod.rules.date-only':
    'date-only: {share} % or more give only a day, no time → a note (same-day changes are invisible).',
  'lastmod.rules.index-mismatch':
    'index-mismatch: an index gives a sitemap a lastmod more than {seconds} seconds older than the newest lastmod inside it → doubtful.',
  'lastmod.rules.invalid':
    'invalid: {doubtful} % or more of the values are not W3C Datetimes → doubtful; {unusable} % or more → unusable.',
  'lastmod.rules.site':
    'All files together: every URL as one sample, plus each reason of files holding {share} % or more of all URLs (doubtful at most, unless they hold {full} % or more).',

  'lastmod.files.heading': 'Per file',
  'lastmod.files.caption': 'Lastmod figures and verdict of each file',
  'lastmod.files.empty': 'No sitemap, index or feed in this selection.',
  'lastmod.col.name': 'File',
  'lastmod.col.rows': 'Entries',
  'lastmod.col.withLastmod': 'With lastmod',
  'lastmod.col.distinct': 'Distinct',
  'lastmod.col.mostCommon': 'Most common',
  'lastmod.col.invalid': 'Invalid',
  'lastmod.col.future': 'Future',
  'lastmod.col.verdict': 'Verdict',
  'lastmod.percent': '{value} %',

  'lastmod.since': 'Changed since',
  'lastmod.since.time': 'at (UTC, optional)',
  'lastmod.since.hint':
    'UTC. Keeps URLs whose lastmod is later; URLs without lastmod are kept too, because they cannot be ruled out.',
  'lastmod.since.exclude': 'Exclude URLs without lastmod',
  'lastmod.since.counts':
    'Newer: {newer}; without lastmod: {without} (cannot be ruled out); not newer: {older}.',
  'lastmod.since.show': 'Show in the URL table',
  'filters.changedSince': 'Changed since {since} UTC',
  'filters.changedSince.withNone': 'Changed since {since} UTC, or without lastmod',
  'filters.lastmodRange': 'Lastmod {from} to {to}',

  // The robots.txt workbench (src/ui/robots-workbench/).
  'wb.loading': 'Loading the robots.txt workbench…',
  'wb.editor.region': 'robots.txt editor',
  'wb.editor.label': 'robots.txt',
  'wb.editor.cut':
    'The text was cut at {count} characters: Google reads only the first 500 KiB of a robots.txt, so the rest cannot matter.',
  'wb.editor.placeholder':
    'Type or paste a robots.txt, e.g. User-agent: * then Disallow: /private/',
  'wb.inputs.region': 'What to test',
  'wb.diagnostic.withFix': '{message}\nFix: {fix}',
  'wb.source.label': 'robots.txt to use',
  'wb.source.scratch': 'Typed here (from scratch)',
  'wb.source.scratchName': 'typed robots.txt',
  'wb.source.none':
    'No robots.txt is loaded: type one in the editor, or add a file (it then appears in this list).',
  'wb.source.unavailable':
    'This robots.txt cannot be opened here (it is inside an archive or compressed): extract it and add it on its own.',
  'wb.source.truncated':
    'Only the first 2 MB of this file are shown: Google reads only the first 500 KiB anyway.',
  'wb.lint.none': 'No problems found in this robots.txt.',
  'wb.lint.label': '{count, plural, one {# problem} other {# problems}} in this robots.txt',
  'wb.lint.error': 'Error',
  'wb.lint.warning': 'Warning',
  'wb.lint.info': 'Note',
  'wb.lint.line': 'line {line}',
  'wb.lint.file': 'whole file',
  'wb.lint.fix': 'Fix: {fix}',
  'wb.site.label': 'Site',
  'wb.site.fromLines':
    'Inferred from its Sitemap: lines: {origin}. Type another site to change it.',
  'wb.site.fromUrls':
    'Inferred from the loaded sitemaps’ most common host: {origin}. Type another site to change it.',
  'wb.site.none':
    'No site known: full URLs of any site are tested by their path. Type the site (such as https://www.example.com) to mark other sites as not covered.',
  'wb.site.typed': 'Paths are tested on this site; full URLs of other sites are not covered.',
  'wb.test.label': 'URLs to test',
  'wb.test.hint':
    'Paths (/search?q=x) or full URLs, one per line, up to 100,000. Lines starting with # are skipped.',
  'wb.test.placeholder': '/\n/search?q=shoes\nhttps://www.example.com/cart/',
  'wb.test.lineError': 'Line {line}: {message}',
  'wb.test.moreErrors': '{count, plural, one {# more line} other {# more lines}} with an error.',
  'wb.test.dropped':
    '{count, plural, one {# line} other {# lines}} past the 100,000-line limit {count, plural, one {was} other {were}} not tested.',
  'wb.crawler.label': 'Crawler',
  'wb.crawler.ai': 'AI crawlers ({checked} of {count} chosen)',
  'wb.crawler.typed': 'Other crawlers (product tokens, separated by commas)',
  'wb.crawler.typedPlaceholder': 'Slurp, DuckDuckBot',
  'wb.matrix.heading': 'Verdicts',
  'wb.matrix.label': 'Verdict per URL and crawler',
  'wb.matrix.url': 'URL',
  'wb.matrix.loading': 'Checking…',
  'wb.matrix.empty':
    'Type paths or URLs under “URLs to test” to see whether each crawler may fetch them.',
  'wb.matrix.noCrawler': 'Choose at least one crawler.',
  'wb.matrix.capped':
    'Showing the first {shown} of {count, plural, one {# tested line} other {# tested lines}}; the blocked counts cover them all.',
  'wb.matrix.follows': 'follows {token}',
  'wb.matrix.blockedCount': '{count, plural, one {# blocked} other {# blocked}}',
  'wb.verdict.allowed': 'Allowed',
  'wb.verdict.blocked': 'Blocked',
  'wb.verdict.notCovered': 'Not covered',
  'wb.verdict.invalid': 'Invalid',
  'wb.cell.line': 'line {line}',
  'wb.cell.noRule': 'no rule matched',
  'wb.cell.status.serverError': 'server error',
  'wb.cell.status.unreachable': 'robots.txt unreachable',
  'wb.cell.status.noFile': 'no robots.txt',
  'wb.matrix.asIf.disallow':
    'Verdicts as if /robots.txt answered {status}: Google crawls nothing for the first {hours, plural, one {# hour} other {# hours}}.',
  'wb.matrix.asIf.unreachable':
    'Verdicts as if /robots.txt could not be reached: Google crawls nothing for the first {hours, plural, one {# hour} other {# hours}}.',
  'wb.matrix.asIf.allow':
    'Verdicts as if /robots.txt answered {status}: Google follows no rules and crawls everything.',
  'wb.cell.pass': '· expectation met',
  'wb.cell.fail': '· fails: must be {expected}',
  'wb.detail.label': 'Selected cell',
  'wb.detail.heading': '{url} for {agent}',
  'wb.detail.groupFollowed':
    '{agent} has no group of its own, so it follows the {token} group, as its operator documents (User-agent on line {lines}).',
  'wb.detail.groupSpecific': '{agent} obeys its own group (User-agent on line {lines}).',
  'wb.detail.groupGlobal':
    'No group names {agent}, so it obeys the * group (User-agent on line {lines}).',
  'wb.detail.groupNone':
    'No group applies to {agent} and there is no * group: everything is allowed.',
  'wb.detail.otherSite':
    'Not covered: {origin} is another site. This robots.txt governs {site} only (RFC 9309 §2.3).',
  'wb.detail.expectAllow': 'Must be allowed',
  'wb.detail.expectBlock': 'Must be blocked',
  'wb.expect.heading': 'Expectations',
  'wb.expect.hint':
    'What must stay true: one per line, allow or block, a crawler, a path or URL. Select a cell above to add one. The same file works with npm run inspect -- --expect.',
  'wb.expect.label': 'Expectations file',
  'wb.expect.allow': 'allowed',
  'wb.expect.block': 'blocked',
  'wb.expect.error': 'Line {line}: {message}',
  'wb.expect.export': 'Export expectations',
  'wb.expect.import': 'Import expectations',
  'wb.expect.results': 'Expectation results',
  'wb.expect.passLine': 'Passes: {url} must be {expected} for {agent}; it is {actual}.',
  'wb.expect.failLine': 'Fails: {url} must be {expected} for {agent}, but it is {actual}.',
  'wb.summary.none': 'No expectations yet.',
  'wb.summary.allPass':
    'All {count, plural, one {# expectation passes} other {# expectations pass}}.',
  'wb.summary.fail':
    '{failed} of {count, plural, one {# expectation fails} other {# expectations fail}}.',
  'wb.summary.pending': 'Checking…',
  'wb.compare.heading': 'Compare versions',
  'wb.compare.inactive':
    'The version before is kept when you edit the opened file or choose another robots.txt, or now with the button.',
  'wb.compare.active':
    'Comparing the kept version (before) with the editor (after) for the URLs and crawlers above.',
  'wb.compare.keep': 'Keep this version as “before”',
  'wb.compare.stop': 'Stop comparing',
  'wb.compare.count':
    '{count, plural, one {# cell (URL and crawler) changes} other {# cells (URL and crawler) change}} verdict.',
  'wb.compare.capped': 'Showing the first {shown}.',
  'wb.compare.tableLabel': 'Changed verdicts',
  'wb.compare.crawler': 'Crawler',
  'wb.compare.before': 'Before',
  'wb.compare.after': 'After',
  'wb.status.heading': 'If the server answers…',
  'wb.status.label': 'HTTP answer for /robots.txt',
  'wb.status.phase': 'From {from} to {to}:',
  'wb.status.phaseFrom': 'From {from} on:',
  'wb.status.hours': '{count, plural, one {# hour} other {# hours}}',
  'wb.status.days': '{count, plural, one {# day} other {# days}}',
  'wb.status.cache':
    'Google may keep a fetched robots.txt for up to {hours} hours before fetching it again.',

  // Core's workbench messages, by code (core/robots/robots-messages.ts; robots-message-text.ts).
  'core.url.noScheme': 'it does not start with a scheme such as https://',
  'core.url.badPort': '"{value}" is not a port number',
  'core.url.noHost': 'it has no host name',
  'core.url.badHost': '"{value}" is not a host name',
  'core.site.empty': 'Enter a site such as https://www.example.com',
  'core.site.invalid': 'Not a site: {reason}',
  'core.site.scheme': 'robots.txt rules are for http and https sites, not {scheme}',
  'core.expect.keyword': '"{value}" is not allow or block.',
  'core.expect.fields': 'Expected three fields: allow|block, a crawler token, a path or URL.',
  'core.expect.tooMany': 'Too many fields: a path or URL has no spaces (write %20).',
  'core.token.empty': 'Enter a product token such as Googlebot.',
  'core.token.space':
    '"{value}" has a space: a product token is letters, "-" and "_" only (RFC 9309 §2.2.1).',
  'core.token.nonAscii':
    '"{value}" has non-ASCII characters: a product token is A–Z, a–z, "-" and "_" only (RFC 9309 §2.2.1).',
  'core.token.digit':
    '"{value}" has a digit: a product token is letters, "-" and "_" only (RFC 9309 §2.2.1).',
  'core.token.char':
    '"{value}" has "{char}": a product token is letters, "-" and "_" only (RFC 9309 §2.2.1).',
  'core.token.part': ' Google matches only the token part: {part}.',
  'core.target.empty': 'The line is empty.',
  'core.target.space': 'A URL has no spaces: write a space as %20.',
  'core.target.control': 'The line holds control characters.',
  'core.target.notHttp': 'Not an http or https URL: robots.txt covers web pages only.',
  'core.target.hostOnly':
    'Looks like a host name without a scheme: write https://… or start a path with /.',
  'core.target.neither': 'Neither a path (starting with /) nor a full URL (https://…).',
  'core.target.notUrl': 'Not a URL: {reason}.',
  'core.target.scheme': 'robots.txt covers http and https URLs, not {scheme}.',
  'core.ignored.midLine':
    'Google reads only the first {kib} KiB: line {line} is cut short and everything after it is ignored.',
  'core.ignored.fromLine':
    'Google reads only the first {kib} KiB: line {line} and everything after it are ignored.',
  'core.group.starUnused':
    'The * group (line {starLines}) was not used: a group names this crawler ({named}), and a crawler obeys only its own group; nothing is inherited from *.',
  'core.group.lines': 'line {lines}',
  // The rule review (RuleReviewTable.tsx): seed 004's review list against the sitemaps.
  'review.heading': 'Rule review',
  'review.intro':
    'What each rule decides among the loaded sitemap URLs. Go through it twice a year and after a site change: every rule should be one you can explain.',
  'review.agent': 'Crawler for the review',
  'review.checking': 'Checking every sitemap URL against each rule…',
  'review.noRobots': 'No robots.txt to review: load one or type one above.',
  'review.noRules': 'This robots.txt has no Allow or Disallow rule.',
  'review.caption': 'Rules and the sitemap URLs they decide',
  'review.col.line': 'Line',
  'review.col.rule': 'Rule',
  'review.col.decided': 'Sitemap URLs decided',
  'review.col.caseOnly': 'Missed by letter case',
  'review.col.notes': 'Notes',
  'review.allowedCount': '{count, plural, =0 {none} one {# allowed} other {# allowed}}',
  'review.blockedCount': '{count, plural, =0 {none} one {# blocked} other {# blocked}}',
  'review.otherGroup': 'another group',
  'review.groupNone': 'no group applies',
  'review.groupGlobal': 'the * group',
  'review.groupSpecific': 'the {token} group',
  'review.summary':
    '{count, plural, one {# sitemap URL} other {# sitemap URLs}} on {site} checked for {agent} ({group}).',
  'review.findings':
    '{idle, plural, =0 {Every rule of that group decides some URL} one {# rule decides none of them} other {# rules decide none of them}}; {caseSlips, plural, =0 {no rule misses URLs by letter case} one {# rule misses URLs only by letter case} other {# rules miss URLs only by letter case}}.',
  'review.note.caseOnly':
    'Misses {count, plural, one {# URL} other {# URLs}} only by letter case (for example {url}): paths are case-sensitive.',
  'review.note.idle':
    'Decides no sitemap URL. That is expected for pages kept out of sitemaps (a cart, search results); if it guards nothing else, remove it.',
  'review.note.revealing':
    'Names a place ("{word}") for everyone to read: close it with a password instead of listing it.',
  'review.notCovered':
    '{count, plural, one {# sitemap URL is} other {# sitemap URLs are}} not on {site}, so this file does not govern them.',
  'review.origins':
    'No robots.txt is loaded for these sitemap origins; each scheme, host and port needs its own:',
  'review.origin': '{origin} ({count, plural, one {# URL} other {# URLs}})',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
