/**
 * The state behind every view's filters, as one plain object: the search text, the sort,
 * and the filters the file list, sections, tree and Problems view can set. `toViewQuery`
 * turns it into the worker's `ViewQuery`; the pure reducer keeps the rules testable.
 */
import type { FileId, RobotsVerdictName, UrlColumn, ViewQuery } from '../../worker/protocol';

export interface ViewFilters {
  text: string;
  sort?: { column: UrlColumn; descending: boolean };
  fileId?: FileId;
  host?: string;
  /** `host/section` key. */
  section?: string;
  problemCode?: string;
  /** A node of the index tree: its documents, and its name for the chip. */
  documents?: { ids: number[]; name: string };
  /** `YYYY-MM-DD` as typed in a date input (UTC days). */
  lastmodFrom?: string;
  lastmodTo?: string;
  includeNoLastmod: boolean;
  /** Rows with this verdict under the page's robots.txt check. */
  robotsVerdict?: RobotsVerdictName;
}

export const NO_FILTERS: ViewFilters = { text: '', includeNoLastmod: false };

const DAY_MS = 86_400_000;

function dayStartMs(day: string | undefined): number | undefined {
  if (!day) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The worker's query for these filters (the `to` day is inclusive: up to its last millisecond). */
export function toViewQuery(filters: ViewFilters, text = filters.text): ViewQuery {
  const from = dayStartMs(filters.lastmodFrom);
  const toStart = dayStartMs(filters.lastmodTo);
  return {
    ...(filters.sort ? { sort: filters.sort } : {}),
    ...(text.trim() ? { text } : {}),
    ...(filters.fileId ? { fileIds: [filters.fileId] } : {}),
    ...(filters.host ? { hosts: [filters.host] } : {}),
    ...(filters.section ? { sections: [filters.section] } : {}),
    ...(filters.problemCode ? { problemCodes: [filters.problemCode] } : {}),
    ...(filters.documents ? { documentIds: filters.documents.ids } : {}),
    ...(from !== undefined ? { lastmodFromMs: from } : {}),
    ...(toStart !== undefined ? { lastmodToMs: toStart + DAY_MS - 1 } : {}),
    ...(filters.robotsVerdict ? { robotsVerdict: filters.robotsVerdict } : {}),
    ...(filters.includeNoLastmod && (from !== undefined || toStart !== undefined)
      ? { includeNoLastmod: true }
      : {}),
  };
}

/** True when anything narrows the view (the sort does not). */
export function isFiltered(filters: ViewFilters): boolean {
  const { sort: _sort, includeNoLastmod: _include, ...rest } = filters;
  return Object.values(rest).some((value) => value !== undefined && value !== '');
}
