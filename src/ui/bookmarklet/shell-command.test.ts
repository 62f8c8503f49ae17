import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openSiteCommand, quoteShellWord } from './shell-command';

/** Where the shells run: a command that escaped its quotes would leave a file here. */
const scratch = mkdtempSync(join(tmpdir(), 'shell-command-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The words `line` gives `npx` when a shell runs it, with `npx` a function that prints its
 * arguments (NUL-separated, so a newline inside one stays inside it) and runs nothing else.
 */
function argvOf(shell: string, line: string): { argv: string[]; stderr: string } {
  const script = `npx() { printf '%s\\0' "$@"; }\n${line}\n`;
  const run = spawnSync(shell, ['-c', script], { cwd: scratch, encoding: 'utf8' });
  const argv = run.stdout.split('\0');
  argv.pop();
  return { argv, stderr: run.stderr };
}

// Origins as Chromium may serialize them (it accepts these characters in a host name), and
// worse: what the shell would otherwise run, expand or split.
const hostileOrigins: [string, string][] = [
  ['a plain origin', 'https://www.example.com'],
  ['a port and an IPv6 address', 'http://[::1]:8080'],
  ['a command after ;', 'https://a;touch pwned-semicolon'],
  ['a command substitution', 'https://$(touch pwned-dollar).example'],
  ['backquotes', 'https://`touch pwned-backquote`.example'],
  ['brace expansion', 'https://{a,b}.example'],
  ['a variable', 'https://$HOME.example'],
  ['a single quote', "https://it's.example"],
  ['only quotes', `'"'"'`],
  ['a double quote', 'https://"x".example'],
  ['a newline and a command', 'https://a\ntouch pwned-newline\n'],
  ['a glob', 'https://*.example'],
  ['a history expansion', 'https://!!.example'],
  ['a pipe, an ampersand and a redirect', 'https://a|b&c>pwned-redirect'],
  ['a backslash', 'https://a\\'],
  ['a tilde and a hash', '~root #x'],
  ['an empty value', ''],
];

/** Characters some shell reads as syntax: cmd.exe's, PowerShell's and POSIX's. */
const SHELL_SYNTAX = /[&|<>^%"'()!$`;{}@#*?~[\]\\\s,=]/;

describe('openSiteCommand: a plain origin as one word in every shell, no other', () => {
  const prefix = 'npx sitemap-inspector open ';
  test.each(hostileOrigins)('%s', (_name, origin) => {
    const line = openSiteCommand(origin);
    if (line === undefined) return;
    expect(line.startsWith(prefix)).toBe(true);
    expect(line.slice(prefix.length)).not.toMatch(SHELL_SYNTAX);
    for (const shell of ['bash', 'dash']) {
      const { argv, stderr } = argvOf(shell, line);
      expect(stderr, shell).toBe('');
      expect(argv, shell).toEqual(['sitemap-inspector', 'open', origin]);
    }
    expect(readdirSync(scratch)).toEqual([]);
  });

  test.each([
    ['https://www.example.com', 'npx sitemap-inspector open https://www.example.com'],
    ['http://127.0.0.1:8080', 'npx sitemap-inspector open http://127.0.0.1:8080'],
    ['https://xn--bcher-kva.example', 'npx sitemap-inspector open https://xn--bcher-kva.example'],
    ['https://a&calc.example', undefined],
    ['http://[::1]:8080', undefined],
    ['https://$(x).example', undefined],
  ])('%s → %s', (origin, command) => expect(openSiteCommand(origin)).toBe(command));
});

describe('quoteShellWord', () => {
  test.each([
    ['plain', 'https://www.example.com', `'https://www.example.com'`],
    ['a quote', "it's", `'it'\\''s'`],
    ['empty', '', `''`],
  ])('%s', (_name, value, quoted) => {
    expect(quoteShellWord(value)).toBe(quoted);
  });
});
