/** A URL store of one or more files from lastmod texts (undefined = no lastmod), as the reader would fill it. */
import { UrlStore } from '../../src/core/analysis/url-store';
import { LastmodPrecision } from '../../src/core/sitemap/sitemap-entry';
import { parseW3cDatetime } from '../../src/core/sitemap/w3c-datetime';
import { entry } from '../analysis/store-fixture';

export function lastmodStore(files: Record<string, readonly (string | undefined)[]>): UrlStore {
  const store = new UrlStore();
  let n = 0;
  for (const [name, texts] of Object.entries(files)) {
    const inputId = store.addDocument(name);
    for (const text of texts) {
      const parsed = text === undefined ? undefined : parseW3cDatetime(text);
      const fields = parsed?.ok
        ? { lastmodText: text, lastmodMs: parsed.ms, lastmodPrecision: parsed.precision }
        : { lastmodMs: NaN, lastmodPrecision: LastmodPrecision.none };
      const codes = parsed && !parsed.ok ? ['lastmod-invalid'] : undefined;
      store.addUrl(inputId, entry(`https://example.com/${name}/${n++}`, fields), codes);
    }
  }
  return store;
}

/** `count` ISO timestamps (second precision) spread evenly-ish over `fromMs … toMs`, seeded. */
export function spread(count: number, fromMs: number, toMs: number, dateOnly = false): string[] {
  let seed = 12345;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    const iso = new Date(
      (Math.floor(fromMs + random() * (toMs - fromMs)) / 1000) * 1000,
    ).toISOString();
    return dateOnly ? iso.slice(0, 10) : iso.slice(0, 19) + 'Z';
  });
}
