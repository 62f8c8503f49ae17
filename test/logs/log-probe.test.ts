/**
 * Logs, range files, sitemaps and robots.txt told apart by their bytes alone (the page's
 * `logsProbe`): plain, gzipped, in a `.tar.gz` or a zip, each file under a name that says
 * nothing, so only its bytes can decide. Cases: probe-cases.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { expect, test } from 'vitest';
import { probeLogFiles } from '../../src/worker/session/logs-probe';
import { gzip, tarOf } from './log-archives';

interface ProbeCase {
  file: string;
  wrap: 'plain' | 'gzip' | 'tar.gz' | 'zip';
  kind: string;
}

const here = import.meta.dirname;
const cases = JSON.parse(readFileSync(join(here, 'probe-cases.json'), 'utf8')) as ProbeCase[];

function wrapped(bytes: Uint8Array, wrap: ProbeCase['wrap']): Uint8Array {
  if (wrap === 'gzip') return gzip(bytes);
  if (wrap === 'tar.gz') return gzip(tarOf([{ name: 'member', bytes }]));
  if (wrap === 'zip') return zipSync({ member: bytes });
  return bytes;
}

test.each(cases)('$file ($wrap) is $kind', async ({ file, wrap, kind }) => {
  const bytes = wrapped(new Uint8Array(readFileSync(join(here, file))), wrap);
  const [probed] = await probeLogFiles([new Blob([bytes.slice()])]);
  expect(probed).toBe(kind);
});
