/**
 * The screenshots' names (browser-width-language-tab) and their table in
 * docs/visual-system.md, between its `screenshots` markers: one row per tab, one column per
 * width and browser, a link per language. take-screenshots.ts writes it with the pictures;
 * test/docs/screenshots.test.ts holds the doc, the folder and the scenes to each other.
 */
import { BROWSERS, type BrowserName } from './screenshot-driver';
import type { Scene, ShotTab } from './screenshot-scenes';

export const WINDOWS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
export const SHOT_LANGUAGES = ['en', 'ja'] as const;
export type ShotLanguage = (typeof SHOT_LANGUAGES)[number];

export const SCREENSHOTS_FOLDER = 'docs/screenshots';
export const START_MARKER = '<!-- screenshots -->';
export const END_MARKER = '<!-- /screenshots -->';

export function shotName(
  browser: BrowserName,
  width: number,
  language: ShotLanguage,
  tab: ShotTab,
): string {
  return `${browser}-${width}-${language}-${tab}.webp`;
}

const BROWSER_TITLES: Record<BrowserName, string> = { chromium: 'Chromium', firefox: 'Firefox' };

/** The table, markers included, for `scenes` (each tab in the order the page lists them). */
export function renderShotTable(scenes: readonly Scene[], tabs: readonly ShotTab[]): string {
  const columns = WINDOWS.flatMap(({ width }) => BROWSERS.map((browser) => ({ width, browser })));
  const rows = tabs.map((tab) => {
    const scene = scenes.find((candidate) => candidate.tabs.includes(tab));
    if (!scene) throw new Error(`no scene shows ${tab}`);
    const cells = columns.map(({ width, browser }) =>
      SHOT_LANGUAGES.map(
        (language) => `[${language}](screenshots/${shotName(browser, width, language, tab)})`,
      ).join(' · '),
    );
    return `| ${tab} | ${scene.loaded} | ${cells.join(' | ')} |`;
  });
  return [
    START_MARKER,
    '<!-- prettier-ignore-start -->',
    '<!-- Written by `npm run screenshots` with the pictures. -->',
    '',
    `| tab | loaded | ${columns.map(({ width, browser }) => `${width} px, ${BROWSER_TITLES[browser]}`).join(' | ')} |`,
    `| --- | --- | ${columns.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
    '<!-- prettier-ignore-end -->',
    END_MARKER,
  ].join('\n');
}

/** `doc` with its screenshots block replaced by `table`. */
export function withShotTable(doc: string, table: string): string {
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`the doc has no ${START_MARKER} … ${END_MARKER}`);
  return doc.slice(0, start) + table + doc.slice(end + END_MARKER.length);
}
