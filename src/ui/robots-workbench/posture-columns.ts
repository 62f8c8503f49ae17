/**
 * The columns of the AI posture across sites: the robots.txt files the worker used, one per
 * site, each named by its site or, where none is known, by its input's name (a name loaded
 * twice gets its place in the list: `robots.txt (2)`); and the CSV a user downloads of them,
 * the rows `inspect posture --csv` prints (core posture-table.ts) with no HTTP status, since
 * a loaded file was given, not fetched here.
 */
import type { PostureCell } from '../../core/robots/analyses/posture';
import { postureCsv } from '../../core/robots/analyses/posture-table';
import type { AiPostureAnswer, AiPostureSite } from '../../worker/protocol/ai-posture';

export interface PostureColumn {
  readonly site: AiPostureSite;
  /** The site's origin, else the input's name (with its place when the name repeats). */
  readonly label: string;
  readonly cells: readonly PostureCell[];
}

/** The files used, in reading order; a file set aside for the same site has no column. */
export function postureColumns(answer: AiPostureAnswer): PostureColumn[] {
  const used = answer.sites.filter((site) => site.sameSiteAs === undefined);
  const seen = new Map<string, number>();
  const repeated = new Set(
    used
      .filter((site) => site.origin === null)
      .map((site) => site.name)
      .filter((name, index, names) => names.indexOf(name) !== index),
  );
  return used.map((site) => {
    if (site.origin !== null) return { site, label: site.origin, cells: site.cells };
    const place = (seen.get(site.name) ?? 0) + 1;
    seen.set(site.name, place);
    const label = repeated.has(site.name) ? `${site.name} (${place})` : site.name;
    return { site, label, cells: site.cells };
  });
}

/** One row per site and crawler, as `inspect posture --csv` writes them. */
export function postureCsvOf(columns: readonly PostureColumn[]): string {
  return postureCsv(
    columns.map((column) => ({ site: column.label, robotsStatus: '', cells: column.cells })),
  );
}
