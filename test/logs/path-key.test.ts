/**
 * How a log's request meets a sitemap's URL (src/core/logs/log-path-key.ts): the URL's host
 * and path+query cut from the text as written (path-key-cases.json), a tally key with its
 * host taken apart, and the section (first path segment) each belongs to.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { pathKey, sectionOf, sitemapPath, splitPathKey } from '../../src/core/logs/log-path-key';

interface Cases {
  sitemapPath: { url: string; host: string | null; path: string | null }[];
  splitPathKey: { key: string; host: string | null; path: string }[];
  sectionOf: { path: string; section: string }[];
}

const cases = JSON.parse(
  readFileSync(join(import.meta.dirname, 'path-key-cases.json'), 'utf8'),
) as Cases;

test.each(cases.sitemapPath)('$url is $path on $host', ({ url, host, path }) => {
  const place = sitemapPath(url);
  expect(place === undefined ? { host: null, path: null } : place).toEqual({ host, path });
});

test.each(cases.splitPathKey)('key $key is $path on $host', ({ key, host, path }) => {
  expect(splitPathKey(key)).toEqual({ host: host ?? undefined, path });
  expect(pathKey(host ?? undefined, path)).toBe(host === null ? key : `//${host}${path}`);
});

test.each(cases.sectionOf)('$path is in section $section', ({ path, section }) => {
  expect(sectionOf(path)).toBe(section);
});
