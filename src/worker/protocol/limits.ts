/** The sizes the page and the worker agree on: how much one answer carries, how reads are cut. */

/** At most this many ingest workers (`configure`): more cores than this gain little and cost memory. */
export const MAX_INGEST_WORKERS = 8;
/** The worker reads files in slices of this size and checks for `cancel` between them. */
export const READ_CHUNK_BYTES = 1 << 20;
/** A problem group carries at most this many occurrences; its `count` says how many there are. */
export const PROBLEM_OCCURRENCES_SHOWN = 200;
/** Occurrences per page of `problemOccurrences`. */
export const PROBLEM_OCCURRENCES_PAGE = 50;
/** The workbench's matrix carries this many rows; its `rowCount` says how many were tested. */
export const MATRIX_ROWS_SHOWN = 500;
/** Per-line errors of the "URLs to test" box listed; `lineErrorCount` counts them all. */
export const LINE_ERRORS_SHOWN = 100;
/** Cells listed by the version compare; `changedCells` counts them all. */
export const COMPARE_CHANGES_SHOWN = 200;
/** A loaded robots.txt is opened in the workbench up to this size (Google reads 500 KiB). */
export const ROBOTS_TEXT_MAX_BYTES = 2 * 1024 * 1024;
/** A `robotsCheck` answer names at most this many blocking lines. */
export const ROBOTS_BLOCKING_LINES_SHOWN = 50;
/** robots.txt files in one `aiPosture` answer: as many as `inspect posture` reads at once. */
export const AI_POSTURE_SITES_SHOWN = 500;
