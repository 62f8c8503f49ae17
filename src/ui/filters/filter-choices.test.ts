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
  const file = { fileId: 'f1', name: 'a.xml', phase } as InputFile;
  expect(fileChoicesOf([file])).toEqual(isChoice ? [{ fileId: 'f1', name: 'a.xml' }] : []);
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
