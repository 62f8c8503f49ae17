/**
 * "Inspect this site": the bookmarklet the page draws, run on a fake site served on a second
 * loopback port, opens the inspector and brings the site's files into it, once, with this
 * profile's token; a page that never ran the bookmarklet cannot push files in; handed-over
 * files are kept in this browser only when the user asks. The inspector itself still
 * requests nothing off its own origin.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, chromium, expectClean, fileItem, openAppPerTest, origin, page } from './app-page';
import { watchPage } from './page-watch';
import { healthyUrls, startHealthySite, type FakeSite } from '../site/fake-sites';

openAppPerTest({ start: 'empty' });

let site: FakeSite;
beforeAll(async () => {
  site = await startHealthySite();
});
afterAll(() => site.close());

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

/** Runs `script` on the site's page; resolves to the inspector window it opened. */
async function runOnSite(sitePage: Page, script: string): Promise<Page> {
  const opening = sitePage.waitForEvent('popup');
  await sitePage.evaluate(script);
  return opening;
}

/**
 * Posts a well-formed files message (one sitemap of the site's origin) from the site's page
 * to the window it opened, with `token` and the nonce the inspector's ready message carried.
 */
function postFiles(sitePage: Page, token: string | undefined, name: string): Promise<void> {
  return sitePage.evaluate(
    ({ token, name }) => {
      const { opened, readyNonce } = window as unknown as { opened: Window; readyNonce?: string };
      const bytes = new TextEncoder().encode(
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${location.origin}/pushed</loc></url></urlset>`,
      ).buffer;
      opened.postMessage(
        {
          type: 'sitemap-inspector:files',
          ...(token === undefined ? {} : { token }),
          nonce: readyNonce,
          files: [{ url: `${location.origin}/${name}`, bytes }],
          notLoaded: [],
          failed: [],
        },
        '*',
        [bytes],
      );
    },
    { token, name },
  );
}

const receivedStatus = (inspector: Page) =>
  inspector.getByRole('status').filter({ hasText: 'Received' });

test('the bookmarklet, run on a site on another port, brings its files and URLs into the inspector', async () => {
  const snippet = await bookmarkletSnippet();
  await page.getByText('Bookmarklets blocked on that site?').click();
  expect(await page.getByRole('textbox', { name: 'Console snippet' }).inputValue()).toBe(snippet);
  const sitePage = await openSitePage();
  const inspector = await runOnSite(sitePage, snippet);
  const inspectorWatch = watchPage(inspector, origin);
  const status = receivedStatus(inspector);
  await expect.poll(() => status.textContent()).toContain(`Received 6 files from ${site.origin}`);
  // The origin is quoted for the shell it is pasted into.
  await expect
    .poll(() => status.textContent())
    .toContain(`npx sitemap-inspector open '${site.origin}'`);
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

test('a page that never ran the bookmarklet opens the inspector and posts files: refused, with what to do', async () => {
  const sitePage = await openSitePage();
  // The inspector's own hand-over address, so the tab even hands out a nonce: only the token,
  // which this page never had, is missing.
  const inspector = await runOnSite(
    sitePage,
    `window.open(${JSON.stringify(`${appUrl}#from=bookmarklet`)})`,
  );
  const inspectorWatch = watchPage(inspector, origin);
  await expect.poll(() => sitePage.evaluate(() => 'readyNonce' in window)).toBe(true);
  await postFiles(sitePage, undefined, 'pushed.xml');
  const refusal = inspector.getByRole('status').filter({ hasText: 'Refused files from' });
  await expect.poll(() => refusal.textContent()).toContain(site.origin);
  expect(await refusal.textContent()).toContain(
    'drag Inspect this site to the bookmarks bar again from this page',
  );
  expect(await fileItem(`${site.origin}/pushed.xml`, inspector).count()).toBe(0);
  // Nor does a guessed token of the right form get in: the tab took its one message.
  await postFiles(sitePage, 'f'.repeat(32), 'pushed-again.xml');
  await inspector.getByText('this tab takes one hand-over').waitFor();
  expect(await fileItem(`${site.origin}/pushed-again.xml`, inspector).count()).toBe(0);
  expect(await receivedStatus(inspector).count()).toBe(0);
  expectClean(inspectorWatch);
  await sitePage.close();
});

test('after a hand-over, a second files message is refused, even with the token and the nonce', async () => {
  const snippet = await bookmarkletSnippet();
  const token = await page.evaluate(() => localStorage.getItem('inspector.bookmarklet.token'));
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  expect(snippet).toContain(token);
  const sitePage = await openSitePage();
  const inspector = await runOnSite(sitePage, snippet);
  await expect.poll(() => receivedStatus(inspector).textContent()).toContain('Received 6 files');
  await postFiles(sitePage, token!, 'pushed.xml');
  await inspector.getByText(`Refused more files from ${site.origin}`).waitFor();
  expect(await fileItem(`${site.origin}/pushed.xml`, inspector).count()).toBe(0);
  expect(await fileItem(`${site.origin}/robots.txt`, inspector).count()).toBe(1);
  await sitePage.close();
});

test('handed-over files are not kept for a reload unless Keep in this browser is pressed', async () => {
  const snippet = await bookmarkletSnippet();
  const robots = `${site.origin}/robots.txt`;
  const sitePage = await openSitePage();

  const first = await runOnSite(sitePage, snippet);
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
