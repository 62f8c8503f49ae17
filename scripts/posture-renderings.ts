/**
 * The four renderings of `npm run inspect -- posture` (inspect-posture.ts): the crawler × site
 * table as text and Markdown, with what each site asks and its contradictions below, and the
 * JSON records and CSV rows of core posture-table.ts (which the page writes too).
 */
import { aiCrawlers } from '../src/core/robots/analyses/ai-crawlers';
import type { PostureCell } from '../src/core/robots/analyses/posture';
import {
  postureCsv as writePostureCsv,
  postureRecord,
  siteAsks,
  siteAsksText,
} from '../src/core/robots/analyses/posture-table';
import { createTranslator } from '../src/i18n/i18n';
import type { Locale } from './cli-messages';

/** One site's row of the table: what its robots.txt answered, and each crawler's cell. */
export interface SitePosture {
  readonly origin: string;
  readonly robotsUrl: string;
  /** `run-deadline`: the whole run's deadline passed before this robots.txt was read. */
  readonly robotsStatus: number | 'unreachable' | 'run-deadline';
  /** null: robots.txt could not be read (its status says why). */
  readonly cells: readonly PostureCell[] | null;
}

type Words = ReturnType<typeof createTranslator>['t'];

function cellWords(cell: PostureCell | undefined, site: SitePosture, t: Words): string {
  if (cell === undefined) return t('posture.access.unknown', { status: String(site.robotsStatus) });
  const word = {
    all: t('posture.access.all'),
    some: t('posture.access.some'),
    none: t('posture.access.none'),
    'not-applicable': t('posture.access.notApplicable'),
  }[cell.access];
  const lines = cell.lines.length > 0 ? ` (${cell.lines.join(', ')})` : '';
  return `${word}${cell.access === 'not-applicable' ? '' : lines}${cell.contradictions.length > 0 ? ' !' : ''}`;
}

/** Per site: what it asks, and its contradictions; a missing robots.txt said once. */
function notes(sites: readonly SitePosture[], t: Words): string[] {
  const out: string[] = [];
  for (const site of sites) {
    const status = site.robotsStatus;
    if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429)
      out.push(t('posture.robotsMissing', { site: site.origin, status: String(status) }));
    if (site.cells === null) continue;
    const asked = askedOf(site.cells);
    out.push(
      asked === ''
        ? t('posture.asksNothing', { site: site.origin })
        : t('posture.asks', { site: site.origin, preferences: asked }),
    );
    for (const cell of site.cells)
      for (const contradiction of cell.contradictions)
        out.push(
          t(
            contradiction === 'training-allowed-against-preference'
              ? 'posture.contradiction.training'
              : 'posture.contradiction.search',
            {
              site: site.origin,
              crawler: cell.token,
              access: cellWords(cell, site, t).replace(/ !$/, ''),
              lines: cell.contradictedLines.join(', '),
            },
          ),
        );
  }
  return out;
}

/** What the crawlers' groups ask for the whole site, as `train-ai=n, search=y (3, 4)`. */
const askedOf = (cells: readonly PostureCell[]) => siteAsksText(siteAsks(cells));

function table(sites: readonly SitePosture[], t: Words): string[][] {
  return [
    [t('posture.crawler'), ...sites.map((site) => site.origin)],
    ...aiCrawlers.map((crawler, row) => [
      crawler.token,
      ...sites.map((site) => cellWords(site.cells?.[row], site, t)),
    ]),
  ];
}

export function postureText(sites: readonly SitePosture[], locale: Locale): string {
  const { t } = createTranslator(locale);
  const rows = table(sites, t);
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const format = (row: readonly string[]) =>
    row.map((cell, col) => (col === row.length - 1 ? cell : cell.padEnd(widths[col]))).join('  ');
  return [...rows.map(format), '', t('posture.legend'), '', ...notes(sites, t)].join('\n') + '\n';
}

export function postureMarkdown(sites: readonly SitePosture[], locale: Locale): string {
  const { t } = createTranslator(locale);
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  const [header, ...body] = table(sites, t);
  const row = (cells: readonly string[]) => `| ${cells.map(escape).join(' | ')} |`;
  return (
    [
      row(header),
      row(header.map(() => '---')),
      ...body.map(row),
      '',
      t('posture.legend'),
      '',
      ...notes(sites, t).map((note) => `- ${note}`),
    ].join('\n') + '\n'
  );
}

export function postureJson(sites: readonly SitePosture[]): string {
  const doc = {
    crawlers: aiCrawlers.map(({ token, operator, purpose, kind }) => ({
      token,
      operator,
      purpose,
      kind,
    })),
    sites: sites.map((site) => ({
      origin: site.origin,
      robotsUrl: site.robotsUrl,
      robotsStatus: site.robotsStatus,
      read: site.cells !== null,
      crawlers: (site.cells ?? []).map(postureRecord),
    })),
  };
  return JSON.stringify(doc, null, 2) + '\n';
}

export function postureCsv(sites: readonly SitePosture[]): string {
  return writePostureCsv(
    sites.map((site) => ({
      site: site.origin,
      robotsStatus: String(site.robotsStatus),
      cells: site.cells,
    })),
  );
}
