// Sentences the docs once said and the page has since outgrown: each row names the doc, the
// words, and what is true instead, so a copy pasted back from an old draft fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { repositoryRoot } from '../../scripts/generate-docs';

test.each([
  [
    'docs/using-the-inspector.md',
    'are the next pieces of work',
    'the Lastmod and robots.txt tabs exist',
  ],
  ['docs/using-the-inspector.md', 'catalogs are empty', 'ja and zh translate every key'],
  ['docs/using-the-inspector.md', 'below the results', 'Coverage and Changes are tabs'],
  [
    'docs/robots-workbench.md',
    'cannot be opened',
    'a robots.txt from an archive is listed and opened',
  ],
  [
    'docs/visual-system.md',
    'tagline where it fits, the\nprivacy badge, the language), the inputs',
    'the header holds the actions',
  ],
  [
    'docs/reading-a-site.md',
    'address is printed, not opened',
    'open opens it in the default browser where one can be opened',
  ],
  [
    'docs/reading-a-site.md',
    'does not carry the built inspector yet',
    'the package carries the inspector in dist/app',
  ],
  [
    'docs/reading-a-site.md',
    'The link also carries a token',
    'the bookmarklet carries no secret: each tab makes a one-use nonce, and the user reads the files',
  ],
  [
    'docs/reading-a-site.md',
    "the site's origin is single-quoted in it",
    'the origin is written into the command only when it is a plain word in every shell',
  ],
])('%s no longer says "%s" (%s)', (doc, stale) => {
  const text = readFileSync(join(repositoryRoot, doc), 'utf8');
  expect(text).not.toContain(stale);
});
