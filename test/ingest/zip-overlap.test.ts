/**
 * A zip whose central-directory records all point at one member (the "better zip bomb")
 * must not be read once per record: the member is read once and the archive carries a
 * problem, as Info-ZIP unzip refuses it.
 */
import { expect, test } from 'vitest';
import { collect } from './collect';
import { problemMessage } from '../../src/messages/problem-texts';
import { writeOverlappingZip } from '../fixtures/archive-writers';
import { makeUrlset } from '../fixtures/generate-fixtures';

test('5,000 records pointing at one member: read once, the archive reports the overlap', async () => {
  const member = new TextEncoder().encode(makeUrlset(200, { seed: 5 }));
  const bytes = writeOverlappingZip(member, 5000);
  const { reports, urls } = await collect([{ name: 'bomb.zip', bytes }]);
  expect(reports.map((r) => [r.name, r.urls])).toEqual([
    ['bomb.zip/m0.xml', 200],
    ['bomb.zip', 0],
  ]);
  expect([...urls.values()].flat()).toHaveLength(200);
  const archive = reports[1];
  expect(archive.problems.map((p) => [p.code, p.severity])).toEqual([
    ['zip-entries-overlap', 'error'],
  ]);
  expect(problemMessage(archive.problems[0], 'en', { groupNumbers: false })).toContain(
    '4999 zip entries',
  );
});
