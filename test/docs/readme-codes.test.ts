// README.md is where users look codes up (issue 4: "list them all in README"): every sitemap
// problem code must have its row there, with the severity the engine gives it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { problemCodeOwners } from '../../src/core/problems/registry';

const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

const sitemapProblemCodes = {
  ...problemCodeOwners.sitemap,
  ...problemCodeOwners.archive,
  ...problemCodeOwners['index-tree'],
};

describe('README lists every sitemap problem code', () => {
  test.each(Object.entries(sitemapProblemCodes))('%s', (code, info) => {
    // Table cells may be padded (prettier aligns the columns).
    expect(readme).toMatch(new RegExp(`\\| \`${code}\` +\\| ${info.severity} +\\|`));
  });
});
