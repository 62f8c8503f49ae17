/**
 * Finds Debian's Chromium and launches it through playwright-core with a fresh profile.
 * No Chromium is a failure with the install command, never a silent skip (item 8).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export function findChromium(): string {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. The browser tests need it: ` +
        'run `apt-get update && apt-get install -y --no-install-recommends chromium` ' +
        '(or set CHROME_PATH to a Chromium or Chrome binary).',
    );
  }
  return path;
}

/** Headless, no sandbox (containers run as root), nothing phoning home. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedChromium {
  context: BrowserContext;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /**
   * The inputs bar folds by itself once files are read (src/ui/input/useInputsFold.ts), which
   * takes the file list out of role queries. Unless a test is about that, each page starts as
   * a user who reopened the bar by hand and so keeps it open (the remembered choice).
   */
  foldsInputs?: boolean;
}

/** `locale` sets navigator.languages and Accept-Language, as a browser set to that language. */
export async function launchChromium(
  executablePath: string,
  locale = 'en-US',
  options: LaunchOptions = {},
): Promise<LaunchedChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'inspector-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 900 },
    locale,
  });
  if (!options.foldsInputs) {
    await context.addInitScript(() => {
      // Only where no choice is remembered yet: a test may still fold the bar by hand.
      if (localStorage.getItem('inspector.inputs.fold') === null)
        localStorage.setItem('inspector.inputs.fold', 'open');
    });
  }
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
