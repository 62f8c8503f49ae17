/** `npm run inspect -- --rows OUT.parquet FILE …`: the file read back (docs/parquet.md). */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PARQUET_COLUMNS } from '../../src/core/export/parquet-schema';
import { makeUrlset } from '../fixtures/generate-fixtures';
import { runInspect } from '../cli-run';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'inspect-rows-'));
  writeFileSync(join(dir, 'a.xml'), makeUrlset(10, { seed: 3 }));
  writeFileSync(join(dir, 'b.xml.gz'), gzipSync(makeUrlset(5, { seed: 4 })));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function readParquet(path: string): ArrayBuffer {
  const bytes = readFileSync(path);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

describe('--rows', () => {
  test('writes every URL row of every file, and still prints the report', async () => {
    const out = join(dir, 'rows.parquet');
    const result = runInspect('--rows', out, join(dir, 'a.xml'), join(dir, 'b.xml.gz'));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('2 files, 15 URLs');
    expect(result.stderr).toContain(`Wrote 15 URL rows to ${out}`);
    const file = readParquet(out);
    const metadata = parquetMetadata(file);
    expect(metadata.num_rows).toBe(15n);
    const names = metadata.schema.slice(1).map((element) => element.name);
    const expected = PARQUET_COLUMNS.filter(
      (c) => c.name !== 'robots' && !c.name.startsWith('crawl_') && c.name !== 'change',
    );
    expect(names.filter((name) => name !== 'list' && name !== 'element')).toEqual(
      expected.map((c) => c.name),
    );
    const rows = await parquetReadObjects({ file, columns: ['file'] });
    expect(rows.filter((row) => row.file === join(dir, 'b.xml.gz'))).toHaveLength(5);
  });

  test('--agent adds the verdicts under the robots.txt among the files', async () => {
    const out = join(dir, 'robots.parquet');
    const result = runInspect(
      `--rows=${out}`,
      '--agent=GPTBot',
      join(dir, 'robots.txt'),
      join(dir, 'a.xml'),
    );
    expect(result.status).toBe(0);
    const rows = await parquetReadObjects({ file: readParquet(out), columns: ['robots'] });
    expect(new Set(rows.map((row) => row.robots))).toEqual(new Set(['blocked']));
  });

  test.each([
    [['--agent', 'Googlebot', 'a.xml'], '--agent needs --rows, --report or --logs'],
    [['--rows'], '--rows takes a value'],
  ])('%j is a usage error', (args, message) => {
    const result = runInspect(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
  });
});
