/**
 * `npm run conformance -- FILE.jsonl [FILE.jsonl.gz …]`: runs robots.txt conformance cases
 * (schema: test/conformance/robots/README.md) through our engine, prints every failure (id,
 * expected, got) and ends with "N passed, M failed". Exit status 1 when anything failed.
 * A check case passes only when both the verdict and the deciding line match.
 */
import { readCases, runCase } from '../test/conformance/robots/conformance-cases';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run conformance -- FILE.jsonl [FILE.jsonl.gz …]');
  process.exit(2);
}

let passed = 0;
let failed = 0;
for (const file of files) {
  for (const c of readCases(file)) {
    const outcome = runCase(c);
    if (outcome.passed) {
      passed++;
    } else {
      failed++;
      console.log(`FAIL ${outcome.id}: expected ${outcome.expected}, got ${outcome.got}`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
