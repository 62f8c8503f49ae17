/**
 * Words and dates for the Lastmod view: a bin's period ("March 2024", "week of Mar 4, 2024"),
 * the unit of the bins, and shares as percents, through Intl in the page's language. All
 * dates in UTC, as the bins' edges are.
 */
import type { LastmodBin, LastmodHistogram } from '../../core/lastmod/lastmod-histogram';
import { currentLocale, LANGUAGE_TAGS, t } from '../../i18n/i18n';

/** A UTC date (and time) in the page's language: "Mar 5, 2024", "2024年3月5日", "2024年3月5日". */
function dateFormat(
  options: Intl.DateTimeFormatOptions,
  locale: string = LANGUAGE_TAGS[currentLocale()],
): (date: Date) => string {
  const formatter = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
  return (date) => formatter.format(date);
}
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const MINUTE: Intl.DateTimeFormatOptions = {
  ...DAY,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** The bins' unit in words ("month", "5 years"). */
export function unitText(histogram: Pick<LastmodHistogram, 'unit' | 'step'>): string {
  if (histogram.unit === 'year' && histogram.step > 1)
    return t('lastmod.unit.years', { step: histogram.step });
  return t(`lastmod.unit.${histogram.unit}`);
}

/** One bin's period in words, at its unit's precision. */
export function periodText(
  bin: LastmodBin,
  histogram: Pick<LastmodHistogram, 'unit' | 'step'>,
): string {
  const start = new Date(bin.startMs);
  switch (histogram.unit) {
    case 'hour':
      return dateFormat(MINUTE)(start);
    case 'day':
      return dateFormat(DAY)(start);
    case 'week':
      return t('lastmod.bar.week', { day: dateFormat(DAY)(start) });
    case 'month':
      return dateFormat({ year: 'numeric', month: 'long' })(start);
    case 'year': {
      const year = dateFormat({ year: 'numeric' });
      return histogram.step > 1 ? `${year(start)}–${year(new Date(bin.endMs - 1))}` : year(start);
    }
  }
}

/** The first and last day (or hour) of a run of bins, inclusive. */
export function rangeText(
  fromMs: number,
  toMs: number,
  unit: LastmodHistogram['unit'],
): { from: string; to: string } {
  const format = dateFormat(unit === 'hour' ? MINUTE : DAY);
  return { from: format(new Date(fromMs)), to: format(new Date(toMs)) };
}

export { percentOf } from '../../core/percent';

/**
 * Tick labels that fit between ticks: a year, a month, a day or an hour, by the bins' unit,
 * in the page's language through Intl ("Mar 5", "3月5日", "3月5日"; "Mar", "3月"), in UTC as
 * the bins are.
 */
export function tickFormat(
  unit: LastmodHistogram['unit'],
  locale: string = LANGUAGE_TAGS[currentLocale()],
): (date: Date) => string {
  const format = (options: Intl.DateTimeFormatOptions) => dateFormat(options, locale);
  const day = format({ month: 'short', day: 'numeric' });
  const year = format({ year: 'numeric' });
  switch (unit) {
    case 'hour': {
      const time = format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      return (date) => (date.getUTCHours() === 0 ? day(date) : time(date));
    }
    case 'day':
    case 'week':
      return day;
    case 'month': {
      const month = format({ month: 'short' });
      return (date) => (date.getUTCMonth() === 0 ? year(date) : month(date));
    }
    case 'year':
      return year;
  }
}

/**
 * The x axis's labels: `tickFormat`'s, with the year added wherever it changes from the
 * label before (and on the first). The axis drops ticks that would crowd, so a month axis
 * may keep April and October and lose every January that named the year ("Apr Oct Apr"
 * gave no year at all, seen on a real two-year sitemap at 1440 px).
 */
/**
 * The ticks that fall on the start of a bar's unit. d3 picks calendar ticks finer than the
 * bars where the axis is wide (half-years on a year axis, whose labels then read "2020 2020
 * 2021 2021"); a tick inside a bar names no bar, so it goes.
 */
export function ticksOnUnit(ticks: readonly Date[], unit: LastmodHistogram['unit']): Date[] {
  return ticks.filter((tick) => {
    if (unit === 'hour') return tick.getUTCMinutes() === 0 && tick.getUTCSeconds() === 0;
    const isMidnight = tick.getUTCHours() === 0 && tick.getUTCMinutes() === 0;
    if (unit === 'day' || unit === 'week') return isMidnight;
    if (unit === 'month') return isMidnight && tick.getUTCDate() === 1;
    return isMidnight && tick.getUTCDate() === 1 && tick.getUTCMonth() === 0;
  });
}

export function tickLabels(
  ticks: readonly Date[],
  unit: LastmodHistogram['unit'],
  locale: string = LANGUAGE_TAGS[currentLocale()],
): string[] {
  const plain = tickFormat(unit, locale);
  if (unit === 'year' || unit === 'hour') return ticks.map(plain);
  const withYear = dateFormat(unit === 'month' ? { year: 'numeric', month: 'short' } : DAY, locale);
  return ticks.map((tick, index) => {
    const isNewYear = index === 0 || tick.getUTCFullYear() !== ticks[index - 1].getUTCFullYear();
    // A month axis's January already reads as its year.
    if (!isNewYear || (unit === 'month' && tick.getUTCMonth() === 0)) return plain(tick);
    return withYear(tick);
  });
}
