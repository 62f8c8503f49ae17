/**
 * Lists, per language, the English catalog keys a translation lacks (with the English text,
 * to translate from), and the problem codes the problem tables lack. Exits 1 when anything
 * is missing, so it can gate a merge. Usage: npm run i18n:missing
 */
import { en } from '../src/ui/i18n/en';
import { missingKeys } from '../src/ui/i18n/missing-keys';

let missingCount = 0;
for (const [locale, keys] of Object.entries(missingKeys())) {
  console.log(`${locale}: ${keys.length} missing key(s)`);
  for (const key of keys) console.log(`  '${key}': ${JSON.stringify(en[key])},`);
  missingCount += keys.length;
}
process.exitCode = missingCount > 0 ? 1 : 0;
