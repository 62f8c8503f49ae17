/**
 * Words and dates for the Lastmod view: a bin's period ("2024-03", "week of 2024-03-04"),
 * the unit of the bins, and shares as percents. All dates in UTC, as the bins' edges are.
 */
import { utcFormat } from 'd3-time-format';
import type { LastmodBin, LastmodHistogram } from '../../core/lastmod/lastmod-histogram';
import { currentLocale, LANGUAGE_TAGS, t } from '../i18n/i18n';

export const formatDay = utcFormat('%Y-%m-%d');
const formatHour = utcFormat('%Y-%m-%d %H:00');
const formatMonth = utcFormat('%Y-%m');
const formatYear = utcFormat('%Y');

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
      return formatHour(start);
    case 'day':
      return formatDay(start);
    case 'week':
      return t('lastmod.bar.week', { day: formatDay(start) });
    case 'month':
      return formatMonth(start);
    case 'year':
      return histogram.step > 1
        ? `${formatYear(start)}–${formatYear(new Date(bin.endMs - 1))}`
        : formatYear(start);
  }
}

/** The first and last day (or hour) of a run of bins, inclusive. */
export function rangeText(
  fromMs: number,
  toMs: number,
  unit: LastmodHistogram['unit'],
): { from: string; to: string } {
  const format = unit === 'hour' ? utcFormat('%Y-%m-%d %H:%M') : formatDay;
  return { from: format(new Date(fromMs)), to: format(new Date(toMs)) };
}

/** `part / whole` in percent with at most one decimal (0 when `whole` is 0). */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/**
 * Tick labels that fit between ticks: a year, a month, a day or an hour, by the bins' unit,
 * in the page's language through Intl ("Mar 5", "3月5日", "3月5日"; "Mar", "3月"), in UTC as
 * the bins are.
 */
export function tickFormat(
  unit: LastmodHistogram['unit'],
  locale: string = LANGUAGE_TAGS[currentLocale()],
): (date: Date) => string {
  const format = (options: Intl.DateTimeFormatOptions) => {
    const formatter = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    return (date: Date) => formatter.format(date);
  };
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
