/**
 * The page the screenshot script (take-screenshots.ts) drives, in Debian's Chromium
 * (playwright-core, test/e2e/chromium.ts) or in Firefox ESR (puppeteer-core over WebDriver
 * BiDi, test/firefox/firefox.ts): the few steps it needs, each browser launched with a fresh
 * profile. Selectors are CSS and page code is a string: tsx wraps functions in a `__name`
 * helper the page does not have.
 */
import type { ElementHandle } from 'puppeteer-core';
import { findChromium, launchChromium } from '../test/e2e/chromium';
import { findFirefox, launchFirefox } from '../test/firefox/firefox';

export const BROWSERS = ['chromium', 'firefox'] as const;
export type BrowserName = (typeof BROWSERS)[number];

/** WebP at this quality: about 30 KB for a 390 px window, 70 KB for 1440 px. */
const WEBP_QUALITY = 70;

export interface ShotPage {
  goto(url: string): Promise<void>;
  /** The value of a JavaScript expression, evaluated in the page. */
  evaluate<T>(expression: string): Promise<T>;
  /** Gives the files to the file input `selector` finds (hidden inputs too). */
  upload(selector: string, paths: readonly string[]): Promise<void>;
  /** Chooses `value` in the `<select>` `selector` finds, as a user does. */
  choose(selector: string, value: string): Promise<void>;
  /** A WebP of the window: what a user sees, not the whole page. */
  webp(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** A fresh browser with one page of `width` × `height`: nothing remembered from another run. */
export async function openShotPage(
  browser: BrowserName,
  width: number,
  height: number,
): Promise<ShotPage> {
  return browser === 'chromium' ? openChromium(width, height) : openFirefox(width, height);
}

async function openChromium(width: number, height: number): Promise<ShotPage> {
  // A first visit: the inputs fold by themselves once the files are read.
  const launched = await launchChromium(findChromium(), 'en-US', { foldsInputs: true });
  const page = await launched.context.newPage();
  await page.setViewportSize({ width, height });
  const devtools = await launched.context.newCDPSession(page);
  return {
    goto: async (url) => {
      await page.goto(url);
    },
    evaluate: (expression) => page.evaluate(expression),
    upload: (selector, paths) => page.setInputFiles(selector, [...paths]),
    choose: async (selector, value) => {
      await page.selectOption(selector, value);
    },
    // Playwright writes PNG and JPEG only; the DevTools protocol writes WebP too.
    webp: async () => {
      const shot = (await devtools.send('Page.captureScreenshot', {
        format: 'webp',
        quality: WEBP_QUALITY,
      })) as { data: string };
      return new Uint8Array(Buffer.from(shot.data, 'base64'));
    },
    close: () => launched.close(),
  };
}

async function openFirefox(width: number, height: number): Promise<ShotPage> {
  const browser = await launchFirefox(findFirefox());
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  return {
    goto: async (url) => {
      await page.goto(url);
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    upload: async (selector, paths) => {
      const input = (await page.$(selector)) as ElementHandle<HTMLInputElement> | null;
      if (!input) throw new Error(`no file input ${selector}`);
      await input.uploadFile(...paths);
    },
    choose: async (selector, value) => {
      await page.select(selector, value);
    },
    webp: async () => page.screenshot({ type: 'webp', quality: WEBP_QUALITY }),
    close: () => browser.close(),
  };
}
