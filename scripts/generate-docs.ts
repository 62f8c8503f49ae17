/**
 * `npm run docs`: writes the code tables in docs/ from the code's own tables (codes and
 * severities from core's, the English words from the catalog, src/messages), so the
 * explanations exist once and the docs cannot drift from them. Each doc holds one generated block per doc file:
 *
 *     <!-- generated:problem-codes -->  …  <!-- /generated -->
 *
 * named after the doc (docs/problem-codes.md → `problem-codes`); everything outside the
 * block is hand-written and kept. test/docs/generated-docs.test.ts renders the same blocks
 * in memory and fails when a doc differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analysisDescriptors } from '../src/core/analyses/analysis-descriptors';
import type { Descriptors } from '../src/core/analyses/declared-columns';
import { parquetColumns, type ParquetColumn } from '../src/core/export/parquet-schema';
import type { ProblemCodeInfo } from '../src/core/problems/problem-code-info';
import { problemTexts } from '../src/messages/problem-texts';
import { renderCommandTable } from './docs/command-table';
import { renderRequestMapTable } from './docs/request-map-table';

interface DocumentedTable {
  /** The doc that shows the table, relative to the repository root. */
  readonly doc: string;
  /** The heading above the table. */
  readonly title: string;
  readonly table: Readonly<Record<string, ProblemCodeInfo>>;
}

/**
 * Every code table the docs show, in order: each analysis's, as its descriptor places it (an
 * analysis with no codes has none).
 */
export function documentedTablesOf(descriptors: Descriptors): DocumentedTable[] {
  return descriptors.flatMap(({ docs, problemCodes }) =>
    docs ? [{ doc: docs.file, title: docs.title, table: problemCodes }] : [],
  );
}

export const documentedTables: readonly DocumentedTable[] = documentedTablesOf(analysisDescriptors);

/** Tables of another shape than problem codes: the doc and the table's Markdown. */
export const documentedSchemas: readonly {
  doc: string;
  render(descriptors: Descriptors): string;
}[] = [
  { doc: 'docs/parquet.md', render: renderParquetSchema },
  { doc: 'docs/architecture.md', render: () => renderRequestMapTable(repositoryRoot) },
  { doc: 'docs/command-line.md', render: renderCommandTable },
];

/**
 * The Parquet file's columns (src/core/export/parquet-schema.ts) with their physical types.
 * The descriptions are ours, not a file's, and keep their Markdown (code spans).
 */
function renderParquetSchema(descriptors: Descriptors): string {
  const typeOf = (column: ParquetColumn): string => {
    const [element, , leaf] = column.elements;
    const required = element.repetition_type === 'REQUIRED' ? 'required' : 'optional';
    if (element.converted_type === 'LIST')
      return `LIST of ${typeOf({ ...column, elements: [leaf] })}`;
    const logical = element.logical_type;
    const annotation =
      logical?.type === 'TIMESTAMP'
        ? ` TIMESTAMP(${logical.unit}, UTC)`
        : element.converted_type
          ? ` ${element.converted_type}`
          : '';
    return `${element.type}${annotation}, ${required}`;
  };
  return [
    '| Column | Parquet type | What it holds |',
    '| --- | --- | --- |',
    ...parquetColumns(descriptors).map(
      (column) =>
        `| \`${column.name}\` | ${typeOf(column)} | ${column.description.replace(/\|/g, '\\|')} |`,
    ),
  ].join('\n');
}

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

const END_MARKER = '<!-- /generated -->';

/** The marker that opens a doc's generated block: `docs/robots-lint-codes.md` → `robots-lint-codes`. */
function startMarker(doc: string): string {
  return `<!-- generated:${basename(doc, '.md')} -->`;
}

/**
 * Text as GitHub-flavoured Markdown shows it literally inside a table cell: HTML
 * characters as entities, `|` escaped (GFM tables spec, "Example 200"), and the
 * characters that would start emphasis, code or a link backslash-escaped (CommonMark §2.4).
 */
function cellText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~]/g, (character) => `\\${character}`);
}

function renderTable(entry: DocumentedTable, descriptors: Descriptors): string {
  const rows = Object.entries(entry.table).map(([code, { severity }]) => {
    const texts = problemTexts(code, 'en', descriptors) ?? {
      message: '',
      explanation: '',
      fix: '',
    };
    return `| \`${code}\` | ${severity} | ${cellText(texts.message)} | ${cellText(texts.explanation)} | ${cellText(texts.fix)} |`;
  });
  return [
    `### ${entry.title}`,
    '',
    '| Code | Severity | Message | What it means | Fix |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/**
 * The generated block of one doc (markers included), with prettier kept out of it, from a
 * list of descriptors (the app's by default).
 */
export function renderBlock(doc: string, descriptors: Descriptors = analysisDescriptors): string {
  const tables = [
    ...documentedTablesOf(descriptors)
      .filter((entry) => entry.doc === doc)
      .map((entry) => renderTable(entry, descriptors)),
    ...documentedSchemas
      .filter((entry) => entry.doc === doc)
      .map((entry) => entry.render(descriptors)),
  ];
  return [
    startMarker(doc),
    '<!-- prettier-ignore-start -->',
    '<!-- Written by `npm run docs` from the code tables; edit the code, then run it. -->',
    '',
    tables.join('\n\n'),
    '',
    '<!-- prettier-ignore-end -->',
    END_MARKER,
  ].join('\n');
}

/** The doc's text with its generated block replaced by what the code tables say now. */
export function withGeneratedBlock(doc: string, text: string): string {
  const start = text.indexOf(startMarker(doc));
  const end = start < 0 ? -1 : text.indexOf(END_MARKER, start);
  if (start < 0 || end < 0)
    throw new Error(`${doc}: add the markers ${startMarker(doc)} and ${END_MARKER}`);
  return text.slice(0, start) + renderBlock(doc) + text.slice(end + END_MARKER.length);
}

/** Every doc that holds a generated table. */
export function generatedDocs(): string[] {
  return [...new Set([...documentedTables, ...documentedSchemas].map((entry) => entry.doc))];
}

function main(): void {
  for (const doc of generatedDocs()) {
    const path = join(repositoryRoot, doc);
    const before = readFileSync(path, 'utf8');
    const after = withGeneratedBlock(doc, before);
    if (after === before) continue;
    writeFileSync(path, after);
    console.log(`wrote ${doc}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*[\\/]/, ''))) main();
