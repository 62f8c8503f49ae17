import { describe, expect, test } from 'vitest';
import type { InputFile, InputOrigin, InputPhase } from '../file-list/input-files';
import { filesToKeepNow } from './useKeptFiles';

const file = (fileId: string, phase: InputPhase, origin: InputOrigin = 'upload'): InputFile => ({
  fileId,
  name: `${fileId}.xml`,
  sizeBytes: 10,
  origin,
  phase,
  bytesRead: 0,
});

const kept = (files: InputFile[], chosen: string[] = []) =>
  filesToKeepNow(files, new Set(chosen)).map((each) => each.fileId);

describe('which files are written to storage now', () => {
  test.each<[string, InputFile[], string[], string[]?]>([
    [
      'every read file once nothing is read any more',
      [file('a', 'read'), file('b', 'read')],
      ['a', 'b'],
    ],
    ['none while a file is being read', [file('a', 'read'), file('b', 'reading')], []],
    ['none while a file waits its turn', [file('a', 'read'), file('b', 'queued')], []],
    [
      'not a failed or cancelled file, nor the demo',
      [
        file('a', 'failed'),
        file('b', 'cancelled'),
        file('demo', 'read', 'demo'),
        file('c', 'read', 'paste'),
      ],
      ['c'],
    ],
    ['nothing from an empty list', [], []],
    [
      'not a share link’s nor a site’s file the user has not asked to keep',
      [file('a', 'read', 'link'), file('b', 'read', 'site'), file('c', 'read', 'drop')],
      ['c'],
    ],
    [
      'a share link’s and a site’s file once asked to keep',
      [file('a', 'read', 'link'), file('b', 'read', 'site'), file('c', 'read', 'site')],
      ['a', 'b'],
      ['a', 'b'],
    ],
  ])('%s', (_name, files, expected, chosen) => {
    expect(kept(files, chosen)).toEqual(expected);
  });
});
