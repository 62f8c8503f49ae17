/**
 * The lastmod histogram as an SVG (role `img`, named with its range and total), drawn at the
 * width it is shown with d3-scale (UTC time axis, linear count axis). The bars are read by
 * hover or by the keyboard (the chart's group is one tab stop; arrows move between bars) and
 * a period is selected by dragging or Shift+arrows; Enter or the button filters the URL
 * table to it. Colours and focus marks come from the stylesheet (the CSP forbids inline styles).
 */
import { scaleLinear, scaleUtc } from 'd3-scale';
import { useId, type PointerEvent } from 'react';
import type { LastmodHistogram } from '../../core/lastmod/lastmod-histogram';
import { t } from '../../i18n/i18n';
import { ChartAxes } from './ChartAxes';
import { periodText, rangeText, unitText } from './lastmod-format';
import { useBarSelection, type BarRun } from './useBarSelection';
import { useElementWidth } from './useElementWidth';

interface Props {
  histogram: LastmodHistogram;
  /** Filter the URL table to `fromMs … toMs` (inclusive). */
  onShowPeriod(range: { fromMs: number; toMs: number }): void;
}

const HEIGHT = 200;
const MARGIN = { top: 10, right: 16, bottom: 26, left: 48 };

export function HistogramChart({ histogram, onShowPeriod }: Props) {
  const id = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>(600);
  const { bins } = histogram;
  const runOf = (run: BarRun) => ({
    fromMs: bins[run.first].startMs,
    toMs: bins[run.last].endMs - 1,
  });
  const bars = useBarSelection(bins.length, (run) => onShowPeriod(runOf(run)));
  if (bins.length === 0) return <p className="lastmod-chart-empty">{t('lastmod.chart.empty')}</p>;

  const { x, y } = chartScales(bins, width);
  const name = chartName(histogram);

  const indexAt = (event: PointerEvent<SVGSVGElement>): number | undefined => {
    const box = event.currentTarget.getBoundingClientRect();
    const ms = x.invert(event.clientX - box.left).getTime();
    const index = bins.findIndex((bin) => ms >= bin.startMs && ms < bin.endMs);
    return index < 0 ? undefined : index;
  };
  const shownBin = bars.shown === undefined ? undefined : bins[bars.shown];

  return (
    <div className="lastmod-chart">
      <div
        ref={ref}
        className="lastmod-bars"
        role="group"
        aria-label={t('lastmod.bars.label')}
        aria-describedby={`${id}-hint ${id}-readout`}
        tabIndex={0}
        onKeyDown={bars.onKeyDown}
        onFocus={() => bars.setFocused(true)}
        onBlur={() => bars.setFocused(false)}
      >
        <svg
          role="img"
          aria-label={name}
          width={width}
          height={HEIGHT}
          onPointerDown={(event) => {
            const index = indexAt(event);
            if (index === undefined) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            bars.pointer.down(index);
          }}
          onPointerMove={(event) => bars.pointer.move(indexAt(event))}
          onPointerUp={() => bars.pointer.up()}
          onPointerLeave={() => bars.pointer.move(undefined)}
        >
          <ChartAxes
            x={x}
            y={y}
            unit={histogram.unit}
            width={width}
            height={HEIGHT}
            margin={MARGIN}
          />
          <HistogramBars bins={bins} x={x} y={y} selection={bars.selection} shown={bars.shown} />
        </svg>
      </div>
      <p id={`${id}-readout`} className="lastmod-readout" aria-live="polite">
        {shownBin
          ? t('lastmod.bar', { period: periodText(shownBin, histogram), count: shownBin.count })
          : ''}
      </p>
      <p id={`${id}-hint`} className="hint">
        {t('lastmod.bars.hint')}
      </p>
      {bars.selection && (
        <PeriodSelection
          histogram={histogram}
          period={runOf(bars.selection)}
          count={bins
            .slice(bars.selection.first, bars.selection.last + 1)
            .reduce((n, bin) => n + bin.count, 0)}
          onShowPeriod={onShowPeriod}
          onClear={bars.clear}
        />
      )}
    </div>
  );
}

type Bin = LastmodHistogram['bins'][number];

/** UTC time across, counts up, fitted to the width the chart is shown at. */
function chartScales(bins: readonly Bin[], width: number) {
  const x = scaleUtc()
    .domain([bins[0].startMs, bins[bins.length - 1].endMs])
    .range([MARGIN.left, Math.max(MARGIN.left + 1, width - MARGIN.right)]);
  const maxCount = Math.max(1, ...bins.map((bin) => bin.count));
  const y = scaleLinear()
    .domain([0, maxCount])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  return { x, y };
}

/** The chart image's accessible name: its range, total and unit. */
function chartName(histogram: LastmodHistogram): string {
  const range = rangeText(histogram.minMs, histogram.maxMs, histogram.unit);
  return t('lastmod.chart.name', {
    count: histogram.binned,
    from: range.from,
    to: range.to,
    unit: unitText(histogram),
  });
}

/** One rect per bin, marked when selected or shown (the stylesheet colours them). */
function HistogramBars({
  bins,
  x,
  y,
  selection,
  shown,
}: {
  bins: readonly Bin[];
  x: ReturnType<typeof chartScales>['x'];
  y: ReturnType<typeof chartScales>['y'];
  selection: BarRun | undefined;
  shown: number | undefined;
}) {
  const isSelected = (index: number) =>
    selection !== undefined && index >= selection.first && index <= selection.last;
  return bins.map((bin, index) => {
    const left = x(bin.startMs);
    const top = y(bin.count);
    const classes = ['bar'];
    if (isSelected(index)) classes.push('is-selected');
    if (index === shown) classes.push('is-shown');
    return (
      <rect
        key={bin.startMs}
        className={classes.join(' ')}
        x={left + 0.5}
        y={bin.count > 0 ? Math.min(top, y(0) - 1) : y(0)}
        width={Math.max(1, x(bin.endMs) - left - 1)}
        height={bin.count > 0 ? Math.max(1, y(0) - top) : 0}
      />
    );
  });
}

/** The period selected: its range and URL count, with Show in the URL table and Clear. */
function PeriodSelection({
  histogram,
  period,
  count,
  onShowPeriod,
  onClear,
}: {
  histogram: LastmodHistogram;
  period: { fromMs: number; toMs: number };
  count: number;
  onShowPeriod(range: { fromMs: number; toMs: number }): void;
  onClear(): void;
}) {
  const range = rangeText(period.fromMs, period.toMs, histogram.unit);
  return (
    <p className="lastmod-selection">
      {t('lastmod.selection', { ...range, count })}{' '}
      <button type="button" onClick={() => onShowPeriod(period)}>
        {t('lastmod.selection.show')}
      </button>{' '}
      <button type="button" onClick={onClear}>
        {t('lastmod.selection.clear')}
      </button>
    </p>
  );
}
