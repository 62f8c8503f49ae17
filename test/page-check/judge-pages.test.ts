/**
 * One judge for both sides: each planted site checked by `checkPages` (fetched from memory),
 * saved as `--save` saves it, and its pages.json and bodies read back and judged by
 * `judgePages` give the same PageCheck, page for page, and the planted verdicts.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { judgePages } from '../../src/core/page-check/judge-pages';
import { readSavedPages, savedPageRecords } from '../../src/core/page-check/saved-pages';
import { savePages } from '../../scripts/inspect-pages';
import { plantedSites } from './page-check-cases';
import { checkPlanted, MEMORY_ORIGIN } from './memory-page-site';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

describe.each(plantedSites.map((site) => [site.name, site] as const))('%s', (_name, site) => {
  test('saved and judged again, it gives the check’s own answer', async () => {
    const check = await checkPlanted(site);
    expect(Object.fromEntries(check.pages.map((page) => [page.url, page.verdict]))).toEqual(
      Object.fromEntries(site.pages.map((page) => [`${MEMORY_ORIGIN}${page.path}`, page.verdict])),
    );
    expect(check.site.verdict).toBe(site.siteVerdict);

    const dir = await mkdtemp(join(tmpdir(), 'judge-pages-'));
    folders.push(dir);
    await savePages(dir, check);
    const reading = readSavedPages(await readFile(join(dir, 'pages.json'), 'utf8'))!;
    expect(reading).toBeDefined();
    const bodies = new Map<string, Uint8Array>();
    for (const page of reading.pages)
      if (page.savedAs)
        bodies.set(
          page.savedAs,
          new Uint8Array(await readFile(join(dir, 'pages', ...page.savedAs.split('/')))),
        );
    const judged = judgePages(
      savedPageRecords(reading, (name) => bodies.get(name)),
      reading.candidates,
    );
    expect(judged).toEqual(check);
  });
});
