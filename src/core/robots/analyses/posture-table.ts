/**
 * The AI posture of several sites as the command line (`inspect posture`) and the page's
 * "AI posture across sites" write it: one record per crawler and site (`--json`), one CSV row
 * per site and crawler (`--csv`, RFC 4180), and what each file asks for the whole site. Both
 * call these with the cells of `evaluatePosture`, so the same files give the same rows.
 */
import { aiCrawlers } from './ai-crawlers';
import type { PostureCell } from './posture';

/** One column of the table: a site and its cells (null: its robots.txt could not be read). */
export interface PostureSite {
  /** The site's origin, or, where none is known, the name of the file read for it. */
  readonly site: string;
  /** The HTTP status of /robots.txt, as text; '' for a file given rather than fetched. */
  readonly robotsStatus: string;
  readonly cells: readonly PostureCell[] | null;
}

/** One crawler of one site, as `inspect posture --json` writes it. */
export function postureRecord(cell: PostureCell) {
  return {
    token: cell.token,
    access: cell.access,
    rulesAccess: cell.rulesAccess,
    lines: cell.lines,
    appliedToken: cell.appliedToken,
    groupReason: cell.standing.reason,
    named: cell.standing.isNamed,
    trainAi: cell.trainAi,
    search: cell.search,
    preferenceLines: cell.preferenceLines,
    contradictions: cell.contradictions,
    contradictedLines: cell.contradictedLines,
  };
}

export type PostureRecord = ReturnType<typeof postureRecord>;

/** What a file asks for the whole site: per purpose yes (true), no (false) or not stated (null). */
export interface SiteAsks {
  readonly trainAi: boolean | null;
  readonly search: boolean | null;
  /** The preference lines of the crawlers' groups, ascending. */
  readonly lines: readonly number[];
}

/** What the crawlers' groups ask for the whole site; a "no" in any group wins (most-restrictive). */
export function siteAsks(cells: readonly PostureCell[]): SiteAsks {
  let trainAi: boolean | null = null;
  let search: boolean | null = null;
  const lines = new Set<number>();
  for (const cell of cells) {
    if (cell.trainAi !== null && trainAi !== false) trainAi = cell.trainAi;
    if (cell.search !== null && search !== false) search = cell.search;
    cell.preferenceLines.forEach((line) => lines.add(line));
  }
  return { trainAi, search, lines: [...lines].sort((a, b) => a - b) };
}

/** `train-ai=n, search=y (3, 4)`: the vocabulary's own labels (aipref), '' when nothing is asked. */
export function siteAsksText(asks: SiteAsks): string {
  const said: string[] = [];
  if (asks.trainAi !== null) said.push(`train-ai=${asks.trainAi ? 'y' : 'n'}`);
  if (asks.search !== null) said.push(`search=${asks.search ? 'y' : 'n'}`);
  return said.length === 0 ? '' : `${said.join(', ')} (${asks.lines.join(', ')})`;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? '' : value ? 'y' : 'n';

export const POSTURE_CSV_HEADER = [
  'site',
  'robots_status',
  'crawler',
  'purpose',
  'access',
  'rules_access',
  'lines',
  'applied_token',
  'group_reason',
  'named',
  'train_ai',
  'search',
  'contradictions',
] as const;

/** One row per site and crawler (crawlers in `aiCrawlers` order), CRLF line ends (RFC 4180). */
export function postureCsv(sites: readonly PostureSite[]): string {
  const rows = sites.flatMap((site) =>
    aiCrawlers.map((crawler, index) => {
      const cell = site.cells?.[index];
      return [
        site.site,
        site.robotsStatus,
        crawler.token,
        crawler.purpose,
        cell?.access ?? 'unknown',
        cell?.rulesAccess ?? '',
        cell?.lines.join(' ') ?? '',
        cell?.appliedToken ?? '',
        cell?.standing.reason ?? '',
        cell ? String(cell.standing.isNamed) : '',
        yesNo(cell?.trainAi),
        yesNo(cell?.search),
        cell?.contradictions.join(' ') ?? '',
      ];
    }),
  );
  return (
    [[...POSTURE_CSV_HEADER], ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') +
    '\r\n'
  );
}
