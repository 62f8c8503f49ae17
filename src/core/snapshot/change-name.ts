/**
 * What happened to a URL since the earlier snapshot (snapshot-join.ts), as a type of its own:
 * the declared Change column (snapshot-row-columns.ts) names it without importing the join.
 */
export type ChangeName = 'unchanged' | 'added' | 'lastmod-changed' | 'removed';
