/**
 * A robots.txt larger than the 16 MiB the pipeline keeps is stated at its real size, not
 * at the size of the head that was parsed.
 */
import { expect, test } from 'vitest';
import { defaultReaders } from '../../src/core/ingest/default-readers';
import { ROBOTS_MAX_BYTES } from '../../src/core/ingest/document-sink';
import { collect } from './collect';
import { problemMessage } from '../../src/messages/problem-texts';

test('a 28 MB robots.txt is said to have 28 MB, not the parse cap', async () => {
  const size = 28 * 1000 * 1000;
  const bytes = new Uint8Array(size).fill(0x23); // '#': one long comment
  bytes.set(new TextEncoder().encode('User-agent: *\nDisallow: /a\n'));
  for (let at = 4096; at < size; at += 4096) bytes[at] = 0x0a;
  const { reports } = await collect([{ name: 'robots.txt', bytes }], { readers: defaultReaders });
  const sizeLimit = reports[0].problems.find((p) => p.code === 'size-limit');
  expect(sizeLimit?.params?.bytes).toBe(size);
  expect(problemMessage(sizeLimit!, 'en', { groupNumbers: false })).not.toContain(
    String(ROBOTS_MAX_BYTES),
  );
});
