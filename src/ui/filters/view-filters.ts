/**
 * The state behind every view's filters, as one plain object: the search text, the sort,
 * and the filters the file list, sections, tree and Problems view can set. `toViewQuery`
 * turns it into the worker's `ViewQuery`; the pure reducer keeps the rules testable.
 */
import { changedSinceFilter } from '../../core/lastmod/changed-since';
import type { DocumentId, InputId } from '../../core/ids';
import type { RobotsVerdictName } from '../../worker/protocol/robots';
import type { UrlColumn, ViewQuery } from '../../worker/protocol/rows';
import type { ChangeName } from '../../worker/protocol/snapshot';

export interface ViewFilters {
  text: string;
  sort?: { column: UrlColumn; descending: boolean };
  inputId?: InputId;
  host?: string;
  /** `host/section` key. */
  section?: string;
  problemCode?: string;
  /** A node of the index tree: its documents, and its name for the chip. */
  documents?: { ids: DocumentId[]; name: string };
  /** `YYYY-MM-DD` as typed in a date input (UTC days). */
  lastmodFrom?: string;
  lastmodTo?: string;
  includeNoLastmod: boolean;
  /** A period picked on the lastmod histogram: inclusive bounds, ms since the epoch. */
  lastmodRange?: { fromMs: number; toMs: number };
  /** "Changed since T": `YYYY-MM-DDThh:mm` as typed in a datetime-local input, read as UTC. */
  changedSince?: string;
  /** With `changedSince`: keep the URLs without lastmod (they cannot be ruled out). */
  changedSinceKeepsNoLastmod: boolean;
  /** Rows with this verdict under the page's robots.txt check. */
  robotsVerdict?: RobotsVerdictName;
  /** With an earlier snapshot loaded: the URLs with this change since (snapshot/). */
  change?: ChangeName;
}

export const NO_FILTERS: ViewFilters = {
  text: '',
  includeNoLastmod: false,
  changedSinceKeepsNoLastmod: true,
};

const DAY_MS = 86_400_000;

function dayStartMs(day: string | undefined): number | undefined {
  if (!day) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The "changed since" instant, ms since the epoch (UTC), or undefined when unset or broken. */
export function changedSinceMs(filters: Pick<ViewFilters, 'changedSince'>): number | undefined {
  const value = filters.changedSince;
  if (!value) return undefined;
  const ms = Date.parse(`${value.length === 10 ? `${value}T00:00` : value}Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

interface LastmodBound {
  fromMs?: number;
  toMs?: number;
  keepsNoLastmod: boolean;
}

/**
 * The lastmod bounds of the day range, the histogram period and "changed since" as one range:
 * a URL must pass all three, so the range is their intersection, and URLs without lastmod
 * stay only when every active bound keeps them.
 */
function lastmodBounds(filters: ViewFilters): Partial<ViewQuery> {
  const bounds: LastmodBound[] = [];
  const from = dayStartMs(filters.lastmodFrom);
  const toStart = dayStartMs(filters.lastmodTo);
  if (from !== undefined || toStart !== undefined)
    bounds.push({
      ...(from !== undefined ? { fromMs: from } : {}),
      ...(toStart !== undefined ? { toMs: toStart + DAY_MS - 1 } : {}),
      keepsNoLastmod: filters.includeNoLastmod,
    });
  if (filters.lastmodRange)
    bounds.push({
      fromMs: filters.lastmodRange.fromMs,
      toMs: filters.lastmodRange.toMs,
      keepsNoLastmod: false,
    });
  const since = changedSinceMs(filters);
  if (since !== undefined) {
    const filter = changedSinceFilter(since, filters.changedSinceKeepsNoLastmod);
    bounds.push({
      ...(filter.lastmodFromMs !== undefined ? { fromMs: filter.lastmodFromMs } : {}),
      keepsNoLastmod: filter.includeNoLastmod === true,
    });
  }
  const froms = bounds.flatMap((bound) => (bound.fromMs !== undefined ? [bound.fromMs] : []));
  const tos = bounds.flatMap((bound) => (bound.toMs !== undefined ? [bound.toMs] : []));
  return {
    ...(froms.length ? { lastmodFromMs: Math.max(...froms) } : {}),
    ...(tos.length ? { lastmodToMs: Math.min(...tos) } : {}),
    ...(bounds.length && bounds.every((bound) => bound.keepsNoLastmod)
      ? { includeNoLastmod: true }
      : {}),
  };
}

/** The worker's query for these filters (the `to` day is inclusive: up to its last millisecond). */
export function toViewQuery(filters: ViewFilters, text = filters.text): ViewQuery {
  return {
    ...(filters.sort ? { sort: filters.sort } : {}),
    ...(text.trim() ? { text } : {}),
    ...(filters.inputId ? { inputIds: [filters.inputId] } : {}),
    ...(filters.host ? { hosts: [filters.host] } : {}),
    ...(filters.section ? { sections: [filters.section] } : {}),
    ...(filters.problemCode ? { problemCodes: [filters.problemCode] } : {}),
    ...(filters.documents ? { documentIds: filters.documents.ids } : {}),
    ...lastmodBounds(filters),
    ...(filters.robotsVerdict ? { robotsVerdict: filters.robotsVerdict } : {}),
    ...(filters.change ? { change: filters.change } : {}),
  };
}

/** True when anything narrows the view (the sort does not). */
export function isFiltered(filters: ViewFilters): boolean {
  const {
    sort: _sort,
    includeNoLastmod: _include,
    changedSinceKeepsNoLastmod: _keeps,
    ...rest
  } = filters;
  return Object.values(rest).some((value) => value !== undefined && value !== '');
}
