// Every option a command's help prints is described in docs/command-line.md, the command
// line's reference: an option added to a command's table shows in its help (the help is
// printed from the tables) and cannot ship undocumented.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { repositoryRoot } from '../../scripts/generate-docs';
import { runInspect } from '../cli-run';

/** Each command's help, as a user asks for it. */
const helps = [
  ['--help'],
  ['--robots', '--help'],
  ['--compare', '--help'],
  ['--site', '--help'],
  ['--crawl', '--help'],
  ['watch', '--help'],
  ['posture', '--help'],
];

const reference = readFileSync(join(repositoryRoot, 'docs/command-line.md'), 'utf8');

test.each(helps)('every option `inspect %s %s` prints is in docs/command-line.md', (...args) => {
  const help = runInspect(...args);
  expect(help.status).toBe(0);
  const options = new Set(help.stdout.match(/--[a-z][a-z-]*/g));
  expect(options.size).toBeGreaterThan(0);
  const undocumented = [...options].filter(
    (option) => !new RegExp(`${option}(?![a-z-])`).test(reference),
  );
  expect(undocumented).toEqual([]);
});
