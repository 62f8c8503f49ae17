/**
 * The columns of the AI posture across sites: the robots.txt files the worker used, one per
 * site, each named by its site or, where none is known, by its input's name (a name loaded
 * more than once gets its place among them: `robots.txt (2)`); and the CSV a user downloads
 * of them, the rows `inspect posture --csv` prints (core posture-table.ts) with no HTTP
 * status, since a loaded file was given, not fetched here.
 */
import type { DocumentId } from '../../core/ids';
import type { PostureCell } from '../../core/robots/analyses/posture';
import { postureCsv } from '../../core/robots/analyses/posture-table';
import type { AiPostureAnswer, AiPostureSite } from '../../worker/protocol/ai-posture';

export interface PostureColumn {
  readonly site: AiPostureSite;
  /** The site's origin, else the file's label (fileLabels). */
  readonly label: string;
  readonly cells: readonly PostureCell[];
}

/** Each file's name, with its place among the files of that name where the name repeats. */
export function fileLabels(sites: readonly AiPostureSite[]): Map<DocumentId, string> {
  const total = new Map<string, number>();
  for (const site of sites) total.set(site.name, (total.get(site.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  const labels = new Map<DocumentId, string>();
  for (const site of sites) {
    const place = (seen.get(site.name) ?? 0) + 1;
    seen.set(site.name, place);
    labels.set(
      site.documentId,
      (total.get(site.name) ?? 0) > 1 ? `${site.name} (${place})` : site.name,
    );
  }
  return labels;
}

/** The files used, in reading order; a file set aside for the same site has no column. */
export function postureColumns(answer: AiPostureAnswer): PostureColumn[] {
  const labels = fileLabels(answer.sites);
  return answer.sites
    .filter((site) => site.sameSiteAs === undefined)
    .map((site) => ({
      site,
      label: site.origin ?? labels.get(site.documentId) ?? site.name,
      cells: site.cells,
    }));
}

/** One row per site and crawler, as `inspect posture --csv` writes them. */
export function postureCsvOf(columns: readonly PostureColumn[]): string {
  return postureCsv(
    columns.map((column) => ({ site: column.label, robotsStatus: '', cells: column.cells })),
  );
}
