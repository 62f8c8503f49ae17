import { startPageSite } from '../test/page-check/page-sites';
import { plantedSites } from '../test/page-check/page-check-cases';
import { spawnSync } from 'node:child_process';
const site = await startPageSite(plantedSites[0]!.pages.concat(plantedSites[2]!.pages));
const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/inspect.ts', '--site', site.origin, '--pages', '50', '--rate', '50', '--save', '/tmp/saved-x', '--json'], { encoding: 'utf8' });
const j = JSON.parse(r.stdout); console.log(r.status, JSON.stringify(j.site.fetches.map((f: {url: string; status: number; failure?: string}) => [f.url, f.status, f.failure])), j.files.map((f: {name: string; problems: {code: string}[]}) => [f.name, f.problems.map((p) => p.code)]));
await site.close();
