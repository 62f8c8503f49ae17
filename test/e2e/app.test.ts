/**
 * The built app, served under /team/inspector/, driven in Debian's Chromium. Elements are
 * found by role and accessible name, as a screen reader user would find them.
 */
import { expect, inject, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import {
  chromium,
  expectClean,
  fileItem,
  openAppPerTest,
  page,
  paste,
  scratchFolderPerFile,
  upload,
  TAB_NAMES,
} from './app-page';
import { watchPage } from './page-watch';

const TABS = TAB_NAMES;
const DEMO_FILES = [
  ['robots.txt', 'plain text'],
  ['sitemap_index.xml', 'XML'],
  ['sitemap-pages.xml', 'XML'],
  ['sitemap-blog.xml', 'XML'],
  ['sitemap-products.xml.gz', 'gzip'],
];

openAppPerTest({ start: 'app' });

const scratch = scratchFolderPerFile('inspector-e2e-');

test('the demo loads, labelled as a demo, and every tab renders its panel', async () => {
  await expect(page.title()).resolves.toBe('Sitemap & robots.txt Inspector');
  await page.getByRole('heading', { level: 1, name: 'Sitemap & robots.txt Inspector' }).waitFor();
  const banner = page.getByRole('region', { name: 'Demo' });
  await banner.getByText('You are looking at the built-in demo').waitFor();
  for (const [name, format] of DEMO_FILES) {
    await expect.poll(() => fileItem(name).textContent(), { timeout: 15_000 }).toContain(format);
  }

  for (const name of TABS) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    const panel = page.getByRole('tabpanel', { name });
    await panel.waitFor();
    // Each view renders something (its content or an honest empty state), never a blank.
    await expect.poll(async () => (await panel.innerText()).trim().length).toBeGreaterThan(20);
  }

  // WAI-ARIA tabs: arrows move and select, Home/End jump to the ends.
  await page.getByRole('tab', { name: 'Problems' }).focus();
  await page.keyboard.press('Home');
  await expect(
    page.getByRole('tab', { name: 'Index tree' }).getAttribute('aria-selected'),
  ).resolves.toBe('true');
  // From the first, ArrowLeft wraps to the last tab.
  const last = TABS.at(-1)!;
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: last }).getAttribute('aria-selected')).resolves.toBe(
    'true',
  );
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain(last);

  // Clear starts fresh; Load demo brings it back.
  await banner.getByRole('button', { name: 'Clear' }).click();
  await page.getByText('No files yet.').waitFor();
  await banner.getByRole('button', { name: 'Load demo' }).click();
  await expect.poll(() => fileItem('sitemap-products.xml.gz').textContent()).toContain('gzip');
  expectClean();
});

test('a .gz uploaded through "Upload files" reaches the worker and comes back sniffed as gzip', async () => {
  const xml =
    '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>';
  await upload([
    { name: 'uploaded-sitemap.xml.gz', mimeType: 'application/gzip', buffer: gzipSync(xml) },
    // The name says gzip, the bytes say XML: the bytes win.
    { name: 'not-really.gz', mimeType: 'application/gzip', buffer: Buffer.from(xml) },
  ]);
  await expect
    .poll(() => fileItem('uploaded-sitemap.xml.gz').textContent())
    .toContain('gzip-compressed');
  await expect.poll(() => fileItem('not-really.gz').textContent()).toContain('XML: read as');
  expectClean();
});

test('bad input: unknown type, empty file, 0-byte paste, 200 MB file each get a status line', async () => {
  const bigPath = join(scratch(), 'huge-sitemap.xml');
  const big = await open(bigPath, 'w');
  await big.write('<?xml version="1.0"?>\n<urlset>');
  await big.truncate(200 * 1024 * 1024); // sparse: costs no disk
  await big.close();

  await page.getByRole('button', { name: 'Inspect pasted text' }).click();
  await page.getByText('Nothing to inspect: the paste box is empty (0 bytes).').waitFor();

  await upload([
    {
      name: 'picture.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2, 3, 4]),
    },
    { name: 'empty.xml', mimeType: 'text/xml', buffer: Buffer.alloc(0) },
  ]);
  await page.getByLabel('Upload files').setInputFiles(bigPath);

  await expect.poll(() => fileItem('picture.xml').textContent()).toContain('Unknown format');
  await expect.poll(() => fileItem('empty.xml').textContent()).toContain('Empty file (0 bytes)');
  await expect
    .poll(() => fileItem('huge-sitemap.xml').textContent())
    .toContain('Large file (210 MB)');
  // The page stays usable while the worker reads: a tab switch is handled at once.
  await page.getByRole('tab', { name: 'Lastmod' }).click({ timeout: 2_000 });
  // Reading ends: the progress bar goes, the format line stays.
  await expect
    .poll(() => fileItem('huge-sitemap.xml').getByRole('progressbar').count(), { timeout: 60_000 })
    .toBe(0);
  const bigStatus = await fileItem('huge-sitemap.xml').textContent();
  expect(bigStatus).toContain('XML: read as');
  expect(bigStatus).not.toContain('Reading:');

  // Pasted text is added and sniffed like any file; the demo stepped aside for the first upload.
  await paste('User-agent: *\nDisallow: /private/\n');
  await expect.poll(() => fileItem('pasted text 1').textContent()).toContain('plain text');
  await expect(fileItem('sitemap-products.xml.gz').count()).resolves.toBe(0);

  // Remove takes one file out and leaves the rest.
  await page.getByRole('button', { name: 'Remove picture.xml' }).click();
  await expect(fileItem('picture.xml').count()).resolves.toBe(0);
  await expect(fileItem('empty.xml').count()).resolves.toBe(1);
  expectClean();
});

test('cancel stops a big read in the worker; the other files are unaffected', async () => {
  const hugePath = join(scratch(), 'export.tar');
  const huge = await open(hugePath, 'w');
  await huge.truncate(2 * 1024 * 1024 * 1024); // 2 GiB, sparse: about 2,000 slices to read
  await huge.close();
  const xml =
    '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>';
  await upload([{ name: 'other.xml', mimeType: 'application/xml', text: xml }]);
  await expect.poll(() => fileItem('other.xml').textContent()).toContain('XML');

  await page.getByLabel('Upload files').setInputFiles(hugePath);
  await fileItem('export.tar').getByRole('progressbar', { name: 'Reading export.tar' }).waitFor();
  await page.getByRole('button', { name: 'Cancel reading export.tar' }).click();
  await expect.poll(() => fileItem('export.tar').textContent()).toContain('Cancelled: not read.');
  await expect(fileItem('export.tar').getByRole('progressbar').count()).resolves.toBe(0);
  await expect(fileItem('other.xml').textContent()).resolves.toContain('XML: read as');
  expectClean();
});

test('behind a host that inflates .gz on the way, the demo still shows a gzip child', async () => {
  const inflatingHost = inject('inflatingHostUrl');
  const other = await chromium.context.newPage();
  const otherWatch = watchPage(other, new URL(inflatingHost).origin);
  try {
    await other.goto(inflatingHost);
    const item = fileItem('sitemap-products.xml.gz', other);
    await expect.poll(() => item.textContent()).toContain('gzip-compressed');
    expectClean(otherWatch);
  } finally {
    await other.close();
  }
});

test('files dropped anywhere on the page show a drop target and are added', async () => {
  await expect.poll(() => fileItem('robots.txt').textContent()).toContain('plain text');
  // Chromium lets a page build a DataTransfer holding files, which is what a real drop carries.
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(
      new File(['https://www.example.com/a\nhttps://www.example.com/b\n'], 'urls.txt'),
    );
    return transfer;
  });
  await page.dispatchEvent('main', 'dragenter', { dataTransfer });
  await page.getByText('Drop the files to inspect them').waitFor();
  await page.dispatchEvent('main', 'drop', { dataTransfer });
  await page.getByText('Drop the files to inspect them').waitFor({ state: 'detached' });
  await expect.poll(() => fileItem('urls.txt').textContent()).toContain('plain text');
  // The first file the user adds replaces the demo.
  await expect(fileItem('robots.txt').count()).resolves.toBe(0);
  expectClean();
});

test('keyboard only: Tab reaches the paste box and Upload files, Space opens the file chooser', async () => {
  await expect.poll(() => fileItem('robots.txt').textContent()).toContain('plain text');
  const focusedLabel = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const label = element.id
        ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
        : null;
      return label?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? '';
    });
  // Listening before the first key press: Playwright turns on Chromium's file-chooser
  // interception when the first listener is added, asynchronously, so a listener added just
  // before Space could miss the chooser (puppeteer/puppeteer#6040 describes the same race).
  const chooser = page.waitForEvent('filechooser');
  const seen: string[] = [];
  for (let press = 0; press < 12 && !seen.includes('Upload files'); press++) {
    await page.keyboard.press('Tab');
    seen.push(await focusedLabel());
  }
  expect(seen).toContain('Paste robots.txt, a sitemap or a URL list');
  expect(seen).toContain('Inspect pasted text');
  expect(seen.at(-1)).toBe('Upload files');

  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({
    name: 'by-keyboard.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('https://www.example.com/\n'),
  });
  await expect.poll(() => fileItem('by-keyboard.txt').textContent()).toContain('plain text');
  expectClean();
});
