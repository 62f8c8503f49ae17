/**
 * `npm run inspect -- --compare` when a snapshot cannot be trusted: one cut by a cap of the
 * session (small caps here, so a thousand URLs reach them), and inputs that hold no sitemap
 * or are no file at all (a FIFO, /dev/null), refused with a sentence naming them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { twoSnapshots } from './two-snapshots';
import { runInspect } from '../cli-run';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'compare-caps-'));
  const { before } = twoSnapshots();
  writeFileSync(join(dir, 'before.zip'), before);
  // The deploy that drops a file: the earlier snapshot without sitemap-d.xml (250 URLs).
  mkdirSync(join(dir, 'after'));
  for (const [name, bytes] of Object.entries(unzipSync(before)))
    if (name !== 'sitemap-d.xml') writeFileSync(join(dir, 'after', name), bytes);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /cart/\n');
  writeFileSync(
    join(dir, 'internal_all.csv'),
    'Address,Status Code,Indexability\nhttps://shop.example/a,200,Indexable\n',
  );
  writeFileSync(join(dir, 'empty.zip'), zipSync({}));
  writeFileSync(join(dir, 'empty.xml'), '');
  mkdirSync(join(dir, 'empty-folder'));
  execFileSync('mkfifo', [join(dir, 'pipe')]);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a snapshot cut by a cap', () => {
  test('uncut, the dropped file is 250 removed URLs', () => {
    const result = runInspect('--compare', join(dir, 'before.zip'), join(dir, 'after'), '--json');
    const { compare } = JSON.parse(result.stdout);
    expect(compare.removed).toBe(250);
    expect(compare.cut).toEqual({ before: null, after: null });
  });

  test('cut at 600 URLs, both sides keep the same 600: the gate fails anyway', () => {
    const result = runInspect(
      '--compare',
      join(dir, 'before.zip'),
      join(dir, 'after'),
      '--max-urls=600',
      '--fail-on-removed',
    );
    expect(result.stdout).toContain('0 removed');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^CUT: BEFORE .*before\.zip was cut .*: 400 URLs not kept/m);
    expect(result.stdout).toMatch(/^CUT: AFTER .*after was cut .*: 150 URLs not kept/m);
    expect(result.stdout).toMatch(/store-full +before\.zip\/sitemap-d\.xml from line 3: 250 URLs/);
    expect(result.stderr).toMatch(/removed URLs cannot be ruled out \(--fail-on-removed\)/);
  });

  test('--json names what each side left out; without a --fail-on flag it exits 0', () => {
    const result = runInspect(
      '--compare',
      join(dir, 'before.zip'),
      join(dir, 'after'),
      '--max-urls=600',
      '--json',
    );
    expect(result.status).toBe(0);
    const { compare } = JSON.parse(result.stdout);
    expect(compare.cut.before).toEqual({
      urlsNotKept: 400,
      filesNotInflated: 0,
      files: [
        { file: 'before.zip/sitemap-c.xml', code: 'store-full', line: 203, urlsNotKept: 150 },
        { file: 'before.zip/sitemap-d.xml', code: 'store-full', line: 3, urlsNotKept: 250 },
      ],
    });
    expect(compare.cut.after).toMatchObject({ urlsNotKept: 150 });
    // Said on stderr too: stdout is the JSON document.
    expect(result.stderr).toMatch(/^CUT: BEFORE /m);
  });

  test('an inflate cap cuts too', () => {
    const result = runInspect(
      '--compare',
      join(dir, 'before.zip'),
      join(dir, 'before.zip'),
      '--max-inflated-bytes=60000',
      '--json',
      '--fail-on-removed',
    );
    expect(result.status).toBe(1);
    const { compare } = JSON.parse(result.stdout);
    expect(compare.cut.before.filesNotInflated).toBeGreaterThan(0);
    expect(compare.cut.before.files[0]).toMatchObject({ code: 'inflate-limit' });
  });
});

describe('inputs that are no snapshot', () => {
  test.each([
    ['robots.txt', /robots\.txt: no sitemap in it: robots\.txt \(a robots\.txt\)/],
    ['internal_all.csv', /no sitemap in it: internal_all\.csv \(a crawl export\)/],
    ['empty.zip', /no sitemap in it: empty\.zip \(an archive with no file in it\)/],
    ['empty.xml', /no sitemap in it: empty\.xml \(could not be read: /],
    ['empty-folder', /empty-folder: an empty folder/],
    ['pipe', /pipe: not a file or folder but a FIFO \(named pipe\); nothing was read/],
    ['/dev/null', /^\/dev\/null: not a file or folder but a device; nothing was read/],
    ['missing.zip', /missing\.zip: no such file or folder/],
  ])('%s is refused', (name, message) => {
    const path = name.startsWith('/') ? name : join(dir, name);
    const result = runInspect('--compare', path, join(dir, 'before.zip'));
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
