/**
 * The sites typed for kept entries (workspace.ts `site`), recorded in localStorage by each
 * entry's storage key: the kept copy holds the bytes and is written once, so a site typed
 * later changes only this record, never the copy. Storage that refuses keeps them for this
 * page only.
 */
const RECORD_KEY = 'sitemap-inspector.workspace.typed-sites';

/** The site typed for each kept copy, by its storage key. */
export function readTypedSites(): Map<string, string> {
  try {
    const value = JSON.parse(window.localStorage.getItem(RECORD_KEY) ?? '{}') as unknown;
    if (!value || typeof value !== 'object') return new Map();
    return new Map(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return new Map();
  }
}

/**
 * `sites` replaces what the record holds for the keys this page owns (`owned`: those it kept
 * or read back, and those it just deleted); the keys of copies it never read stay as they are.
 */
export function updateTypedSites(
  sites: Readonly<Record<string, string>>,
  owned: Iterable<string>,
): void {
  const record = readTypedSites();
  for (const key of owned) record.delete(key);
  for (const [key, site] of Object.entries(sites)) record.set(key, site);
  try {
    if (record.size === 0) window.localStorage.removeItem(RECORD_KEY);
    else window.localStorage.setItem(RECORD_KEY, JSON.stringify(Object.fromEntries(record)));
  } catch {
    // Storage refused: the sites hold for this page only.
  }
}

/** Forget: every kept copy is gone, and so is what was typed for them. */
export function forgetTypedSites(): void {
  try {
    window.localStorage.removeItem(RECORD_KEY);
  } catch {
    // Nothing was recorded.
  }
}
