#!/usr/bin/env node
// The first step of `npm test`: the browser tests drive Debian's Chromium and Firefox ESR,
// which no npm package brings. Where one is missing and we are root (a fresh machine, CI),
// install it with apt, as `.ci/run` used to; otherwise stop at once with the one command to
// run, rather than fail minutes later inside the suite. CHROME_PATH / FIREFOX_PATH name
// other binaries, which are then used as they are.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import console from 'node:console';
import process from 'node:process';

const browsers = [
  { name: 'Chromium', path: process.env.CHROME_PATH || '/usr/bin/chromium', pkg: 'chromium' },
  {
    name: 'Firefox ESR',
    path: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
    pkg: 'firefox-esr',
  },
];
const missing = browsers.filter((browser) => !existsSync(browser.path));
if (missing.length > 0) {
  const packages = missing.map((browser) => browser.pkg);
  const command = `apt-get update && apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${missing.map((browser) => `${browser.name} (${browser.path})`).join(' and ')} not found: ` +
        `the browser tests need ${missing.length > 1 ? 'them' : 'it'}. Run, as root:\n  ${command}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} for the browser tests: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
  const stillMissing = missing.filter((browser) => !existsSync(browser.path));
  if (stillMissing.length > 0) {
    console.error(`apt-get installed nothing at ${stillMissing.map((b) => b.path).join(', ')}.`);
    process.exit(1);
  }
}
