import { chromium } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
for (const f of readdirSync('/tmp/shots').filter((n) => n.endsWith('.webp'))) {
  const b64 = readFileSync('/tmp/shots/' + f).toString('base64');
  await page.setContent(`<body style="margin:0"><img id=i src="data:image/webp;base64,${b64}"></body>`);
  await page.waitForFunction(() => document.getElementById('i').complete);
  const { w, h } = await page.evaluate(() => ({ w: document.getElementById('i').naturalWidth, h: document.getElementById('i').naturalHeight }));
  await page.setViewportSize({ width: w, height: h });
  await page.screenshot({ path: '/tmp/shots/' + f.replace('.webp', '.png') });
}
await browser.close();
