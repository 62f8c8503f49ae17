/**
 * A row carries every problem attached to its URL, whichever part of the session found it
 * (the reader, the robots.txt check, hreflang, the crawl join, the generator lint), and so do
 * its export lines and its file's count: asked as the page asks (the worker's request
 * handlers), on the site of row-problems-site.ts.
 *
 * The figures agree: the rows carrying a code are the ones the Problems view's "Show N URLs"
 * counts (`urlCount`), and a file's count is the number of Problems occurrences in it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetReadObjects } from 'hyparquet';
import { beforeAll, describe, expect, test } from 'vitest';
import type {
  AnalyzerEvent,
  AnswerOf,
  AskOf,
  RequestType,
} from '../../src/worker/protocol/request-map';
import type { TreeNodeView } from '../../src/worker/protocol/tree';
import type { ExportFormat } from '../../src/worker/protocol/rows';
import { createRequestHandlers } from '../../src/worker/request-handlers';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import { CANCELLED, type RequestContext } from '../../src/worker/session/session-context';
import { DEFAULT_ROBOTS_CHECK } from '../../src/worker/protocol/robots';
import { writeRowsParquet } from '../../scripts/inspect-rows';
import { sfCsv } from '../crawl/make-crawl';
import { CRAWL_ROWS, SITE, SITE_FILES } from './row-problems-site';

const clock = { nowMs: () => Date.UTC(2026, 0, 1), monotonicMs: () => performance.now() };
const CRAWL_NAME = 'internal_all.csv';
const encoded = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

const events: AnalyzerEvent[] = [];
const context: RequestContext = {
  requestId: 1,
  emit: (event) => void events.push(event),
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
};
const session = new InspectorSession(clock);
const handlers = createRequestHandlers(session, { resize: () => {} });

async function ask<T extends RequestType>(type: T, body: AskOf<T>): Promise<AnswerOf<T>> {
  const handler = handlers[type] as (
    ask: AskOf<T>,
    context: RequestContext,
  ) => Promise<AnswerOf<T> | typeof CANCELLED> | AnswerOf<T> | typeof CANCELLED;
  const answer = await handler(body, context);
  if (answer === CANCELLED) throw new Error(`${type} was cancelled`);
  return answer;
}

/** The whole view exported in `format`: its text, or its bytes for Parquet. */
async function exported(format: ExportFormat): Promise<{ text: string; bytes: Uint8Array }> {
  const from = events.length;
  await ask('export', { query: {}, format });
  const chunks = events
    .slice(from)
    .flatMap((event) => (event.type === 'exportChunk' ? [event] : []));
  const text = chunks.map((chunk) => ('text' in chunk ? chunk.text : '')).join('');
  const parts = chunks.flatMap((chunk) => ('bytes' in chunk ? [new Uint8Array(chunk.bytes)] : []));
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) bytes.set(part, (at += part.length) - part.length);
  return { text, bytes };
}

/** Each line's url, file and problems (the site's cells hold no separator to quote). */
function linesOf(
  text: string,
  separator: string,
): { url: string; file: string; codes: string[] }[] {
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const names = header.split(separator);
  return lines.map((line) => {
    const cells = line.split(separator);
    const cell = (name: string) => cells[names.indexOf(name)] ?? '';
    return {
      url: cell('url'),
      file: cell('file'),
      codes: cell('problems').split(' ').filter(Boolean),
    };
  });
}

const nodes = (list: readonly TreeNodeView[]): TreeNodeView[] =>
  list.flatMap((node) => [node, ...nodes(node.children)]);

beforeAll(async () => {
  await ask('open', {
    files: SITE_FILES.map(({ name, text }, i) => ({
      inputId: `f${i}`,
      name,
      source: { kind: 'bytes', bytes: encoded(text) },
    })),
  });
  await ask('crawlOpen', { name: CRAWL_NAME, source: encoded(sfCsv(CRAWL_ROWS)) });
});

describe('every problem of a row', () => {
  test('is on its CSV line, whichever analysis found it', async () => {
    const csv = linesOf((await exported('csv')).text, ',');
    const codesOf = (path: string, file?: string) =>
      csv.find((line) => line.url === `${SITE}${path}` && (!file || line.file === file))?.codes;
    for (const path of ['/tag/a/', '/tag/b/', '/tag/c/'])
      expect(codesOf(path)).toContain('url-blocked-by-robots');
    expect(codesOf('/post-1')).toContain('hreflang-no-return');
    expect(codesOf('/post-5')).toContain('hreflang-invalid');
    expect(codesOf('/post-3')).toContain('crawl-sitemap-client-error');
    expect(codesOf('/post-4')).toContain('crawl-sitemap-redirect');
    expect(codesOf('/tag/b/')).toContain('crawl-sitemap-not-crawled');
    expect(codesOf('/author/jane/')).toContain('author-archives-listed');
    expect(codesOf('/post-2', 'post-sitemap2.xml')).toEqual([
      'duplicate-url',
      'numbered-siblings-overlap',
    ]);
  });

  test('the rows carrying each code are the ones its Problems group counts', async () => {
    const csv = linesOf((await exported('csv')).text, ',');
    const { groups } = await ask('problems', {});
    const carried = new Map<string, number>();
    for (const { codes } of csv)
      for (const code of codes) carried.set(code, (carried.get(code) ?? 0) + 1);
    const counted = new Map(
      groups.filter((group) => group.urlCount > 0).map((group) => [group.code, group.urlCount]),
    );
    expect(Object.fromEntries(carried)).toEqual(Object.fromEntries(counted));
    const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
    expect(sum(carried.values())).toBe(sum(counted.values()));
  });

  test("are the rows the URL table's filter by the code keeps", async () => {
    const { groups } = await ask('problems', {});
    for (const { code, urlCount } of groups.filter((group) => group.urlCount > 0)) {
      const { rows, matching } = await ask('rows', {
        query: { problemCodes: [code] },
        start: 0,
        end: 100,
      });
      expect(matching, code).toBe(urlCount);
      for (const row of rows) expect(row.problemCodes, row.loc).toContain(code);
    }
  });

  test('is the same in the table, the TSV and the Parquet file', async () => {
    const csv = linesOf((await exported('csv')).text, ',');
    const tsv = linesOf((await exported('tsv')).text, '\t');
    expect(tsv).toEqual(csv);
    const parquet = await parquetReadObjects({
      file: (await exported('parquet')).bytes.buffer as ArrayBuffer,
      columns: ['url', 'file', 'problems'],
    });
    expect(parquet.map(({ url, file, problems }) => ({ url, file, codes: problems }))).toEqual(csv);
    const { rows } = await ask('rows', { query: {}, start: 0, end: 100 });
    expect(rows.map((row) => ({ url: row.loc, file: row.file, codes: row.problemCodes }))).toEqual(
      csv,
    );
    expect(rows.map((row) => row.problems)).toEqual(csv.map((line) => line.codes.length));
  });

  test("is the same in the command line's --rows file", async () => {
    const csv = linesOf((await exported('csv')).text, ',');
    const dir = mkdtempSync(join(tmpdir(), 'row-problems-'));
    try {
      const path = join(dir, 'rows.parquet');
      await writeRowsParquet(session, path);
      const rows = await parquetReadObjects({
        file: new Uint8Array(readFileSync(path)).buffer,
        columns: ['url', 'file', 'problems'],
      });
      expect(rows.map(({ url, file, problems }) => ({ url, file, codes: problems }))).toEqual(csv);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a file's count", () => {
  test('is every Problems occurrence in it, in the file list, the tree and the report', async () => {
    const { groups, problemsByFile } = await ask('problems', {});
    const inFile = new Map<string, number>();
    for (const group of groups)
      for (let offset = 0; offset < group.count;) {
        const page = await ask('problemOccurrences', { code: group.code, offset });
        const occurrences = offset === 0 ? group.occurrences : page.occurrences;
        if (occurrences.length === 0) break;
        for (const { file } of occurrences) inFile.set(file, (inFile.get(file) ?? 0) + 1);
        offset += occurrences.length;
      }
    const byName = Object.fromEntries(
      SITE_FILES.map(({ name }, i) => [name, problemsByFile[`f${i}`] ?? 0]),
    );
    expect(byName).toEqual(
      Object.fromEntries(SITE_FILES.map(({ name }) => [name, inFile.get(name) ?? 0])),
    );
    // All 3 of post_tag-sitemap.xml's URLs are blocked; 2 of them the crawl never reached.
    expect(byName['post_tag-sitemap.xml']).toBeGreaterThanOrEqual(5);
    const tree = await ask('tree', {});
    for (const node of nodes([...tree.roots, ...tree.unlisted]))
      if (node.documentId !== undefined) expect(node.problems).toBe(byName[node.name]);
    const report = await ask('report', { robotsCheck: DEFAULT_ROBOTS_CHECK });
    for (const document of report.documents)
      expect(document.problems, document.name).toBe(byName[document.name]);
  });
});
