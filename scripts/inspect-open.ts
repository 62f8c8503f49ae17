/**
 * `npm run inspect -- --site URL --open` (and `open URL`): after the report, serves the built
 * inspector with the site's files (open-server.ts), prints its address and opens it in the
 * default browser where one can be opened (open-browser.ts); the page loads them as an
 * uploaded `--save` folder is loaded, with every sitemap whatever its host and each failed
 * fetch with its status. Serves until the command is stopped (Ctrl+C).
 */
import { SAVED_PAGES_NAME } from '../src/core/page-check/saved-pages';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isHelpAsked, type OptionSpec } from './command-options';
import type { SiteInspectRun } from './inspect-site';
import { siteJson } from './inspect-site';
import { browserOpenerOf, openInBrowser } from './open-browser';
import { startOpenServer, type OpenSession } from './open-server';
import { fetchLogText, namedFiles } from './site-save';
import type { PageCheck } from '../src/core/page-check/check-pages';
import { savedPagesOf } from './inspect-pages';

export const OPEN_OPTION: OptionSpec = {
  name: '--open',
  takesValue: false,
  help: 'then serve the inspector on 127.0.0.1 with the files it read, print its address\nand open it in the default browser; sitemaps on other hosts are read too\n(as with --follow-hosts), so the page shows every one (Ctrl+C stops)',
};

export const NO_BROWSER_OPTION: OptionSpec = {
  name: '--no-browser',
  takesValue: false,
  help: 'with --open: print the address only (no browser is opened in a CI job,\nwhere CI is set, nor on Linux without DISPLAY or WAYLAND_DISPLAY)',
};

/** `open URL …` is `--site URL --open …`: the site's address is the first word after `open`. */
export function openCommandArgs(args: readonly string[]): string[] | { error: string } {
  const [url, ...rest] = args;
  if (url === undefined || url.startsWith('-'))
    return isHelpAsked(args)
      ? ['--help']
      : { error: 'open takes the site first: open URL [options]' };
  return ['--site', url, '--open', ...rest];
}

/** This module's folder: `scripts/` in the repository, `dist/` in the packed command line. */
const here = dirname(fileURLToPath(import.meta.url));
const isRepository = basename(here) === 'scripts';

/**
 * Where the built app is: `INSPECTOR_APP_DIR`, else the repository's `dist/` (built when
 * missing), else `app/` beside the packed command line (cli/package.json's `prepack` builds
 * it there).
 */
const appDirOf = (): { dir: string; isBuildable: boolean } => {
  const given = process.env.INSPECTOR_APP_DIR;
  if (given) return { dir: given, isBuildable: false };
  return isRepository
    ? { dir: join(here, '..', 'dist'), isBuildable: true }
    : { dir: join(here, 'app'), isBuildable: false };
};

/**
 * The session the page fetches: the names and fetch log `--save` would write, and with
 * `--pages` the page check's pages.json and bodies, which the page judges as this run did.
 */
export function openSessionOf(fetched: SiteInspectRun, pageCheck?: PageCheck): OpenSession {
  const named = namedFiles(fetched.site);
  const saved = named.map(({ url, savedAs }) => ({ url, savedAs }));
  const pages = pageCheck ? savedPagesOf(pageCheck) : undefined;
  return {
    // `pageCheck` names the page check's file, so the page asks for it only when there is one.
    fetchLog: fetchLogText(
      { ...siteJson(fetched.site, fetched.run), ...(pages ? { pageCheck: SAVED_PAGES_NAME } : {}) },
      saved,
    ),
    files: new Map(named.map((file) => [file.savedAs, file.bytes])),
    ...(pages ? { pages: { json: pages.json, bodies: pages.bodies } } : {}),
  };
}

/** How `serveUntilStopped` talks: `say` prints a line (the address), `warn` one on stderr. */
export interface OpenOutput {
  say(line: string): void;
  warn(line: string): void;
  /** Not `--no-browser`: open the address in the default browser where one can be opened. */
  readonly isBrowserAsked: boolean;
}

/**
 * Serves the session until SIGINT or SIGTERM, then stops the server; the app is built first
 * (`vite build`) when the repository has none.
 */
export async function serveUntilStopped(
  fetched: SiteInspectRun,
  { say, warn, isBrowserAsked }: OpenOutput,
  pageCheck?: PageCheck,
): Promise<void> {
  const { dir: appDir, isBuildable } = appDirOf();
  if (!existsSync(join(appDir, 'index.html'))) {
    if (!isBuildable) throw new Error(`the built inspector is not in ${appDir}`);
    say(`Building the inspector into ${appDir} (once) …`);
    await buildApp(appDir);
  }
  const server = await startOpenServer(appDir, openSessionOf(fetched, pageCheck));
  say(`Open the inspector with this site's files at ${server.address}`);
  say('(served on this machine only; Ctrl+C stops it)');
  // Only once the server listens: the page asks for its files as soon as it opens.
  const opener = browserOpenerOf({ platform: process.platform, env: process.env }, isBrowserAsked);
  if ('command' in opener) openInBrowser(opener, server.address, process.env, warn);
  await new Promise<void>((stopped) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      stopped();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await server.close();
}

/** `vite build` into `outDir`, in a child process: the command line carries no bundler. */
function buildApp(outDir: string): Promise<void> {
  const root = join(here, '..');
  let vite: string;
  try {
    vite = join(
      dirname(createRequire(import.meta.url).resolve('vite/package.json')),
      'bin',
      'vite.js',
    );
  } catch {
    return Promise.reject(
      new Error(
        `the inspector is not built and vite is not installed here: run npm run build first`,
      ),
    );
  }
  return new Promise((built, failed) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--logLevel', 'warn'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('error', failed);
    child.on('close', (status) =>
      status === 0 ? built() : failed(new Error(`vite build exited with ${status}`)),
    );
  });
}
