/**
 * `npm run inspect -- --json` on the two sitemaps (issue 30, "Done when"): the
 * hreflang problems among each file's, and the `hreflang` summary.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeHreflangFixtures } from './make-hreflang-fixtures';
import { runInspect } from '../cli-run';
import { HREFLANG_LANGUAGES_SHOWN } from '../../src/worker/session/hreflang-answer';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'inspect-hreflang-'));
  const { english, asian } = makeHreflangFixtures(200);
  writeFileSync(join(dir, 'en.xml'), english);
  writeFileSync(join(dir, 'ja-zh.xml'), asian);
  // One URL per code, each naming itself: more codes than the page's view lists.
  const codes = Array.from({ length: HREFLANG_LANGUAGES_SHOWN + 5 }, (_, i) => `x-${i}`);
  const urls = codes.map((code) => {
    const loc = `https://www.example.com/${code}`;
    return `<url><loc>${loc}</loc><xhtml:link rel="alternate" hreflang="${code}" href="${loc}"/></url>`;
  });
  writeFileSync(
    join(dir, 'many-codes.xml'),
    '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
      `xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface JsonProblem {
  code: string;
  line: number;
  column: number;
  message: string;
}

describe('inspect --json with hreflang', () => {
  test('reports the five faults and a summary of languages, clusters and confirmed share', () => {
    const files = [join(dir, 'en.xml'), join(dir, 'ja-zh.xml')];
    const result = runInspect('--json', ...files);
    expect(result.status).toBe(0);
    const doc = JSON.parse(result.stdout) as {
      files: { name: string; problems: JsonProblem[] }[];
      hreflang: Record<string, unknown>;
    };
    const hreflang = doc.files.flatMap((file) =>
      file.problems
        .filter((p) => p.code.startsWith('hreflang-'))
        .map((p) => [file.name === files[0] ? 'en' : 'ja-zh', p.code, p.message]),
    );
    const site = 'https://www.example.com';
    expect(hreflang).toEqual([
      [
        'en',
        'hreflang-no-return',
        `Lists ${site}/ja/b as its "ja" version, but ${site}/ja/b does not link back`,
      ],
      [
        'en',
        'hreflang-missing-self',
        `${site}/en/c has 2 hreflang alternate(s) but none for itself`,
      ],
      [
        'en',
        'hreflang-invalid-code',
        `"en-UK" (for ${site}/en/d) is not a language code Google accepts: probably "en-GB"`,
      ],
      [
        'en',
        'hreflang-invalid-code',
        `"jp" (for ${site}/ja/e) is not a language code Google accepts: probably "ja"`,
      ],
      [
        'en',
        'hreflang-target-not-listed',
        `The "ja" alternate ${site}/ja/f/ is in no loaded sitemap: its return link cannot be checked`,
      ],
      ['en', 'hreflang-conflict', `"ja" names two URLs: ${site}/ja/f and ${site}/ja/f/`],
    ]);
    expect(doc.hreflang).toMatchObject({
      urls: 615,
      clusters: 205,
      faultyClusters: 5,
      checkedLinks: 1638,
      confirmedLinks: 1637,
      confirmedShare: 0.9994,
      notListedLinks: 1,
    });
    expect((doc.hreflang.languages as unknown[]).slice(0, 2)).toEqual([
      { code: 'ja', urls: 206 },
      { code: 'en', urls: 205 },
    ]);
    expect(doc.hreflang.pairs).toContainEqual({
      from: 'en',
      to: 'ja',
      links: 202,
      confirmed: 201,
      confirmedShare: 0.995,
    });
  });

  test("lists the languages the page's hreflang view lists: the codes with most URLs, capped", () => {
    const result = runInspect('--json', join(dir, 'many-codes.xml'));
    const doc = JSON.parse(result.stdout) as { hreflang: { urls: number; languages: unknown[] } };
    expect(doc.hreflang.urls).toBe(HREFLANG_LANGUAGES_SHOWN + 5);
    expect(doc.hreflang.languages).toHaveLength(HREFLANG_LANGUAGES_SHOWN);
  });
});
