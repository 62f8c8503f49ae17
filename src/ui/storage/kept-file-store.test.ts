import { expect, test } from 'vitest';
import { keptFileError, serialize } from './kept-file-store';
import type { KeptFile, KeptFileStore } from './kept-file-types';

test.each<[string, unknown, string]>([
  ['a full disk', new DOMException('full', 'QuotaExceededError'), 'quota'],
  ['another storage error', new DOMException('no', 'InvalidStateError'), 'failed'],
  ['a plain error', new Error('x'), 'failed'],
])('%s is reported as %s', (_name, error, code) => {
  expect(keptFileError(error)).toBe(code);
});

test('store calls run in order, and a failed call does not stop the next', async () => {
  const log: string[] = [];
  const slow = (name: string, fails = false) =>
    new Promise<void>((resolve, reject) =>
      setTimeout(
        () => {
          log.push(name);
          if (fails) reject(new Error(name));
          else resolve();
        },
        name === 'put a' ? 20 : 0,
      ),
    );
  const store: KeptFileStore = {
    list: async () => [],
    put: (file: KeptFile) => slow(`put ${file.key}`, file.key === 'b'),
    delete: (key) => slow(`delete ${key}`),
    clear: () => slow('clear'),
  };
  const queued = serialize(store);
  const file = (key: string): KeptFile => ({
    key,
    name: key,
    origin: 'upload',
    blob: new Blob([]),
  });
  const done = [
    queued.put(file('a')),
    queued.put(file('b')).catch(() => 'refused'),
    queued.delete('a'),
  ];
  await expect(Promise.all(done)).resolves.toEqual([undefined, 'refused', undefined]);
  expect(log).toEqual(['put a', 'put b', 'delete a']);
});
