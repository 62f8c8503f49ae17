import { describe, expect, test } from 'vitest';
import { HandOver, randomNonce } from './hand-over';
import { FILES_MESSAGE, MESSAGE_CAPS, SECRET_PATTERN } from './site-message';

const SITE = 'https://www.example.com';
const NONCE = 'b'.repeat(32);

const files = (count: number, { nonce = NONCE, sizeBytes = 1 } = {}) => ({
  type: FILES_MESSAGE,
  nonce,
  files: Array.from({ length: count }, (_, index) => ({
    url: `${SITE}/${index}.xml`,
    bytes: new ArrayBuffer(sizeBytes),
  })),
  notLoaded: [],
  failed: [],
});

/** What each message came to: a count held for the user, or a refusal's reason. */
const verdicts = (handOver: HandOver, messages: unknown[]) =>
  messages.map((data) => {
    const verdict = handOver.receive(data, SITE);
    return verdict.ok ? verdict.count : verdict.reason;
  });

test('a nonce is 32 hex digits, and two are not the same', () => {
  const [first, second] = [randomNonce(), randomNonce()];
  expect(first).toMatch(SECRET_PATTERN);
  expect(second).toMatch(SECRET_PATTERN);
  expect(first).not.toBe(second);
});

describe('one hand-over per tab', () => {
  test.each<[string, unknown[], (string | number)[]]>([
    ['one good message is held', [files(2)], [2]],
    [
      // Five messages of 1,001 files each got 5,005 files in: the caps held per message only.
      'a second good message is refused, so the caps hold over the whole hand-over',
      [files(MESSAGE_CAPS.files), files(MESSAGE_CAPS.files), files(1)],
      [MESSAGE_CAPS.files, 'again', 'again'],
    ],
    [
      'a refused message ends the hand-over too',
      [files(1, { nonce: 'c'.repeat(32) }), files(1)],
      ['nonce', 'again'],
    ],
    ['a message of another shape ends it', [{ type: 'x' }, files(1)], ['shape', 'again']],
  ])('%s', (_name, messages, expected) => {
    expect(verdicts(new HandOver(NONCE), messages)).toEqual(expected);
  });

  test('a tab not opened for a hand-over refuses every message', () => {
    expect(verdicts(new HandOver(undefined), [files(1), files(1)])).toEqual(['nonce', 'again']);
  });
});

describe('a hand-over replayed, or forged by the site with no bookmarklet run', () => {
  // The site is the tab's opener: it reads every ready message and every files message the
  // bookmarklet posts from its page, and can open the inspector itself whenever it likes.
  test('a message captured from one hand-over is refused by the next tab, whose nonce differs', () => {
    const first = new HandOver(randomNonce());
    const captured = files(1, { nonce: first.nonce! });
    expect(verdicts(first, [captured])).toEqual([1]);
    expect(verdicts(first, [captured])).toEqual(['again']);
    const next = new HandOver(randomNonce());
    expect(verdicts(next, [captured])).toEqual(['nonce']);
    expect(next.read()).toBeUndefined();
  });

  test('files sent with a fresh tab’s own nonce are held, and read only when the user chooses', () => {
    const tab = new HandOver(randomNonce());
    // A token of the bookmarklets drawn before: ignored, as public as the rest of the code.
    const forged = { ...files(1, { nonce: tab.nonce! }), token: 'a'.repeat(32) };
    expect(tab.receive(forged, SITE)).toEqual({
      ok: true,
      count: 1,
      origin: SITE,
      takesPages: false,
    });
    expect(tab.read()).toMatchObject({ origin: SITE, files: [{ url: `${SITE}/0.xml` }] });
    // Read once: the files are not held any more.
    expect(tab.read()).toBeUndefined();
  });

  test('a bookmarklet that takes pages says so; anything but true is no', () => {
    for (const [takesPages, says] of [
      [true, true],
      ['yes', false],
      [undefined, false],
    ] as const) {
      const tab = new HandOver(NONCE);
      expect(tab.receive({ ...files(1), takesPages }, SITE)).toMatchObject({ takesPages: says });
    }
  });

  test('declined files are dropped unread', () => {
    const tab = new HandOver(NONCE);
    expect(verdicts(tab, [files(3)])).toEqual([3]);
    tab.decline();
    expect(tab.read()).toBeUndefined();
  });
});
