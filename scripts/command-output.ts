/**
 * Where the commands print: everything passes terminal-text.ts, so what a site wrote never
 * drives the terminal.
 */
import { terminalSafe } from './terminal-text';

export const writeOut = (text: string) => process.stdout.write(terminalSafe(text));
export const writeErr = (text: string) => process.stderr.write(terminalSafe(text));

/** A command that returns what it printed: written out, its exit status returned. */
export function writeResult(result: { stdout: string; stderr: string; exitCode: number }): number {
  writeOut(result.stdout);
  writeErr(result.stderr);
  return result.exitCode;
}
