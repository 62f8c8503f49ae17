/**
 * Every threshold of the lastmod trust verdict, each with its reason. Google uses lastmod
 * only where it is "consistently and verifiably accurate" (Search Central, "Build and submit
 * a sitemap"); these numbers decide when a file's lastmod stops being that. docs/lastmod.md
 * repeats them for users; test/lastmod/verdict-cases.ts tests each on both sides.
 */

/** Below this share of URLs carrying lastmod, it is "almost none": nothing to schedule by. */
export const ABSENT_UNUSABLE_COVERAGE = 0.05;
/** Below this share, most URLs would still need another signal: doubtful. */
export const ABSENT_DOUBTFUL_COVERAGE = 0.5;

/**
 * Values this close together count as one instant: a generator that stamps its run time
 * takes a second or two to write a file (a real news sitemap used two
 * timestamps one second apart), while real edits of different pages are minutes apart.
 */
export const GENERATION_WINDOW_MS = 5_000;
/**
 * Fewer dated URLs than this are too few to call a shared instant a pattern: a handful of
 * pages published together is ordinary.
 */
export const GENERATION_MIN_DATED = 10;
/** When this share of dated URLs share one instant, the value is the file's generation time. */
export const GENERATION_UNUSABLE_SHARE = 0.9;
/** Half the URLs on one instant is already suspicious (a bulk import, or a partial stamp). */
export const GENERATION_DOUBTFUL_SHARE = 0.5;

/** "Thousands of URLs": below this a few distinct values can be honest (a small site). */
export const FEW_DISTINCT_MIN_DATED = 1_000;
/** A handful: at most this many distinct values across that many URLs. */
export const FEW_DISTINCT_MAX_VALUES = 5;

/**
 * Any future date shows the generator invents dates, so it is doubtful; when this share is
 * in the future the values are not modification times at all.
 */
export const FUTURE_UNUSABLE_SHARE = 0.05;

/**
 * When this share of dated URLs give only a day (or coarser), same-day changes are
 * invisible. It is a note, not a downgrade: a daily schedule can still use such dates.
 */
export const DATE_ONLY_NOTE_SHARE = 0.9;

/** Invalid values from this share up make the rest doubtful (the generator is careless). */
export const INVALID_DOUBTFUL_SHARE = 0.01;
/** From this share up most values cannot be read at all. */
export const INVALID_UNUSABLE_SHARE = 0.5;

/**
 * An index's lastmod for a child may lag the newest lastmod inside it by this much before it
 * is called a mismatch (the index is often written a moment before its children).
 */
export const INDEX_MISMATCH_SLACK_MS = 60_000;

/**
 * All files together: pooling every URL hides a pattern that is per file (each file stamped
 * with its own generation time looks like a spread). A file's reason therefore also holds for
 * the site, as doubtful at most, once the files having it hold this share of all URLs: the
 * rest may still be usable, but a crawler must know which files to distrust.
 */
export const SITE_REASON_URL_SHARE = 0.1;
/** From this share of all URLs up, a file reason counts for the site with its full effect. */
export const SITE_FULL_EFFECT_URL_SHARE = 0.5;
