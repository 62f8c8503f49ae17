/**
 * `npm run inspect -- --site URL --open` (and `open URL`): after the report, serves the built
 * inspector with the site's files (open-server.ts) and prints its address; the page opened
 * there loads them as an uploaded `--save` folder is loaded, with every sitemap whatever its
 * host and each failed fetch with its status. Serves until the command is stopped (Ctrl+C).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OptionSpec } from './command-options';
import type { SiteInspectRun } from './inspect-site';
import { siteJson } from './inspect-site';
import { startOpenServer, type OpenSession } from './open-server';
import { fetchLogText, namedFiles } from './site-save';

export const OPEN_OPTION: OptionSpec = {
  name: '--open',
  takesValue: false,
  help: 'then serve the inspector on 127.0.0.1 with the files it read and print its\naddress; the page shows every sitemap read, whatever its host (Ctrl+C stops)',
};

/** `open URL …` is `--site URL --open …`: the address the first word after `open`. */
export function openCommandArgs(args: readonly string[]): string[] {
  const [url, ...rest] = args;
  return url === undefined || url.startsWith('-')
    ? [...args, '--open']
    : ['--site', url, '--open', ...rest];
}

/** Where the built app is: `INSPECTOR_APP_DIR`, else the repository's `dist/`. */
const appDirOf = (): string =>
  process.env.INSPECTOR_APP_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The session the page fetches: the names and fetch log `--save` would write. */
export function openSessionOf(fetched: SiteInspectRun): OpenSession {
  const named = namedFiles(fetched.site);
  const saved = named.map(({ url, savedAs }) => ({ url, savedAs }));
  return {
    fetchLog: fetchLogText(siteJson(fetched.site, fetched.run), saved),
    files: new Map(named.map((file) => [file.savedAs, file.bytes])),
  };
}

/**
 * Serves the session until SIGINT or SIGTERM, then stops the server. `say` prints a line
 * (the address); the app is built first (`vite build`) when the folder has none.
 */
export async function serveUntilStopped(
  fetched: SiteInspectRun,
  say: (line: string) => void,
): Promise<void> {
  const appDir = appDirOf();
  if (!existsSync(join(appDir, 'index.html'))) {
    say(`Building the inspector into ${appDir} (once) …`);
    await buildApp(appDir);
  }
  const server = await startOpenServer(appDir, openSessionOf(fetched));
  say(`Open the inspector with this site's files at ${server.address}`);
  say('(served on this machine only; Ctrl+C stops it)');
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
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
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
