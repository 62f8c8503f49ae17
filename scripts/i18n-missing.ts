/**
 * Lists, per language, the English catalog keys a translation lacks (with the English text,
 * to translate from), and the problem codes its problem table lacks. Exits 1 when anything
 * is missing, so it can gate a merge. tsx does not type-check, so this runs while tsc still
 * fails on the missing keys. Usage: npm run i18n:missing
 */
import { problemCodes } from '../src/core/problems/registry';
import { en } from '../src/i18n/en';
import { missingKeys } from '../src/i18n/missing-keys';
import { problemTables } from '../src/messages/problem-texts';

let missingCount = 0;
for (const [locale, keys] of Object.entries(missingKeys())) {
  console.log(`${locale}: ${keys.length} missing key(s)`);
  for (const key of keys) console.log(`  '${key}': ${JSON.stringify(en[key])},`);
  const table = problemTables[locale as 'ja' | 'zh'] as Partial<Record<string, unknown>>;
  const codes = Object.keys(problemCodes).filter((code) => !table[code]);
  console.log(
    `${locale}: ${codes.length} missing problem code(s)${codes.length ? ': ' : ''}${codes.join(', ')}`,
  );
  missingCount += keys.length + codes.length;
}
process.exitCode = missingCount > 0 ? 1 : 0;
