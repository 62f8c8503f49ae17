/**
 * Runs a measuring script in a Node process of its own (`node ARGS`, from the repository's
 * root) without blocking this one, whose loopback server may have to answer it, and resolves
 * with the JSON it printed; rejects with its stderr when it fails. The memory tests measure
 * there, where nothing of the test runner shares the heap.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export function runJsonChild<T>(args: readonly string[]): Promise<T> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...args], { cwd: join(__dirname, '..') });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('close', (status) =>
      status === 0 ? done(JSON.parse(stdout) as T) : fail(new Error(`exit ${status}: ${stderr}`)),
    );
  });
}
