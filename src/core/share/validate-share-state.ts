/**
 * Checks a decoded (and migrated) share state field by field before anything uses it:
 * types, lengths and enumerations. Unknown keys are dropped, not kept, so nothing the
 * validator did not look at reaches the page.
 */
import {
  SHARE_LIMITS,
  SHARE_CHANGES,
  SHARE_SORT_COLUMNS,
  SHARE_LANGS,
  SHARE_TABS,
  type ShareLastmod,
  type ShareState,
  type ShareUrlFilters,
  type SharedFile,
  type WorkbenchShareState,
} from './share-state';

export type ValidationResult = { ok: true; state: ShareState } | { ok: false; field: string };

/** Thrown only inside this module, turned into `{ ok: false, field }` at its edge. */
class FieldError {
  constructor(readonly field: string) {}
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function record(value: unknown, field: string): Json {
  if (!isRecord(value)) throw new FieldError(field);
  return value;
}

function text(value: unknown, field: string, maxChars: number = SHARE_LIMITS.shortChars): string {
  if (typeof value !== 'string' || value.length > maxChars) throw new FieldError(field);
  return value;
}

function optionalText(value: unknown, field: string, maxChars?: number): string | undefined {
  return value === undefined ? undefined : text(value, field, maxChars);
}

function textList(value: unknown, field: string, maxItems: number): string[] {
  if (!Array.isArray(value) || value.length > maxItems) throw new FieldError(field);
  return value.map((item, index) => text(item, `${field}[${index}]`));
}

function oneOf<T extends string>(value: unknown, options: readonly T[], field: string): T {
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
    throw new FieldError(field);
  }
  return value as T;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function optionalDay(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(value))) {
    throw new FieldError(field);
  }
  return value;
}

/** `YYYY-MM-DD` or `YYYY-MM-DDThh:mm[:ss]`, read as UTC (the datetime-local input's value). */
const DAY_OR_MINUTE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/;
function optionalDayOrMinute(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (
    typeof value !== 'string' ||
    !DAY_OR_MINUTE.test(value) ||
    Number.isNaN(Date.parse(`${value.length === 10 ? `${value}T00:00` : value}Z`))
  ) {
    throw new FieldError(field);
  }
  return value;
}

/** ECMAScript's time value range (ECMA-262 §21.4.1.1): ±8.64e15 ms around the epoch. */
const MAX_TIME_MS = 8.64e15;
function instantMs(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || Math.abs(value) > MAX_TIME_MS) {
    throw new FieldError(field);
  }
  return value;
}

function optionalPeriod(value: unknown): ShareLastmod['period'] {
  if (value === undefined) return undefined;
  const input = record(value, 'lastmod.period');
  const fromMs = instantMs(input.fromMs, 'lastmod.period.fromMs');
  const toMs = instantMs(input.toMs, 'lastmod.period.toMs');
  if (fromMs > toMs) throw new FieldError('lastmod.period');
  return { fromMs, toMs };
}

function optionalBoolean(value: unknown, field: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new FieldError(field);
  return value;
}

/** Copies only the defined values, so `exactOptionalPropertyTypes` holds and no key is `undefined`. */
function defined<T extends object>(value: { [K in keyof T]: T[K] | undefined }): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

function urlFilters(value: unknown): ShareUrlFilters {
  const input = record(value, 'urls');
  let sort: ShareUrlFilters['sort'];
  if (input.sort !== undefined) {
    const given = record(input.sort, 'urls.sort');
    const descending = optionalBoolean(given.descending, 'urls.sort.descending');
    if (descending === undefined) throw new FieldError('urls.sort.descending');
    sort = { column: oneOf(given.column, SHARE_SORT_COLUMNS, 'urls.sort.column'), descending };
  }
  return defined<ShareUrlFilters>({
    text: optionalText(input.text, 'urls.text'),
    sort,
    host: optionalText(input.host, 'urls.host'),
    section: optionalText(input.section, 'urls.section'),
    problemCode: optionalText(input.problemCode, 'urls.problemCode', 100),
    change:
      input.change === undefined ? undefined : oneOf(input.change, SHARE_CHANGES, 'urls.change'),
  });
}

function lastmod(value: unknown): ShareLastmod {
  const input = record(value, 'lastmod');
  return defined<ShareLastmod>({
    from: optionalDay(input.from, 'lastmod.from'),
    to: optionalDay(input.to, 'lastmod.to'),
    includeNoLastmod: optionalBoolean(input.includeNoLastmod, 'lastmod.includeNoLastmod'),
    period: optionalPeriod(input.period),
    changedSince: optionalDayOrMinute(input.changedSince, 'lastmod.changedSince'),
    changedSinceKeepsNoLastmod: optionalBoolean(
      input.changedSinceKeepsNoLastmod,
      'lastmod.changedSinceKeepsNoLastmod',
    ),
  });
}

function workbench(value: unknown): WorkbenchShareState {
  const input = record(value, 'workbench');
  return {
    robots: text(input.robots, 'workbench.robots', SHARE_LIMITS.textChars),
    before: text(input.before, 'workbench.before', SHARE_LIMITS.textChars),
    site: text(input.site, 'workbench.site'),
    testUrls: textList(input.testUrls, 'workbench.testUrls', SHARE_LIMITS.testUrls),
    crawlers: textList(input.crawlers, 'workbench.crawlers', SHARE_LIMITS.crawlers),
    expectations: text(input.expectations, 'workbench.expectations', SHARE_LIMITS.textChars),
  };
}

function files(value: unknown): SharedFile[] {
  if (!Array.isArray(value) || value.length > SHARE_LIMITS.files) throw new FieldError('files');
  return value.map((item, index) => {
    const field = `files[${index}]`;
    const input = record(item, field);
    const sizeBytes = input.sizeBytes;
    if (typeof sizeBytes !== 'number' || !Number.isSafeInteger(sizeBytes) || sizeBytes < 0) {
      throw new FieldError(`${field}.sizeBytes`);
    }
    const name = text(input.name, `${field}.name`, 1024);
    if (name === '') throw new FieldError(`${field}.name`);
    return defined<SharedFile>({
      name,
      sizeBytes,
      text: optionalText(input.text, `${field}.text`, SHARE_LIMITS.textChars),
    });
  });
}

/** The state with only known, checked fields; or the first field that failed. */
export function validateShareState(value: unknown): ValidationResult {
  try {
    const input = record(value, 'state');
    if (input.v !== 1) throw new FieldError('v');
    const state: ShareState = {
      v: 1,
      ...(input.tab !== undefined ? { tab: oneOf(input.tab, SHARE_TABS, 'tab') } : {}),
      ...(input.lang !== undefined ? { lang: oneOf(input.lang, SHARE_LANGS, 'lang') } : {}),
      ...(input.urls !== undefined ? { urls: urlFilters(input.urls) } : {}),
      ...(input.lastmod !== undefined ? { lastmod: lastmod(input.lastmod) } : {}),
      ...(input.workbench !== undefined ? { workbench: workbench(input.workbench) } : {}),
      ...(input.files !== undefined ? { files: files(input.files) } : {}),
    };
    return { ok: true, state };
  } catch (error) {
    if (error instanceof FieldError) return { ok: false, field: error.field };
    throw error;
  }
}
