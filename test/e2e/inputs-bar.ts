/**
 * The inputs bar folds by itself once reading finishes (src/ui/input/useInputsFold.ts). A
 * test that goes on using the paste box or the file list's buttons after a file was read
 * opens it as a user would, by hand, which the page remembers (localStorage): from then on
 * it stays open in that profile.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function keepInputsOpen(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('inspector.inputs.fold', 'open'));
  const bar = page.locator('.inputs-bar');
  const isOpen = () => bar.evaluate((element) => (element as HTMLDetailsElement).open);
  if (!(await isOpen())) await bar.locator('summary').click();
  await expect.poll(isOpen).toBe(true);
}
