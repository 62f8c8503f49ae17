import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { LOCK_FILE, lockStateFolder } from '../../scripts/watch-lock';
import { LOCK_CASES } from './watch-lock-cases';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'watch-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A pid whose process has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

test.each(LOCK_CASES)('$name: $result', ({ lock, ageMs, result }) => {
  const path = join(dir, LOCK_FILE);
  const text = lock(deadPid());
  if (text !== null) {
    writeFileSync(path, text);
    const at = (Date.now() - ageMs) / 1000;
    utimesSync(path, at, at);
  }
  const outcome = lockStateFolder(dir);
  const got = !outcome.ok ? 'refused' : outcome.tookOver ? 'took over' : 'taken';
  expect(got).toBe(result);
  if (outcome.ok) {
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    outcome.release();
    expect(existsSync(path)).toBe(false);
  } else expect(readFileSync(path, 'utf8')).toBe(text);
});

test('a second lock while the first is held is refused, and taken once it is released', () => {
  const first = lockStateFolder(join(dir, 'state'));
  expect(first.ok).toBe(true);
  const second = lockStateFolder(join(dir, 'state'));
  expect(second).toMatchObject({ ok: false, holder: { pid: process.pid } });
  if (first.ok) first.release();
  const third = lockStateFolder(join(dir, 'state'));
  expect(third.ok).toBe(true);
  if (third.ok) third.release();
});

test('a release leaves a lock that another run has taken since', () => {
  const first = lockStateFolder(dir);
  const path = join(dir, LOCK_FILE);
  const other = JSON.stringify({
    pid: 1,
    host: 'elsewhere',
    startedAt: '2026-12-04T09:20:00.000Z',
  });
  writeFileSync(path, other);
  if (first.ok) first.release();
  expect(readFileSync(path, 'utf8')).toBe(other);
});
