/**
 * Runs the command line (`scripts/inspect.ts`, as `npm run inspect` does) in a child process
 * from the repository's root, and returns what it printed and its exit status.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const repositoryRoot = join(__dirname, '..');

export function runInspect(...args: string[]): {
  status: number | null;
  stdout: string;
  stderr: string;
} {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/inspect.ts', ...args], {
    encoding: 'utf8',
    cwd: repositoryRoot,
    // A million-URL `--json` is tens of MB.
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
