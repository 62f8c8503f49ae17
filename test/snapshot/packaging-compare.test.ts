/**
 * The same snapshot packed two ways is the same files: a zip holding `sutura/page-sitemap.xml`
 * and `sutura/post-sitemap.xml` (real Yoast sitemaps, test/history/inputs) against the same
 * files in a folder or alone, compared through the worker's session (the page's path) and
 * `npm run inspect -- --compare` (the command line's). Nothing moved, and each file keeps its
 * URLs on both sides.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, test } from 'vitest';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import type { OpenFileInput } from '../../src/worker/protocol/files';
import { runInspect } from '../cli-run';
import { asBytes, clock, contextFor } from '../views/planted-session';

const read = (name: string) =>
  new Uint8Array(readFileSync(join(__dirname, '../history/inputs', name)));
const page = read('real-yoast-pages-images.xml');
const post = read('real-yoast-posts-201-images.xml');
const index = strToU8(
  `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://sutura.ddns.net/web/page-sitemap.xml</loc></sitemap><sitemap><loc>https://sutura.ddns.net/web/post-sitemap.xml</loc></sitemap></sitemapindex>`,
);

type Files = Record<string, Uint8Array>;
const zipped = (files: Files): Files => ({ 'sutura.zip': zipSync(files) });

const packings: { name: string; before: Files; after: Files }[] = [
  {
    name: 'a zip with a wrapper folder, then a folder',
    before: zipped({ 'sutura/page-sitemap.xml': page, 'sutura/post-sitemap.xml': post }),
    after: { 'sitemaps/page-sitemap.xml': page, 'sitemaps/post-sitemap.xml': post },
  },
  {
    name: 'a zip with its index, then the sitemaps alone',
    before: zipped({
      'sutura/sitemap_index.xml': index,
      'sutura/page-sitemap.xml': page,
      'sutura/post-sitemap.xml': post,
    }),
    after: { 'page-sitemap.xml': page, 'post-sitemap.xml': post },
  },
];

const FILES = [
  { file: 'page-sitemap.xml', earlierUrls: 25, currentUrls: 25, unchanged: 25, moved: 0 },
  { file: 'post-sitemap.xml', earlierUrls: 99, currentUrls: 99, unchanged: 99, moved: 0 },
];

const inputs = (files: Files, prefix: string): OpenFileInput[] =>
  Object.entries(files).map(([name, bytes], i) => ({
    inputId: `${prefix}${i}`,
    name,
    source: asBytes(bytes),
  }));

describe('the same files packed two ways', () => {
  test.each(packings)('in the session: $name', async ({ before, after }) => {
    const current = new InspectorSession(clock);
    await current.open(inputs(after, 'f'), contextFor([]));
    await current.earlier.open(inputs(before, 'e'), contextFor([]));
    const { comparison } = current.earlier.answer(current);
    expect(comparison?.totals.moved).toBe(0);
    expect(comparison?.files).toMatchObject(FILES);
  });

  const dir = mkdtempSync(join(tmpdir(), 'packaging-compare-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const writeTo = (folder: string, files: Files): string => {
    for (const [name, bytes] of Object.entries(files)) {
      mkdirSync(join(dir, folder, name, '..'), { recursive: true });
      writeFileSync(join(dir, folder, name), bytes);
    }
    const names = Object.keys(files);
    // A lone archive is given as itself; files as their folder.
    return names.length === 1 ? join(dir, folder, names[0]) : join(dir, folder);
  };

  test.each(packings)('on the command line: $name', ({ name, before, after }) => {
    const slug = name.replace(/\W+/g, '-');
    const { status, stdout, stderr } = runInspect(
      '--compare',
      writeTo(`${slug}-before`, before),
      writeTo(`${slug}-after`, after),
      '--json',
    );
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const { compare } = JSON.parse(stdout) as {
      compare: { moved: number; files: { file: string }[] };
    };
    expect(compare.moved).toBe(0);
    expect(compare.files).toMatchObject(FILES);
  });
});
