import { describe, expect, test } from 'vitest';
import { HandOver } from './hand-over';
import { FILES_MESSAGE, MESSAGE_CAPS } from './site-message';

const SITE = 'https://www.example.com';
const SECRETS = { token: 'a'.repeat(32), nonce: 'b'.repeat(32) };

const files = (count: number, sizeBytes = 1) => ({
  type: FILES_MESSAGE,
  ...SECRETS,
  files: Array.from({ length: count }, (_, index) => ({
    url: `${SITE}/${index}.xml`,
    bytes: new ArrayBuffer(sizeBytes),
  })),
  notLoaded: [],
  failed: [],
});
const noToken = { ...files(1), token: 'c'.repeat(32) };

describe('one hand-over per tab', () => {
  test.each<[string, unknown[], (string | number)[]]>([
    ['one good message is taken', [files(2)], [2]],
    [
      // Five messages of 1,001 files each got 5,005 files in: the caps held per message only.
      'a second good message is refused, so the caps hold over the whole hand-over',
      [files(MESSAGE_CAPS.files), files(MESSAGE_CAPS.files), files(1)],
      [MESSAGE_CAPS.files, 'again', 'again'],
    ],
    ['a refused message ends the hand-over too', [noToken, files(1)], ['secret', 'again']],
    ['a message of another shape ends it', [{ type: 'x' }, files(1)], ['shape', 'again']],
  ])('%s', (_name, messages, expected) => {
    const handOver = new HandOver(SECRETS);
    const verdicts = messages.map((data) => {
      const verdict = handOver.receive(data, SITE);
      return verdict.ok ? verdict.files.length : verdict.reason;
    });
    expect(verdicts).toEqual(expected);
  });

  test('a tab not opened for a hand-over refuses even a message with secrets', () => {
    const handOver = new HandOver(undefined);
    expect(handOver.receive(files(1), SITE)).toEqual({ ok: false, reason: 'secret' });
  });
});
