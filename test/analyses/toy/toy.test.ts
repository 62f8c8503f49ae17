/**
 * The descriptors are the only hand-kept list: a toy analysis declared in this folder alone
 * (toy-descriptor.ts, toy-analysis.ts) and added to the app's descriptors appears in every
 * list derived from them — the problem codes' owners, the URL table's columns, a session's
 * rows, filter, Problems, CSV and Parquet exports, the Parquet schema, the docs' tables and
 * the words of three languages — and nothing outside this folder names it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { describe, expect, test } from 'vitest';
import { analysisDescriptors } from '../../../src/core/analyses/analysis-descriptors';
import { descriptorText } from '../../../src/core/analyses/descriptor-texts';
import { urlTableColumns } from '../../../src/core/analysis/url-table-columns';
import { parquetColumns } from '../../../src/core/export/parquet-schema';
import { problemOwnersOf } from '../../../src/core/problems/registry';
import { problemMessage, problemTexts } from '../../../src/messages/problem-texts';
import type { AnalyzerEvent } from '../../../src/worker/protocol/request-map';
import { InspectorSession } from '../../../src/worker/session/inspector-session';
import { sessionAnalysisMakers } from '../../../src/worker/session/session-analyses';
import { renderBlock, repositoryRoot } from '../../../scripts/generate-docs';
import { clock, contextFor } from '../../views/planted-session';
import { makeToyAnalysis } from './toy-analysis';
import { toyDescriptor } from './toy-descriptor';

const descriptors = [...analysisDescriptors, toyDescriptor];
const SHORT = 'https://a.example/';
const LONG = 'https://a.example/a-rather-long-path/that-goes-on-and-on';

async function toySession(): Promise<InspectorSession> {
  const session = new InspectorSession(clock, {
    analyses: { descriptors, makers: { ...sessionAnalysisMakers, toy: makeToyAnalysis } },
  });
  const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SHORT}</loc></url><url><loc>${LONG}</loc></url></urlset>`;
  const source = { kind: 'bytes' as const, bytes: new TextEncoder().encode(xml).buffer };
  await session.open([{ inputId: 's', name: 'sitemap.xml', source }], contextFor([]));
  return session;
}

async function exported(session: InspectorSession, format: 'csv' | 'parquet') {
  const events: AnalyzerEvent[] = [];
  await expect(session.export({}, format, contextFor(events))).resolves.toBe('done');
  return events.flatMap((event) => (event.type === 'exportChunk' ? [event] : []));
}

describe('the toy analysis, added to the descriptors', () => {
  test('owns its code', () => {
    expect(problemOwnersOf(descriptors).get('toy-long-url')).toBe('toy');
    expect(problemOwnersOf(analysisDescriptors).has('toy-long-url')).toBe(false);
  });

  test('has its column in the URL table, before Problems', () => {
    const ids = urlTableColumns(descriptors).map((column) => column.id);
    expect(ids.slice(-2)).toEqual(['toyUrlLength', 'problems']);
    expect(urlTableColumns().map((column) => column.id)).not.toContain('toyUrlLength');
  });

  test("fills its column in the table's rows, and its code in their problems", async () => {
    const { rows } = (await toySession()).rows({}, 0, 10);
    expect(rows.map((row) => [row.loc, row.columnTexts, row.problemCodes])).toEqual([
      [SHORT, { toyUrlLength: String(SHORT.length) }, []],
      [LONG, { toyUrlLength: String(LONG.length) }, ['toy-long-url']],
    ]);
  });

  test('answers the filter by its code, and lists its group in Problems', async () => {
    const session = await toySession();
    const filtered = session.rows({ problemCodes: ['toy-long-url'] }, 0, 10);
    expect(filtered.rows.map((row) => row.loc)).toEqual([LONG]);
    expect(session.problems().find((group) => group.code === 'toy-long-url')).toMatchObject({
      severity: 'info',
      count: 1,
      urlCount: 1,
    });
  });

  test('adds its CSV column after the others', async () => {
    const chunks = await exported(await toySession(), 'csv');
    const lines = chunks
      .map((chunk) => ('text' in chunk ? chunk.text : ''))
      .join('')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/,problems,toy_url_length$/);
    expect(lines[1]).toMatch(new RegExp(`,${SHORT.length}$`));
    expect(lines[2]).toMatch(new RegExp(`,toy-long-url,${LONG.length}$`));
  });

  test('adds its Parquet column, in the schema and in the file', async () => {
    expect(parquetColumns(descriptors).at(-1)?.name).toBe('toy_url_length');
    const chunks = await exported(await toySession(), 'parquet');
    const file = await new Blob(
      chunks.flatMap((chunk) => ('bytes' in chunk ? [chunk.bytes] : [])),
    ).arrayBuffer();
    const names = parquetMetadata(file).schema.map((element) => element.name);
    expect(names.at(-1)).toBe('toy_url_length');
    const rows = await parquetReadObjects({ file, columns: ['url', 'toy_url_length'] });
    expect(rows).toEqual([
      { url: SHORT, toy_url_length: SHORT.length },
      { url: LONG, toy_url_length: LONG.length },
    ]);
  });

  test("has its table in the docs, in its descriptor's English words", () => {
    const block = renderBlock('docs/problem-codes.md', descriptors);
    expect(block).toContain('### The toy analysis');
    expect(block).toContain(
      '| `toy-long-url` | info | The URL is longer than {limit} characters |',
    );
    expect(renderBlock('docs/problem-codes.md')).not.toContain('toy-long-url');
    expect(renderBlock('docs/parquet.md', descriptors)).toContain('`toy_url_length`');
  });

  test.each([
    ['en', 'URL length', 'The URL is longer than 40 characters'],
    ['ja', 'URL の長さ', 'URL が 40 文字を超えています'],
    ['zh', 'URL 长度', 'URL 超过 40 个字符'],
  ] as const)('speaks %s', (locale, header, message) => {
    expect(descriptorText(locale, 'urls.col.toyUrlLength', descriptors)).toBe(header);
    const problem = { code: 'toy-long-url', params: { limit: 40 } };
    expect(problemTexts(problem.code, locale, descriptors)).toBeDefined();
    expect(problemMessage(problem, locale, {}, descriptors)).toBe(message);
  });
});

/** Every file under `dir`, skipping what is not the project's own. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.') || name === 'dist') return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('nothing outside its folder names the toy analysis', () => {
  const folder = relative(repositoryRoot, import.meta.dirname);
  const naming = ['src', 'scripts', 'docs', 'test', 'public']
    .flatMap((top) => filesUnder(join(repositoryRoot, top)))
    .filter((path) => !relative(repositoryRoot, path).startsWith(folder))
    .filter((path) =>
      /toy-long-url|toyUrlLength|toy_url_length|toyDescriptor/.test(readFileSync(path, 'utf8')),
    );
  expect(naming.map((path) => relative(repositoryRoot, path))).toEqual([]);
});
