/**
 * One case of the sitemap benchmark, in a process of its own: `--case ENGINE:INPUT --data
 * DIR` prints the case's result (engines.ts, `CaseResult`) as one line of JSON. The
 * benchmark (bench/sitemap.bench.ts) runs it from a build of this file, made as the
 * installable command line is made (vite.cli.config.ts), or with `--from-sources` through tsx.
 */
import { ENGINES, INPUTS, runCase, type Engine, type InputName } from './engines';

function argument(argv: readonly string[], name: string): string {
  const at = argv.indexOf(name);
  if (at < 0 || at + 1 >= argv.length) throw new Error(`run-case: ${name} is missing`);
  return argv[at + 1];
}

const argv = process.argv.slice(2);
const [engine, input] = argument(argv, '--case').split(':');
if (!(ENGINES as readonly string[]).includes(engine) || !(input in INPUTS))
  throw new Error(`run-case: no case ${engine}:${input}`);
const result = await runCase(engine as Engine, input as InputName, argument(argv, '--data'));
console.log(JSON.stringify(result));
