import { expect, test } from 'vitest';
import { bookmarkletToken, randomSecret } from './bookmarklet-token';
import { SECRET_PATTERN } from './site-message';

const KEY = 'inspector.bookmarklet.token';

function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

test('a secret is 32 hex digits, and two are not the same', () => {
  const [first, second] = [randomSecret(), randomSecret()];
  expect(first).toMatch(SECRET_PATTERN);
  expect(second).toMatch(SECRET_PATTERN);
  expect(first).not.toBe(second);
});

test.each<[string, Record<string, string>, string]>([
  ['made and stored on first use', {}, '1'.repeat(32)],
  ['read back later', { [KEY]: '2'.repeat(32) }, '2'.repeat(32)],
  ['made again when the stored one is not a secret', { [KEY]: 'not-a-token' }, '1'.repeat(32)],
])('the profile token is %s', (_name, initial, expected) => {
  const storage = fakeStorage(initial);
  expect(bookmarkletToken(storage, () => '1'.repeat(32))).toBe(expected);
  expect(storage.items.get(KEY)).toBe(expected);
});

test('storage that refuses gives one token for the page', () => {
  const refusing = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => undefined,
  };
  const token = bookmarkletToken(refusing, randomSecret);
  expect(token).toMatch(SECRET_PATTERN);
  expect(bookmarkletToken(refusing, randomSecret)).toBe(token);
});
