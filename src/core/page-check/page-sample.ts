/**
 * Which sitemap URLs a page check fetches: at most N, chosen so that a few pages say as much
 * as possible about lastmod (PRODUCT.md, "lastmod", step 2: sample pages and compare). A
 * quarter each goes to the newest lastmod values (where a generation-time lastmod shows:
 * every page "changed" now), the oldest (where a stale sitemap shows), and the URLs with no
 * lastmod; the rest is spread across the files and sections, so that one template does not
 * stand for the site. A stratum with too few URLs leaves its share to the spread.
 *
 * Deterministic: the same URLs give the same sample, in the same order, whatever order they
 * came in (ties and the spread are ordered by a hash of the URL, then the URL), so two runs
 * of `watch --pages` check the same pages where they still exist.
 */
/** One sitemap URL as the sampler sees it. */
export interface SampleCandidate {
  readonly url: string;
  /** The lastmod as an instant (ms, UTC); null when absent or invalid. */
  readonly lastmodMs: number | null;
  /** The file that lists it (a URL listed by two files counts once, by the first). */
  readonly file: string;
  /** Its section (first path segment), to spread the sample across the site. */
  readonly section: string;
}

export type SampleStratum = 'newest' | 'oldest' | 'undated' | 'spread' | 'earlier';

export interface SampledUrl {
  readonly candidate: SampleCandidate;
  readonly stratum: SampleStratum;
}

interface Ranked {
  readonly candidate: SampleCandidate;
  /** A hash of the URL: the order of ties and of the spread, the same in every run. */
  readonly rank: number;
}

/** FNV-1a over the URL's UTF-16 code units: a stable order, not a security property. */
function urlRank(url: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) hash = Math.imul(hash ^ url.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function byRank(a: Ranked, b: Ranked): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  return a.candidate.url < b.candidate.url ? -1 : a.candidate.url > b.candidate.url ? 1 : 0;
}

/**
 * At most `size` URLs of `candidates` (duplicates by URL counted once). `keep` are URLs a
 * previous run sampled: those still listed are taken first (stratum `earlier`), so a change
 * is measured on the same page.
 */
export function samplePages(
  candidates: Iterable<SampleCandidate>,
  size: number,
  keep: readonly string[] = [],
): SampledUrl[] {
  const unique = new Map<string, Ranked>();
  for (const candidate of candidates)
    if (!unique.has(candidate.url))
      unique.set(candidate.url, { candidate, rank: urlRank(candidate.url) });
  const chosen = new Map<string, SampledUrl>();
  const take = (ranked: Ranked, stratum: SampleStratum) => {
    if (chosen.size < size && !chosen.has(ranked.candidate.url))
      chosen.set(ranked.candidate.url, { candidate: ranked.candidate, stratum });
  };
  for (const url of keep) {
    const ranked = unique.get(url);
    if (ranked) take(ranked, 'earlier');
  }
  const all = [...unique.values()].sort(byRank);
  const quarter = Math.ceil(size / 4);
  const takeUpTo = (list: Iterable<Ranked>, stratum: SampleStratum) => {
    const target = Math.min(size, chosen.size + quarter);
    for (const ranked of list) {
      if (chosen.size >= target) break;
      take(ranked, stratum);
    }
  };
  // A few more than a quarter, so that URLs taken already leave the stratum its share.
  const extremes = quarter + chosen.size;
  takeUpTo(extremeLastmods(all, extremes, 1), 'newest');
  takeUpTo(extremeLastmods(all, extremes + quarter, -1), 'oldest');
  const groups = sectionGroups(all);
  takeUpTo(
    spread(groups, (ranked) => ranked.candidate.lastmodMs === null),
    'undated',
  );
  for (const ranked of spread(groups, () => true)) {
    if (chosen.size >= size) break;
    take(ranked, 'spread');
  }
  return [...chosen.values()];
}

/**
 * The `count` dated candidates with the latest lastmod (`direction` 1) or the earliest (-1),
 * in that order, ties by rank: one pass keeping a short sorted list, not a sort of them all.
 */
function extremeLastmods(ranked: readonly Ranked[], count: number, direction: 1 | -1): Ranked[] {
  const kept: Ranked[] = [];
  const before = (a: Ranked, b: Ranked) => {
    const difference = (a.candidate.lastmodMs! - b.candidate.lastmodMs!) * direction;
    return difference > 0 || (difference === 0 && byRank(a, b) < 0);
  };
  for (const entry of ranked) {
    if (entry.candidate.lastmodMs === null || count === 0) continue;
    if (kept.length === count && !before(entry, kept[count - 1]!)) continue;
    let at = kept.length;
    while (at > 0 && before(entry, kept[at - 1]!)) at--;
    kept.splice(at, 0, entry);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/** The candidates by section, then by file within it, each list in rank order. */
function sectionGroups(ranked: readonly Ranked[]): Ranked[][][] {
  const sections = new Map<string, Map<string, Ranked[]>>();
  for (const entry of ranked) {
    const { section, file } = entry.candidate;
    let files = sections.get(section);
    if (!files) sections.set(section, (files = new Map()));
    const list = files.get(file);
    if (list) list.push(entry);
    else files.set(file, [entry]);
  }
  return [...sections.values()].map((files) => [...files.values()]);
}

/**
 * The candidates `accepts` in turns: one from each section, then a second from each, and so
 * on; within a section its files take turns. Lazy: the sampler stops once it has its URLs,
 * so a million candidates in a thousand sections cost a few turns.
 */
function* spread(
  sections: readonly Ranked[][][],
  accepts: (ranked: Ranked) => boolean,
): Generator<Ranked> {
  const cursors = sections.map((files) => ({ files, file: 0, positions: files.map(() => 0) }));
  const pending: Ranked[] = [];
  let open = cursors;
  while (open.length > 0) {
    open = open.filter((cursor) => {
      const next = nextAccepted(cursor, accepts);
      if (next) pending.push(next);
      return next !== undefined;
    });
    yield* pending;
    pending.length = 0;
  }
}

interface SectionCursor {
  readonly files: readonly Ranked[][];
  /** The file whose turn it is. */
  file: number;
  /** How far each file's list has been read. */
  readonly positions: number[];
}

/** The section's next accepted candidate, its files taking turns; undefined when none is left. */
function nextAccepted(
  cursor: SectionCursor,
  accepts: (ranked: Ranked) => boolean,
): Ranked | undefined {
  for (let tries = 0; tries < cursor.files.length; tries++) {
    const file = cursor.file;
    cursor.file = (cursor.file + 1) % cursor.files.length;
    const list = cursor.files[file]!;
    while (cursor.positions[file]! < list.length) {
      const entry = list[cursor.positions[file]!++]!;
      if (accepts(entry)) return entry;
    }
  }
  return undefined;
}
