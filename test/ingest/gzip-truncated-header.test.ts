/**
 * A gzip cut inside its header (10 bytes of header only, 5 bytes, an FNAME that never ends)
 * holds no data, but it is a cut file, not an empty one: the report says truncated.
 */
import { expect, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { collect } from './collect';
import { problemMessage } from '../../src/messages/problem-texts';

const header = gzipSync('<urlset/>').subarray(0, 10);
const unterminatedName = new Uint8Array(1 << 20).fill(0x61);
unterminatedName.set([0x1f, 0x8b, 8, 0x08, 0, 0, 0, 0, 0, 3]);

test.each([
  ['only the 10-byte header', header],
  ['a 5-byte header', header.subarray(0, 5)],
  ['an FNAME of 1 MB that never ends', unterminatedName],
])('a gzip of %s is truncated, not empty', async (_name, bytes) => {
  for (const nativeInflate of [false, true]) {
    const { reports } = await collect([{ name: 'a.xml.gz', bytes }], { nativeInflate });
    expect(reports[0].problems.map((p) => p.code)).toEqual(['truncated']);
    expect(problemMessage(reports[0].problems[0], 'en', { groupNumbers: false })).not.toContain(
      'empty',
    );
  }
});
