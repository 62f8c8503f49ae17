import { describe, expect, test } from 'vitest';
import type { InputFile } from '../file-list/input-files';
import { shouldFoldAfterReading } from './inputs-fold';

const file = (change: Partial<InputFile>): InputFile => ({
  inputId: 'f',
  name: 'sitemap.xml',
  sizeBytes: 100,
  origin: 'upload',
  phase: 'read',
  bytesRead: 100,
  format: 'xml',
  ...change,
});

/** An input with no bytes whose one document is the `fetch-failed` finding. */
const unfetched = (change: Partial<InputFile>): InputFile =>
  file({
    sizeBytes: 0,
    bytesRead: 0,
    opened: {
      inputId: 'f',
      name: 'https://www.example.com/missing.xml',
      sizeBytes: 0,
      format: 'xml',
      documents: [{ problems: [{ code: 'fetch-failed' }] } as never],
    },
    ...change,
  });

describe('shouldFoldAfterReading', () => {
  test.each<[string, InputFile[], boolean]>([
    ['no file', [], false],
    ['an uploaded file read', [file({})], true],
    ['a paste and a drop read', [file({ origin: 'paste' }), file({ origin: 'drop' })], true],
    ['one still being read', [file({}), file({ phase: 'reading' })], false],
    ['one queued', [file({ phase: 'queued' })], false],
    ['only the demo (a first visit sees the answer)', [file({ origin: 'demo' })], true],
    ['a failed file', [file({}), file({ phase: 'failed' })], false],
    ['a cancelled file', [file({ phase: 'cancelled' })], false],
    ['an empty file', [file({ sizeBytes: 0 })], false],
    ['a file of unknown format', [file({ format: 'unknown' })], false],
    [
      "a sitemap the site did not give, beside the site's files (a finding, not a file to fix)",
      [file({ origin: 'site' }), unfetched({ origin: 'site' })],
      true,
    ],
    ['an empty upload that only looks like one', [unfetched({ origin: 'upload' })], false],
    [
      'an unreadable archive member',
      [
        file({
          opened: {
            inputId: 'f',
            name: 'a.zip',
            sizeBytes: 100,
            format: 'zip',
            documents: [{ unreadable: true } as never],
          },
        }),
      ],
      false,
    ],
  ])('%s', (_name, files, expected) => {
    expect(shouldFoldAfterReading(files)).toBe(expected);
  });
});
