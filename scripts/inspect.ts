/**
 * `npm run inspect -- …`: the command line's entry. Which command runs, its help and its
 * usage errors are commands.ts's table; this only runs it and sets the exit status.
 *
 * Exit status: each command's own (its --help says it); 2 on a usage error for every one.
 * docs/command-line.md describes the commands and their output.
 */
// First: a streamed run's heap flags must be set before the other modules fill the heap.
import './streamed-heap';
import { runCommandLine } from './commands';

// process.exitCode, never process.exit(): a write to a pipe is asynchronous in Node, and
// exiting before it drains cut every report over 64 KiB read by `| jq` or `| wc -c`.
runCommandLine(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
