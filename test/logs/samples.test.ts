/**
 * The same twenty requests in every format (test/logs/samples/, README there): each file is
 * sniffed as its format and gives the same tally with the sample range files, read whole and
 * cut into 7-byte chunks (lines cut across chunks everywhere, CRLF and multi-byte characters
 * included).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { sniffLogFormat, type LogFormat } from '../../src/core/logs/log-format';
import { chunksOf, sampleRanges, samplesDir, tallyLog } from './read-log';

interface Sample {
  file: string;
  format: LogFormat;
  expected: string;
}

const samples = JSON.parse(readFileSync(join(samplesDir, 'samples.json'), 'utf8')) as Sample[];

describe.each(samples)('$file', ({ file, format, expected }) => {
  const bytes = new Uint8Array(readFileSync(join(samplesDir, file)));
  const golden: unknown = JSON.parse(readFileSync(join(samplesDir, expected), 'utf8'));

  test(`is sniffed as ${format}`, () => {
    const lines = new TextDecoder().decode(bytes).split('\n').slice(0, 8);
    expect(sniffLogFormat(lines)).toBe(format);
  });

  test(`gives ${expected}, read whole`, () => {
    const { read, summary } = tallyLog([bytes], { ranges: sampleRanges() });
    expect(read.format).toBe(format);
    expect(read.samples).toEqual([]);
    expect(summary).toEqual(golden);
  });

  test('gives the same cut into 7-byte chunks', () => {
    const { summary } = tallyLog(chunksOf(bytes, 7), { ranges: sampleRanges() });
    expect(summary).toEqual(golden);
  });
});
