/**
 * Runs the command line (`scripts/inspect.ts`, as `npm run inspect` does) in a child process
 * from the repository's root, and returns what it printed and its exit status.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const repositoryRoot = join(__dirname, '..');
const command = (args: readonly string[]) => ['--import', 'tsx', 'scripts/inspect.ts', ...args];

export interface InspectResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runInspect(...args: string[]): InspectResult {
  const result = spawnSync(process.execPath, command(args), {
    encoding: 'utf8',
    cwd: repositoryRoot,
    // A million-URL `--json` is tens of MB.
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The same, without blocking this process: a test's own loopback server keeps answering while
 * the command reads it. Killed after `killAfterMs` (a hang is a failure: `isKilled`).
 */
export function runInspectAsync(
  args: readonly string[],
  killAfterMs = 120_000,
): Promise<InspectResult & { isKilled: boolean }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, command(args), { cwd: repositoryRoot });
    let stdout = '';
    let stderr = '';
    let isKilled = false;
    const timer = setTimeout(() => {
      isKilled = true;
      child.kill('SIGKILL');
    }, killAfterMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('close', (status) => {
      clearTimeout(timer);
      done({ status, stdout, stderr, isKilled });
    });
  });
}
