/**
 * A toy analysis, whole in this folder: one problem code (a URL longer than 40 characters),
 * one row column (the URL's length) with its export header and Parquet column, one filter
 * (its code, as a code column) and its words in the three languages. toy.test.ts adds it to
 * the app's descriptors and finds it in every list derived from them.
 */
import { describeAnalysis } from '../../../src/core/analyses/analysis-descriptor';
import { describeRowColumn } from '../../../src/core/analyses/row-column';
import { int32Element } from '../../../src/core/export/parquet-elements';

/** Longer than this many characters, a URL gets the toy's code. */
export const TOY_LONG_URL = 40;

export const toyLengthColumn = describeRowColumn<number>({
  id: 'toyUrlLength',
  table: { isHideable: true },
  export: { header: 'toy_url_length', text: String },
  parquet: {
    columns: [
      {
        name: 'toy_url_length',
        description: 'the toy analysis: the URL’s length in characters',
        elements: [int32Element('toy_url_length', 'REQUIRED')],
      },
    ],
    cells: (length) => [length],
  },
});

export const toyDescriptor = describeAnalysis({
  id: 'toy',
  problemCodes: { 'toy-long-url': { severity: 'info' } },
  docs: { file: 'docs/problem-codes.md', title: 'The toy analysis' },
  rowColumns: [toyLengthColumn],
  filters: ['toy-long-url'],
  texts: {
    en: {
      'urls.col.toyUrlLength': 'URL length',
      'problems.toy-long-url.message': 'The URL is longer than {limit} characters',
      'problems.toy-long-url.explanation': 'A toy check: long URLs are hard to read.',
      'problems.toy-long-url.fix': 'Nothing: it is a toy.',
    },
    ja: {
      'urls.col.toyUrlLength': 'URL の長さ',
      'problems.toy-long-url.message': 'URL が {limit} 文字を超えています',
    },
    zh: {
      'urls.col.toyUrlLength': 'URL 长度',
      'problems.toy-long-url.message': 'URL 超过 {limit} 个字符',
    },
  },
});
