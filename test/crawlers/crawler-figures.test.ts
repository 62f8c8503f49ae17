/**
 * The Crawlers tab's readings of the `logs` answer (src/ui/crawlers/crawler-figures.ts): status
 * codes grouped by class, and the days the logs cover, which the Overview's line says ("in 30
 * days"): from the first dated request of any crawler to the last, both counted. Cases:
 * crawler-figures.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { LogsAnswer } from '../../src/core/logs/logs-answer';
import { logWindowDays, statusClasses } from '../../src/core/logs/crawler-figures';

interface Cases {
  statusClasses: { status: Record<string, number>; classes: [string, number][] }[];
  windowDays: { days: string[][]; window: number }[];
}
const cases = JSON.parse(
  readFileSync(join(import.meta.dirname, 'crawler-figures.json'), 'utf8'),
) as Cases;

test.each(cases.statusClasses)('$status groups as $classes', ({ status, classes }) => {
  expect(statusClasses(status)).toEqual(classes);
});

test.each(cases.windowDays)('crawlers on $days cover $window days', ({ days, window }) => {
  const crawlers = Object.fromEntries(
    days.map((list, index) => [
      `crawler-${index}`,
      { days: Object.fromEntries(list.map((day) => [day, 1])) },
    ]),
  );
  expect(logWindowDays({ crawlers } as unknown as LogsAnswer)).toBe(window);
});
