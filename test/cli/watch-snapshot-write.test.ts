import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { keepSnapshot, removeUnfinished, unfinishedPath } from '../../scripts/watch-snapshot-write';
import { isStampShaped } from '../../scripts/watch-stamps';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'watch-write-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const STAMP = '2026-12-04T09-20-00-000Z';

test('an unfinished folder is named as no stamp and no hidden file is, beside the snapshots', () => {
  const path = unfinishedPath(dir);
  expect(join(path, '..')).toBe(join(dir, 'snapshots'));
  expect(isStampShaped(basename(path))).toBe(false);
  expect(basename(path)).not.toContain('.');
  expect(unfinishedPath(dir)).not.toBe(path);
});

test('a snapshot is found under its stamp only once kept, whole', () => {
  const path = unfinishedPath(dir);
  mkdirSync(join(path, 'files', 'a.example'), { recursive: true });
  writeFileSync(join(path, 'files', 'a.example', 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(path, 'fetch-log.json'), '{}\n');
  expect(readdirSync(join(dir, 'snapshots'))).toEqual([basename(path)]);
  keepSnapshot(path, dir, STAMP);
  expect(readdirSync(join(dir, 'snapshots'))).toEqual([STAMP]);
  expect(
    readFileSync(join(dir, 'snapshots', STAMP, 'files', 'a.example', 'robots.txt'), 'utf8'),
  ).toBe('User-agent: *\n');
});

test('a kept snapshot is never overwritten by a later one of the same stamp', () => {
  for (const text of ['first', 'second']) {
    const path = unfinishedPath(dir);
    mkdirSync(path, { recursive: true });
    writeFileSync(join(path, 'fetch-log.json'), text);
    if (text === 'first') keepSnapshot(path, dir, STAMP);
    else expect(() => keepSnapshot(path, dir, STAMP)).toThrow();
  }
  expect(readFileSync(join(dir, 'snapshots', STAMP, 'fetch-log.json'), 'utf8')).toBe('first');
});

test('the unfinished folders a run left are removed, and nothing else', () => {
  const left = unfinishedPath(dir);
  mkdirSync(join(left, 'files'), { recursive: true });
  mkdirSync(join(dir, 'snapshots', STAMP));
  mkdirSync(join(dir, 'snapshots', 'notes'));
  expect(removeUnfinished(dir)).toEqual([basename(left)]);
  expect(existsSync(left)).toBe(false);
  expect(readdirSync(join(dir, 'snapshots')).sort()).toEqual([STAMP, 'notes']);
  expect(removeUnfinished(join(dir, 'missing'))).toEqual([]);
});
