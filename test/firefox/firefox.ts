/**
 * Finds Debian's Firefox ESR and drives it through WebDriver BiDi with puppeteer-core, which
 * speaks BiDi to the browser that is installed and downloads none. Each launch has a fresh
 * profile (puppeteer makes one and removes it on close): a share link opened in a second
 * launch is opened as a teammate's browser would.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export function findFirefox(): string {
  const path = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
  if (!existsSync(path)) {
    throw new Error(
      `Firefox not found at ${path}. The Firefox tests need it: ` +
        'run `apt-get update && apt-get install -y --no-install-recommends firefox-esr` ' +
        '(or set FIREFOX_PATH to a Firefox binary).',
    );
  }
  return path;
}

/**
 * Nothing phoning home: the machine's network is closed, and no test may reach another
 * address. Puppeteer already sets most automation preferences; these are the rest.
 */
const QUIET_PREFERENCES = {
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'app.update.enabled': false,
  'extensions.update.enabled': false,
  'browser.region.network.url': '',
  'intl.accept_languages': 'en-US, en',
};

export async function launchFirefox(executablePath: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    extraPrefsFirefox: QUIET_PREFERENCES,
    defaultViewport: { width: 1280, height: 900 },
  });
}

/** A role and accessible name, as puppeteer's ARIA query handler reads them. */
export const byRole = (role: string, name: string) =>
  `::-p-aria([name="${name.replace(/"/g, '\\"')}"][role="${role}"])`;

/** Waits until the page's visible text contains `text`. */
export async function waitForText(page: Page, text: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (wanted) => document.body.innerText.includes(wanted),
    { timeout },
    text,
  );
}

/** The visible text of the first element the selector finds ('' when none). */
export async function textOf(page: Page, selector: string): Promise<string> {
  const element = await page.$(selector);
  if (!element) return '';
  return element.evaluate((node) => (node as HTMLElement).innerText ?? node.textContent ?? '');
}
