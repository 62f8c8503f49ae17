/**
 * `npm run screenshots`: photographs every tab of the page (the Overview, then each tab of the
 * tab list) at 1440 × 900 and 390 × 844, in Chromium and Firefox ESR, in English and
 * Japanese, each tab with the inputs that fill it best (screenshot-scenes.ts), and writes them
 * to docs/screenshots/ as WebP, the window only (about 3 MB for the set), with their table in
 * docs/visual-system.md (screenshot-table.ts). Builds and serves the app on 127.0.0.1
 * (with-built-app.ts); every browser starts with a fresh profile, so nothing carries over.
 * `npm run screenshots -- firefox-390 chromium-1440-ja-urls` takes again only the pictures
 * whose names start so.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROWSERS, openShotPage, type ShotPage } from './screenshot-driver';
import {
  scenes,
  SHOT_TABS,
  TAB_IDS,
  type Scene,
  type SceneFile,
  type ShotTab,
} from './screenshot-scenes';
import {
  renderShotTable,
  SCREENSHOTS_FOLDER,
  SHOT_LANGUAGES,
  shotName,
  WINDOWS,
  withShotTable,
  type ShotLanguage,
} from './screenshot-table';
import { root, withBuiltAppServer } from './with-built-app';

/** Polls `expression` in the page every 200 ms until it is true; fails after `timeoutMs`. */
async function waitUntil(page: ShotPage, expression: string, timeoutMs = 30_000): Promise<void> {
  for (const start = Date.now(); Date.now() - start < timeoutMs;) {
    if (await page.evaluate<boolean>(`Boolean(${expression})`)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${expression}`);
}

/** Waits until `expression` reads the same twice 600 ms apart: the worker's answers are in. */
async function waitUntilStill(page: ShotPage, expression: string): Promise<void> {
  let last = await page.evaluate<string>(expression);
  for (let tries = 0; tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 600));
    const now = await page.evaluate<string>(expression);
    if (now === last) return;
    last = now;
  }
}

const isFolded = `document.querySelector('.inputs-bar') && !document.querySelector('.inputs-bar').open`;

/**
 * Writes the files into a folder of their own under `folder` and returns their paths. Never
 * the same path twice: a browser reads an upload when the page reads it, not when it is
 * chosen, so a file written over (the earlier snapshot has the current sitemap's name) was
 * read as the other one.
 */
async function onDisk(folder: string, files: readonly SceneFile[]): Promise<string[]> {
  const own = await mkdtemp(join(folder, 'upload-'));
  return Promise.all(
    files.map(async (file) => {
      const path = join(own, file.name);
      await writeFile(path, file.bytes);
      return path;
    }),
  );
}

/** The page in `language`, with the scene's inputs read. */
async function prepare(
  page: ShotPage,
  url: string,
  language: ShotLanguage,
  scene: Scene,
  folder: string,
) {
  await page.goto(url);
  await waitUntil(page, `document.querySelector('#tab-urls')?.dataset.count === '200'`);
  if (language !== 'en') {
    await page.choose('header .language-menu select', language);
    await waitUntil(page, `document.documentElement.lang.startsWith('${language}')`);
  }
  if (scene.files.length > 0) {
    // Cleared first: the scene's files alone.
    await page.evaluate(`document.querySelector('.demo-actions button').click()`);
    await waitUntil(page, `!document.querySelector('#tab-urls').dataset.count`);
    await page.upload('header input[type=file]', await onDisk(folder, scene.files));
    await waitUntil(page, `document.querySelector('#tab-urls').dataset.count`);
    // Every file read: a file shows its progress bar while it is read, and the page renders
    // what it has at most twice a second, so a picture taken mid-read could look settled.
    await waitUntil(page, `!document.querySelector('.file-list progress')`);
  }
  if (scene.earlier) {
    await page.evaluate(`document.querySelector('#tab-changes').click()`);
    await page.upload('#panel-changes input[type=file]', await onDisk(folder, [scene.earlier]));
    await waitUntil(page, `document.querySelector('#tab-changes').dataset.count`);
  }
  await waitUntil(page, isFolded);
}

/** Shows `tab` as a user would find it: the Overview at the page's top, a tab below its strip. */
async function show(page: ShotPage, tab: ShotTab): Promise<void> {
  if (tab === 'overview') {
    await page.evaluate(`document.querySelector('#tab-tree').click()`);
    await page.evaluate('window.scrollTo(0, 0)');
  } else {
    const panel = `document.querySelector('#panel-${TAB_IDS[tab]}')`;
    await page.evaluate(`document.querySelector('#tab-${TAB_IDS[tab]}').click()`);
    await waitUntil(page, `${panel}.innerText.trim().length > 40`);
    await waitUntilStill(page, `${panel}.innerText`);
    await page.evaluate(
      `window.scrollTo(0, document.querySelector('.tab-strip').getBoundingClientRect().top + window.scrollY - 8)`,
    );
  }
  await waitUntilStill(page, `document.body.innerText.length + ':' + window.scrollY`);
}

/** Pictures are taken again whose names start with one of these (`firefox-390`); all if none. */
const only = process.argv.slice(2);
const isWanted = (name: string) =>
  only.length === 0 || only.some((prefix) => name.startsWith(prefix));
/** Some picture of this browser, window and language is wanted. */
const isAnyWanted = (start: string) =>
  only.length === 0 || only.some((prefix) => prefix.startsWith(start) || start.startsWith(prefix));

async function photographAll(url: string, folder: string): Promise<string[]> {
  const written: string[] = [];
  for (const browser of BROWSERS)
    for (const { width, height } of WINDOWS)
      for (const language of SHOT_LANGUAGES)
        for (const scene of scenes()) {
          if (!isAnyWanted(`${browser}-${width}-${language}-`)) continue;
          if (!scene.tabs.some((tab) => isWanted(shotName(browser, width, language, tab))))
            continue;
          const page = await openShotPage(browser, width, height);
          try {
            await prepare(page, url, language, scene, folder);
            for (const tab of scene.tabs) {
              const name = shotName(browser, width, language, tab);
              if (!isWanted(name)) continue;
              await show(page, tab);
              await writeFile(join(root, SCREENSHOTS_FOLDER, name), await page.webp());
              written.push(name);
              console.log(`wrote ${SCREENSHOTS_FOLDER}/${name}`);
            }
          } finally {
            await page.close();
          }
        }
  return written;
}

await withBuiltAppServer(async (server) => {
  const folder = await mkdtemp(join(tmpdir(), 'inspector-shots-'));
  try {
    const shots = join(root, SCREENSHOTS_FOLDER);
    await mkdir(shots, { recursive: true });
    for (const name of await readdir(shots).catch(() => []))
      if (name.endsWith('.webp') && isWanted(name)) await rm(join(shots, name));
    const written = await photographAll(server.url, folder);
    const docPath = join(root, 'docs', 'visual-system.md');
    const doc = await readFile(docPath, 'utf8');
    await writeFile(docPath, withShotTable(doc, renderShotTable(scenes(), SHOT_TABS)));
    let bytes = 0;
    for (const name of await readdir(shots)) bytes += (await stat(join(shots, name))).size;
    console.log(
      `${written.length} pictures written; the folder holds ${(bytes / 1024 / 1024).toFixed(1)} MiB; table in docs/visual-system.md`,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
