/**
 * The installable command line as the benches run it: built first (vite.cli.config.ts: one
 * plain-JavaScript file, `cli/dist/sitemap-inspector.js`, as `npm pack ./cli` ships it), so a
 * bench times what a user runs rather than tsx compiling the sources as it starts.
 */
import { spawnSync } from 'node:child_process';

/** The built file, relative to the repository's root. */
export const INSTALLABLE_CLI = 'cli/dist/sitemap-inspector.js';

/** Builds the installable command line in `root`; throws when the build fails. */
export function buildInstallableCli(root: string): void {
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'vite.cli.config.ts', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('the installable command line did not build');
}
