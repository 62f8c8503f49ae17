/**
 * "Inspect this site": the bookmarklet the page draws, run on a fake site served on a second
 * loopback port, opens the inspector and brings the site's files into it, once, when the
 * user says to read them; a site that opens the inspector itself, or replays a hand-over it
 * saw, gets no file read; handed-over files are kept in this browser only when the user
 * asks. Asked to check pages, the bookmarklet fetches the sample the tab drew, on the site's
 * own origin, and the Lastmod tab gives the command line's `--pages` verdicts, a page
 * robots.txt refuses shown blocked and never requested. The inspector itself still requests
 * nothing off its own origin.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  appUrl,
  chromium,
  expectAnswerInWindow,
  expectClean,
  fileItem,
  openAppPerTest,
  origin,
  page,
  pageCheckVerdicts,
} from './app-page';
import { watchPage } from './page-watch';
import { healthyUrls, startHealthySite, type FakeSite } from '../site/fake-sites';
import { runInspectAsync } from '../cli-run';
import { plantedSites } from '../page-check/page-check-cases';
import { startPageSite, type PageSite } from '../page-check/page-sites';
import { enPageCheck } from '../../src/i18n/en-page-check';

openAppPerTest({ start: 'empty' });

let site: FakeSite;
/** The planted site whose robots.txt refuses `/private/` to the tool, with a 404 and a redirect. */
let pageSite: PageSite;
const undated = plantedSites.find((planted) => planted.name === 'an undated site')!;
/** The English catalog's words for the page check. */
const word = (key: string) => enPageCheck[key as keyof typeof enPageCheck];
beforeAll(async () => {
  site = await startHealthySite();
  pageSite = await startPageSite(undated.pages, undated.robots);
});
afterAll(() => Promise.all([site.close(), pageSite.close()]));

/** What the bookmarks bar runs: the script of the link this page draws. */
async function bookmarkletSnippet(): Promise<string> {
  const href = (await page.getByRole('link', { name: 'Inspect this site' }).getAttribute('href'))!;
  expect(href.startsWith('javascript:')).toBe(true);
  return decodeURIComponent(href.slice('javascript:'.length));
}

/**
 * A page of the site, which notes the window it opens and the ready message it hears, so a
 * test can post to the inspector as that page's own scripts could.
 */
async function openSitePage(): Promise<Page> {
  const sitePage = await chromium.context.newPage();
  await sitePage.goto(`${site.origin}/`);
  await sitePage.evaluate(() => {
    const open = window.open.bind(window);
    window.open = (...args) => {
      const opened = open(...args);
      Object.assign(window, { opened });
      return opened;
    };
    window.addEventListener('message', (event) => {
      if ((event.data as { type?: unknown })?.type === 'sitemap-inspector:ready')
        Object.assign(window, { readyNonce: (event.data as { nonce?: unknown }).nonce });
    });
  });
  return sitePage;
}

/**
 * Makes the site's page keep everything the bookmarklet posts to the inspector, as the
 * site's own scripts can: `window.open` hands the bookmarklet a stand-in whose `postMessage`
 * copies each message before passing it on, and the bookmarklet's message listener is told
 * the inspector's ready message came from that stand-in.
 */
async function captureHandOvers(sitePage: Page): Promise<void> {
  await sitePage.evaluate(() => {
    const open = window.open.bind(window);
    const addEventListener = window.addEventListener.bind(window);
    let inspector: Window | null = null;
    const standIn = {
      postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]) {
        Object.assign(window, { captured: structuredClone(message) });
        inspector?.postMessage(message, targetOrigin, transfer ?? []);
      },
    };
    window.open = (...args) => {
      inspector = open(...args);
      return standIn as unknown as Window;
    };
    window.addEventListener = (type: string, listener: unknown, options?: unknown) => {
      if (type !== 'message' || typeof listener !== 'function')
        return addEventListener(type, listener as EventListener, options as boolean);
      addEventListener(type, (event: MessageEvent) =>
        (listener as (event: unknown) => void)({
          source: event.source === inspector ? standIn : event.source,
          origin: event.origin,
          data: event.data,
        }),
      );
    };
  });
}

/** Runs `script` on the site's page; resolves to the inspector window it opened. */
async function runOnSite(sitePage: Page, script: string): Promise<Page> {
  const opening = sitePage.waitForEvent('popup');
  await sitePage.evaluate(script);
  return opening;
}

/**
 * Posts a well-formed files message (one sitemap of the site's origin) from the site's page
 * to the window it opened last, with `nonce`, by default the one that window's ready message
 * carried, and a token, as the bookmarklets drawn before carried one.
 */
function postFiles(sitePage: Page, name: string, nonce?: string): Promise<void> {
  return sitePage.evaluate(
    ({ name, nonce }) => {
      const { opened, readyNonce } = window as unknown as { opened: Window; readyNonce?: string };
      const bytes = new TextEncoder().encode(
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${location.origin}/pushed</loc></url></urlset>`,
      ).buffer;
      opened.postMessage(
        {
          type: 'sitemap-inspector:files',
          token: '0123456789abcdef0123456789abcdef',
          nonce: nonce ?? readyNonce,
          files: [{ url: `${location.origin}/${name}`, bytes }],
          notLoaded: [],
          failed: [],
        },
        '*',
        [bytes],
      );
    },
    { name, nonce },
  );
}

/**
 * Opens the inspector from the site's page as the site's own scripts may, at any time and
 * with no bookmarklet run; resolves once the tab has sent its ready message.
 */
async function openInspectorFromSite(sitePage: Page): Promise<Page> {
  await sitePage.evaluate(() => delete (window as { readyNonce?: unknown }).readyNonce);
  const inspector = await runOnSite(
    sitePage,
    `window.open(${JSON.stringify(`${appUrl}#from=bookmarklet`)})`,
  );
  await expect.poll(() => sitePage.evaluate(() => 'readyNonce' in window)).toBe(true);
  return inspector;
}

const receivedStatus = (inspector: Page) =>
  inspector.getByRole('status').filter({ hasText: 'Received' });

/** The question the tab asks before it reads a hand-over's files. */
const prompt = (inspector: Page) =>
  inspector.getByRole('dialog', { name: `Read the files sent by ${site.origin}?` });

/** The name of what has focus in `target`. */
const focused = (target: Page) => target.evaluate(() => document.activeElement?.textContent);

test('the bookmarklet, run on a site on another port, brings its files and URLs into the inspector', async () => {
  const snippet = await bookmarkletSnippet();
  await page.getByText('Bookmarklets blocked on that site?').click();
  expect(await page.getByRole('textbox', { name: 'Console snippet' }).inputValue()).toBe(snippet);
  const sitePage = await openSitePage();
  const inspector = await runOnSite(sitePage, snippet);
  const inspectorWatch = watchPage(inspector, origin);
  // Nothing is read until the user says so in the tab, the sender named by its origin.
  await prompt(inspector).waitFor();
  expect(await prompt(inspector).textContent()).toContain(
    `${site.origin} opened this tab and sent 6 files`,
  );
  expect(await fileItem(`${site.origin}/robots.txt`, inspector).count()).toBe(0);
  // As a first visit: nothing remembered about the inputs, so they fold once the files are read.
  await inspector.setViewportSize({ width: 1440, height: 900 });
  await inspector.evaluate(() => localStorage.removeItem('inspector.inputs.fold'));
  await inspector.getByRole('button', { name: 'Read 6 files' }).click();
  await expect.poll(() => prompt(inspector).count()).toBe(0);
  // It lands on the answer (the 404 child is a finding, not a file to fix), and what the
  // hand-over brought stays in view above the folded inputs.
  await expectAnswerInWindow(inspector);
  const status = receivedStatus(inspector);
  await expect.poll(() => status.textContent()).toContain(`Received 6 files from ${site.origin}`);
  expect(await status.isVisible()).toBe(true);
  // The file list holds seven: the sentence says why, where the six stand.
  expect(await status.textContent()).toContain(
    'The file list shows one more: a sitemap the site did not give, with its status.',
  );
  // A plain origin is written into the command as it is (one word in every shell).
  await expect
    .poll(() => status.textContent())
    .toContain(`npx sitemap-inspector open ${site.origin}`);
  expect(await status.textContent()).toContain('https://cdn.example.com/sitemap-images.xml');
  // The child that answered 404 is a failed fetch with its status, as the command line says,
  // not a file the user forgot to supply.
  await inspector.getByRole('tab', { name: 'Index tree' }).click();
  const tree = inspector.getByRole('tree');
  await expect
    .poll(() => tree.textContent())
    .toContain('Could not be fetched: the server answered HTTP 404');
  expect(await tree.textContent()).not.toContain('expected a file named sitemap-missing.xml');
  await inspector.getByRole('tab', { name: 'URLs' }).click();
  const all = Object.values(healthyUrls(site.origin)).flat();
  await expect.poll(() => inspector.locator('.url-count').textContent()).toBe(`${all.length} URLs`);
  await inspector.getByRole('searchbox').first().fill('news/2026');
  await expect.poll(() => inspector.locator('.url-count').textContent()).toContain('1 ');
  expectClean(inspectorWatch);
  expectClean();
  await sitePage.close();
});

test('a site that opens the inspector itself, with no bookmarklet run, gets no file read: a keystroke meant for the site declines', async () => {
  const sitePage = await openSitePage();
  const inspector = await openInspectorFromSite(sitePage);
  const inspectorWatch = watchPage(inspector, origin);
  // The tab's own nonce, which its opener hears, and a token: all a site can have.
  await postFiles(sitePage, 'pushed.xml');
  await prompt(inspector).waitFor();
  expect(await fileItem(`${site.origin}/pushed.xml`, inspector).count()).toBe(0);
  // Focus starts on Don't read, so Enter typed for the site does not read the files.
  expect(await focused(inspector)).toBe('Don’t read');
  await inspector.keyboard.press('Enter');
  await inspector.getByText(`Did not read the files from ${site.origin}`).waitFor();
  expect(await prompt(inspector).count()).toBe(0);
  expect(await fileItem(`${site.origin}/pushed.xml`, inspector).count()).toBe(0);
  // Nor does a second message get in: the tab's nonce died with the first.
  await postFiles(sitePage, 'pushed-again.xml');
  await inspector.getByText('this tab takes one hand-over').waitFor();
  expect(await prompt(inspector).count()).toBe(0);
  expect(await fileItem(`${site.origin}/pushed-again.xml`, inspector).count()).toBe(0);
  expect(await receivedStatus(inspector).count()).toBe(0);
  expectClean(inspectorWatch);
  await sitePage.close();
});

test('a hand-over the site saw cannot deliver files again: not to its tab, not to a fresh one', async () => {
  const snippet = await bookmarkletSnippet();
  const sitePage = await openSitePage();
  await captureHandOvers(sitePage);
  const inspector = await runOnSite(sitePage, snippet);
  await inspector.getByRole('button', { name: 'Read 6 files' }).click();
  await expect.poll(() => receivedStatus(inspector).textContent()).toContain('Received 6 files');
  const captured = await sitePage.evaluate(() => (window as { captured?: unknown }).captured);
  expect(captured).toMatchObject({ type: 'sitemap-inspector:files' });
  /** Posts what the site captured to the tab it opened last, with `nonce` or that tab's own. */
  const replay = (nonce?: string) =>
    sitePage.evaluate(
      ({ nonce }) => {
        const { opened, captured, readyNonce } = window as unknown as {
          opened: Window;
          captured: { nonce: string };
          readyNonce: string;
        };
        opened.postMessage({ ...captured, nonce: nonce ?? readyNonce }, '*');
      },
      { nonce },
    );
  const seenNonce = (captured as { nonce: string }).nonce;
  await replay(seenNonce);
  await inspector.getByText(`Refused more files from ${site.origin}`).waitFor();

  // Later, with no bookmarklet run, the site opens a fresh tab and replays what it saw,
  // first as it was, then with the nonce the fresh tab has just sent it.
  const fresh = await openInspectorFromSite(sitePage);
  const robots = `${site.origin}/robots.txt`;
  await replay(seenNonce);
  const refusal = fresh.getByRole('status').filter({ hasText: 'Refused files from' });
  await expect.poll(() => refusal.textContent()).toContain('they were not sent for this tab');
  expect(await fileItem(robots, fresh).count()).toBe(0);

  const later = await openInspectorFromSite(sitePage);
  await replay();
  // Whatever the tab does with it, it reads no file unasked.
  await prompt(later).or(receivedStatus(later)).first().waitFor();
  expect(await receivedStatus(later).count()).toBe(0);
  expect(await fileItem(robots, later).count()).toBe(0);
  await later.getByRole('button', { name: 'Don’t read' }).click();
  await later.getByText(`Did not read the files from ${site.origin}`).waitFor();
  expect(await fileItem(robots, later).count()).toBe(0);
  await sitePage.close();
});

test('handed-over files are not kept for a reload unless Keep in this browser is pressed', async () => {
  const snippet = await bookmarkletSnippet();
  const robots = `${site.origin}/robots.txt`;
  const sitePage = await openSitePage();

  const first = await runOnSite(sitePage, snippet);
  await first.getByRole('button', { name: 'Read 6 files' }).click();
  await expect.poll(() => fileItem(robots, first).textContent()).toContain('robots.txt');
  const notKept = (inspector: Page) =>
    inspector.getByRole('status').filter({ hasText: 'not kept in this browser' });
  // Seven entries: the six files received, and the sitemap the site answered 404 for.
  await expect
    .poll(() => notKept(first).textContent())
    .toContain('7 files from a share link or a site');
  await first.reload();
  // Nothing was kept: the page opens as a first visit does, with the demo.
  await first.getByText('You are looking at the built-in demo').waitFor();
  expect(await fileItem(robots, first).count()).toBe(0);
  await first.close();

  const second = await runOnSite(sitePage, snippet);
  await second.getByRole('button', { name: 'Read 6 files' }).click();
  await expect.poll(() => fileItem(robots, second).textContent()).toContain('robots.txt');
  await second.getByRole('button', { name: 'Keep in this browser' }).click();
  await second.getByText('7 files are kept in this browser only').waitFor();
  expect(await notKept(second).count()).toBe(0);
  await second.reload();
  await second.getByText('7 files are kept in this browser only').waitFor();
  await expect.poll(() => fileItem(robots, second).count()).toBe(1);
  // The sitemap the site refused comes back as what it was: a failed fetch, with its status.
  await second.getByRole('tab', { name: 'Index tree' }).click();
  await expect
    .poll(() => second.getByRole('tree').textContent())
    .toContain('Could not be fetched: the server answered HTTP 404');
  await sitePage.close();
});

test('asked to check pages, the bookmarklet fetches the tab’s sample on its site: the command line’s verdicts, the refused page never asked', async () => {
  const cli = await runInspectAsync(['--site', pageSite.origin, '--pages', '50', '--json']);
  const cliPages = (
    JSON.parse(cli.stdout) as { pages: { urls: { url: string; verdict: string }[] } }
  ).pages.urls;
  const snippet = await bookmarkletSnippet();
  const sitePage = await chromium.context.newPage();
  await sitePage.goto(`${pageSite.origin}/u/1`);
  pageSite.requested.length = 0;
  const inspector = await runOnSite(sitePage, snippet);
  const inspectorWatch = watchPage(inspector, origin);
  const asking = inspector.getByRole('dialog', {
    name: `Read the files sent by ${pageSite.origin}?`,
  });
  const pages = asking.getByRole('spinbutton', { name: 'Pages to check against their lastmod' });
  // Off unless the user asks: reading the files alone fetches no page.
  expect(await pages.inputValue()).toBe('0');
  await pages.fill('50');
  await asking.getByRole('button', { name: 'Read 2 files' }).click();
  const status = inspector.getByRole('status').filter({ hasText: 'Received' });
  await expect
    .poll(() => status.textContent(), { timeout: 30_000 })
    .toContain(`${cliPages.length} pages checked against their lastmod`);

  await inspector.getByRole('tab', { name: 'Lastmod' }).click();
  const section = inspector.getByRole('region', { name: 'Checked against the pages' });
  await expect
    .poll(() => section.getByText(/^Site verdict:/).textContent(), { timeout: 20_000 })
    .toBe(`Site verdict: ${word(`pageCheck.site.${undated.siteVerdict}`)}`);
  const shown = await pageCheckVerdicts(section.getByRole('table'));
  expect(Object.fromEntries(shown)).toEqual(
    Object.fromEntries(
      cliPages.map((page) => [page.url, word(`pageCheck.verdict.${page.verdict}`)]),
    ),
  );
  // The planted truth: every page's verdict, the refused page blocked and never asked for.
  expect(Object.fromEntries(shown)).toEqual(
    Object.fromEntries(
      undated.pages.map((planted) => [
        `${pageSite.origin}${planted.path}`,
        word(`pageCheck.verdict.${planted.verdict}`),
      ]),
    ),
  );
  const secret = `${pageSite.origin}/private/secret`;
  expect(Object.fromEntries(shown)[secret]).toBe(word('pageCheck.verdict.blocked-by-robots'));
  expect(pageSite.requested).not.toContain('/private/secret');
  // One request a page, the redirect not followed.
  // (The browser asks for the site page's icon on its own.)
  const pageRequests = pageSite.requested.filter((path) => !/\.(txt|xml|ico)$/.test(path));
  expect(pageRequests.sort()).toEqual(['/gone', '/moved', '/u/1', '/u/2']);
  expectClean(inspectorWatch);
  await sitePage.close();
});
