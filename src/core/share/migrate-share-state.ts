/**
 * Brings a decoded state from an older link up to the current version, one step at a time
 * (`MIGRATIONS[n]` turns version n into n + 1), before validation. A link made by an older
 * build of the app therefore still opens; a link from a newer build says so.
 *
 * Version 0 was the draft shape used before links were published (`{ v: 0, view, filter,
 * robotsTxt }`): no link in the wild carries it, but keeping its step proves the mechanism
 * and shows the next migration where to go.
 */
import { SHARE_VERSION } from './share-state';

type Json = Record<string, unknown>;

const MIGRATIONS: Record<number, (state: Json) => Json> = {
  0: (state) => ({
    v: 1,
    ...(state.view !== undefined ? { tab: state.view } : {}),
    ...(state.filter !== undefined ? { urls: { text: state.filter } } : {}),
    ...(state.robotsTxt !== undefined
      ? {
          workbench: {
            robots: state.robotsTxt,
            before: '',
            site: '',
            testUrls: [],
            crawlers: [],
            expectations: '',
          },
        }
      : {}),
  }),
};

export type MigrationResult =
  { ok: true; state: unknown } | { ok: false; reason: 'unknown-version' | 'invalid-state' };

export function migrateShareState(value: unknown): MigrationResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: 'invalid-state' };
  }
  let state = value as Json;
  const version = state.v;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return { ok: false, reason: 'invalid-state' };
  }
  if (version > SHARE_VERSION) return { ok: false, reason: 'unknown-version' };
  for (let step = version; step < SHARE_VERSION; step++) {
    const migrate = MIGRATIONS[step];
    if (!migrate) return { ok: false, reason: 'unknown-version' };
    state = migrate(state);
  }
  return { ok: true, state };
}
