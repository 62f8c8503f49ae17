/**
 * The report a user hands over: one self-contained HTML file (styles inline, charts as SVG, no
 * script and nothing loaded from anywhere, printable to PDF with its print styles) holding every
 * figure the page shows of what is loaded, in one language, titled with the site's host and
 * naming what was loaded. The page downloads it and the command line writes it (`--report`)
 * from the same answer, so the two are the same report. Its lists keep to a page's worth and,
 * where they stop, say that every URL is in the workbook (report-sheets.ts).
 */
import { LANGUAGE_TAGS, type Translator } from '../i18n/i18n';
import type { ReportAnswer } from '../worker/protocol/report';
import { element, escapeHtml, textElement } from './report-markup';
import {
  changesSection,
  coverageSection,
  filesSection,
  hreflangSection,
  lastmodSection,
  overviewSection,
  problemsSection,
  robotsSection,
} from './report-sections';
import { logsSection } from './report-logs';
import { pageCheckSection } from './report-page-check';

/** Plain, printable, and legible in the three languages with the reader's own fonts. */
const STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans CJK JP", "Microsoft YaHei", sans-serif; line-height: 1.5; color: #1a1a1a; }
body { max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: 0.25rem; }
h2 { font-size: 1.3rem; border-bottom: 1px solid #ccc; padding-bottom: 0.2rem; margin-top: 2rem; }
h3 { font-size: 1.1rem; } h4 { font-size: 1rem; margin: 0.5rem 0 0.25rem; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }
.hint, .made, .loaded { color: #555; font-size: 0.9rem; }
.loaded { padding-inline-start: 1.2rem; overflow-wrap: anywhere; }
.figures { display: flex; flex-wrap: wrap; gap: 0.5rem; padding: 0; list-style: none; }
.figures li { border: 1px solid #bbb; border-radius: 0.3rem; padding: 0.25rem 0.6rem; }
.problems { list-style: none; padding: 0; }
.problem { border-left: 4px solid #888; padding-left: 0.75rem; margin-bottom: 1rem; }
.severity-error { border-color: #b00020; } .severity-warning { border-color: #b26a00; }
.examples { font-size: 0.9rem; overflow-wrap: anywhere; }
table { border-collapse: collapse; margin: 1rem 0; font-size: 0.9rem; }
caption { text-align: start; font-weight: 600; padding-bottom: 0.25rem; }
th, td { border: 1px solid #ccc; padding: 0.2rem 0.5rem; text-align: start; overflow-wrap: anywhere; }
td { font-variant-numeric: tabular-nums; }
.chart { max-width: 100%; height: auto; fill: #2f5d8a; }
@media print { body { margin: 0; max-width: none; } section { break-inside: avoid-page; } h2 { break-after: avoid; } a { color: inherit; } }
`;

export function reportHtml(answer: ReportAnswer, translator: Translator): string {
  const { t, formatDate, locale, intl } = translator;
  const sections = [
    overviewSection(answer, translator),
    problemsSection(answer, translator),
    lastmodSection(answer, translator),
    pageCheckSection(answer, translator),
    robotsSection(answer, translator),
    hreflangSection(answer, translator),
    coverageSection(answer, translator),
    logsSection(answer, translator),
    changesSection(answer, translator),
    filesSection(answer, translator),
  ].filter((part) => part !== null);
  const contents = sections
    .map(({ id, heading }) => `<li><a href="#${escapeHtml(id)}">${escapeHtml(heading)}</a></li>`)
    .join('');
  const body = sections
    .map(
      ({ id, heading, html }) =>
        `<section id="${escapeHtml(id)}"><h2>${escapeHtml(heading)}</h2>${html}</section>`,
    )
    .join('\n');
  const title = answer.host ? t('report.titleOf', { host: answer.host }) : t('report.title');
  const { loaded } = answer;
  const names = (list: readonly string[]) => intl.formatList(list, { type: 'unit' });
  const loadedItems = [
    t('report.loaded.files', { count: loaded.files.length, names: names(loaded.files) }),
    ...(loaded.crawl !== undefined ? [t('report.loaded.crawl', { name: loaded.crawl })] : []),
    ...(loaded.earlier ? [t('report.loaded.earlier', { names: names(loaded.earlier) })] : []),
  ];
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<header><h1>${escapeHtml(title)}</h1>
<p class="made">${escapeHtml(t('report.made', { date: formatDate(answer.takenMs, true) }))}</p>
${element('ul', loadedItems.map((item) => textElement('li', item)).join(''), 'loaded')}</header>
<nav aria-label="${escapeHtml(t('report.contents'))}"><ul>${contents}</ul></nav>
<main>
${body}
</main>
</body>
</html>
`;
}
