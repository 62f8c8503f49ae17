import { expect, test } from 'vitest';
import type { InputFile } from '../file-list/input-files';
import type { ProblemsEvent } from '../../worker/protocol/request-map';
import { fileChoicesOf, urlProblemCodesOf } from './filter-choices';

test.each<[InputFile['phase'], boolean]>([
  ['queued', false],
  ['reading', true],
  ['read', true],
  ['failed', false],
  ['cancelled', false],
])('a file %s is a file filter choice: %s', (phase, isChoice) => {
  const file = { inputId: 'f1', name: 'a.xml', phase } as InputFile;
  expect(fileChoicesOf([file])).toEqual(isChoice ? [{ inputId: 'f1', name: 'a.xml' }] : []);
});

test('only problem codes that concern URLs can filter the table', () => {
  const problems = {
    groups: [
      { code: 'lastmod-invalid', urlCount: 2 },
      { code: 'xml-malformed', urlCount: 0 },
    ],
  } as ProblemsEvent;
  expect(urlProblemCodesOf(problems)).toEqual(['lastmod-invalid']);
  expect(urlProblemCodesOf(undefined)).toEqual([]);
});

test("an archive's files are choices of their own, after the archive", () => {
  const doc = (documentId: number, name: string, kind: string, parent?: number) => ({
    documentId,
    name,
    kind,
    ...(parent !== undefined ? { parentDocumentId: parent } : {}),
  });
  const zip = {
    inputId: 'z',
    name: 'site.zip',
    phase: 'read',
    opened: {
      documents: [
        doc(1, 'site.zip/a.xml', 'urlset', 0),
        doc(2, 'site.zip/robots.txt', 'robots', 0),
        doc(0, 'site.zip', 'archive'),
      ],
    },
  } as unknown as InputFile;
  expect(fileChoicesOf([zip])).toEqual([
    { inputId: 'z', name: 'site.zip' },
    { inputId: 'z', name: 'site.zip/a.xml', documentId: 1 },
  ]);
});
