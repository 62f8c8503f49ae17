/**
 * A site that lists git's own file names as sitemaps (`/HEAD`, `/config`, `/objects/…`,
 * `/refs/…`) must not turn a `--save` folder or a `watch` snapshot into a repository: git
 * finds a bare repository in any folder holding `HEAD`, `objects/` and `refs/`
 * (`safe.bareRepository` defaults to `all`), and a planted `config` then runs the site's
 * command through `core.fsmonitor` on the user's next `git status`. Git is run in every
 * folder of the saved tree with `GIT_CEILING_DIRECTORIES` at the save folder, so only what
 * the command wrote can be found.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runInspectAsync } from '../cli-run';
import { startTableSite, urlsetOf, type TableSite } from './option-sites';

/** The file a planted hook would write: its existence means the site's command ran. */
const MARKER = 'site-command-ran';

/** The paths a robots.txt lists as sitemaps, and what each serves: a bare repository's files. */
const gitFiles = (prefix: string): Record<string, string> => ({
  [`${prefix}/HEAD`]: 'ref: refs/heads/main\n',
  [`${prefix}/config`]: `[core]\n\trepositoryformatversion = 0\n\tbare = false\n\tworktree = .\n\tfsmonitor = "touch ${MARKER}; false"\n`,
  [`${prefix}/objects/info/packs`]: '\n',
  [`${prefix}/refs/heads/main`]: '0000000000000000000000000000000000000000\n',
  [`${prefix}/packed-refs`]: '# pack-refs with: peeled\n',
  [`${prefix}/commondir`]: '.\n',
  [`${prefix}/gitdir`]: '/tmp\n',
});

/** The same tree again under other spellings: case, and a code point HFS+ ignores. */
const respelled = {
  '/upper/HEAD': 'ref: refs/heads/main\n',
  '/upper/OBJECTS/info/packs': '\n',
  '/upper/Refs/heads/main': '0000000000000000000000000000000000000000\n',
  '/hfs/HE%E2%80%8CAD': 'ref: refs/heads/main\n',
  '/hfs/objects/info/packs': '\n',
  '/hfs/refs/heads/main': '0000000000000000000000000000000000000000\n',
};

let site: TableSite;
let dir = '';
beforeAll(async () => {
  site = await startTableSite((origin) => {
    const planted = { ...gitFiles(''), ...gitFiles('/nested'), ...respelled };
    return {
      ...planted,
      '/robots.txt': [
        'User-agent: *',
        'Allow: /',
        ...Object.keys(planted).map((path) => `Sitemap: ${origin}${path}`),
        `Sitemap: ${origin}/sitemap.xml`,
      ].join('\n'),
      '/sitemap.xml': urlsetOf([[`${origin}/a`]]),
    };
  });
  dir = mkdtempSync(join(tmpdir(), 'git-safe-save-'));
});
afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every folder under `root`, `root` included. */
function foldersIn(root: string): string[] {
  const folders = [root];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
    if (entry.isDirectory()) folders.push(join(entry.parentPath, entry.name));
  return folders;
}

/** The environment without git's own variables, and with `root` as the ceiling. */
function gitEnvironment(root: string): NodeJS.ProcessEnv {
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')),
  );
  return { ...environment, GIT_CEILING_DIRECTORIES: root };
}

/**
 * The folders of `root` in which git, looking no higher than `root`, finds a repository.
 * `git status` runs too, as a user's prompt would, so a planted hook gets its chance.
 */
function repositoriesUnder(root: string): string[] {
  const found: string[] = [];
  const git = (folder: string, ...args: string[]) =>
    spawnSync('git', ['-c', 'safe.bareRepository=all', '-c', 'safe.directory=*', ...args], {
      cwd: folder,
      encoding: 'utf8',
      env: gitEnvironment(root),
    });
  for (const folder of foldersIn(root)) {
    git(folder, 'status', '--porcelain');
    if (git(folder, 'rev-parse', '--git-dir').status === 0) found.push(folder);
  }
  return found;
}

function markersUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.name === MARKER)
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('a site that serves a bare repository as its sitemaps', () => {
  test('--save leaves no folder git takes for a repository, and no planted command runs', async () => {
    const saved = join(dir, 'saved');
    const run = await runInspectAsync(['--json', '--save', saved, '--site', site.origin]);
    expect(run.isKilled).toBe(false);
    const files = join(saved, 'files');
    // Every planted file was fetched and written, under some name.
    const log = JSON.parse(run.stdout) as {
      site: { saved: { savedAs: string; error?: string }[] };
    };
    expect(log.site.saved.filter((file) => file.error)).toEqual([]);
    expect(log.site.saved.length).toBeGreaterThan(20);
    expect(existsSync(files)).toBe(true);
    expect(repositoriesUnder(saved)).toEqual([]);
    expect(markersUnder(saved)).toEqual([]);
  }, 150_000);

  test('watch keeps its snapshots in the same safe layout', async () => {
    const state = join(dir, 'state');
    const run = await runInspectAsync(['watch', site.origin, '--state', state]);
    expect(run.isKilled).toBe(false);
    expect(run.status).toBe(0);
    expect(foldersIn(state).length).toBeGreaterThan(10);
    expect(repositoriesUnder(state)).toEqual([]);
    expect(markersUnder(state)).toEqual([]);
  }, 150_000);

  test('the check finds a repository where one is (the same files written as the site named them)', () => {
    const control = join(dir, 'control');
    const init = spawnSync('git', ['init', '--bare', '-q', control]);
    expect(init.status).toBe(0);
    expect(repositoriesUnder(control)).toContain(control);
  });
});
