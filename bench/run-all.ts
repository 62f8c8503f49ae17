/**
 * `npm run bench`: runs every `bench/*.bench.ts` one after another, each in its own Node
 * process (so one benchmark's heap does not skew the next one's memory figures).
 * `npm run bench -- robots` runs only the files whose name contains "robots".
 */
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts') && name.includes(filter))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', join(here, file)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
if (files.length === 0) console.log(`No benchmark matches "${filter}".`);
process.exit(failed === 0 ? 0 : 1);
