/**
 * The names a report is saved under (report-file-name.ts): the site's host and the day, in
 * UTC, as the report's "Made" line dates it. [expected, site, taken at, format]
 */
export const REPORT_FILE_NAMES: readonly [string, string, number, 'html' | 'xlsx'][] = [
  [
    'www.example.com-2026-12-07-report.html',
    'www.example.com',
    Date.UTC(2026, 11, 7, 23, 59),
    'html',
  ],
  ['www.example.com-2026-12-07-report.xlsx', 'www.example.com', Date.UTC(2026, 11, 7), 'xlsx'],
  // A port's colon is refused in a file name on Windows.
  ['localhost-8080-2026-01-02-report.html', 'localhost:8080', Date.UTC(2026, 0, 2), 'html'],
  // No URL to take a host from: the first file's base name, as the page gives it.
  ['robots-2026-01-02-report.html', 'robots', Date.UTC(2026, 0, 2), 'html'],
  ['sitemaps-2026-01-02-report.html', '', Date.UTC(2026, 0, 2), 'html'],
  // An internationalised host as the URL store keeps it (punycode).
  ['xn--r8jz45g.jp-2026-01-02-report.html', 'xn--r8jz45g.jp', Date.UTC(2026, 0, 2), 'html'],
];
