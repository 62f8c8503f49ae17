/**
 * The Lastmod view's part of the English catalog (en.ts spreads it in): the histogram, the
 * coverage line, the trust verdict and its rules, the per-file table and "Changed since".
 */
export const enLastmod = {
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
  'lastmod.since.hint':
    'UTC. Keeps URLs whose lastmod is later; URLs without lastmod are kept too, because they cannot be ruled out.',
  'lastmod.since.exclude': 'Exclude URLs without lastmod',
  'lastmod.since.counts':
    'Newer: {newer}; without lastmod: {without} (cannot be ruled out); not newer: {older}.',
  'lastmod.since.show': 'Show in the URL table',
  'filters.changedSince': 'Changed since {since} UTC',
  'filters.changedSince.withNone': 'Changed since {since} UTC, or without lastmod',
  'filters.lastmodRange': 'Lastmod {from} to {to}',
} as const satisfies Record<string, string>;
