/**
 * The histogram's axes: UTC dates along the bottom (d3's calendar ticks, thinned so labels
 * never overlap: at most one per 72 px, the width of "2024" or "Mar 05" with room to spare),
 * counts up the left with light grid lines. Drawn with SVG attributes, never inline styles.
 */
import type { ScaleLinear, ScaleTime } from 'd3-scale';
import type { LastmodHistogram } from '../../core/lastmod/lastmod-histogram';
import { formatNumber } from '../../i18n/i18n';
import { tickLabels, ticksOnUnit } from './lastmod-format';

interface Props {
  x: ScaleTime<number, number>;
  y: ScaleLinear<number, number>;
  unit: LastmodHistogram['unit'];
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

const MIN_TICK_SPACING_PX = 72;

export function ChartAxes({ x, y, unit, width, height, margin }: Props) {
  const plotWidth = width - margin.left - margin.right;
  const xTicks: Date[] = [];
  const ticks = x.ticks(Math.max(1, Math.floor(plotWidth / MIN_TICK_SPACING_PX)));
  for (const tick of ticksOnUnit(ticks, unit)) {
    const previous = xTicks[xTicks.length - 1];
    if (!previous || x(tick) - x(previous) >= MIN_TICK_SPACING_PX) xTicks.push(tick);
  }
  const xLabels = tickLabels(xTicks, unit);
  const yTicks = y.ticks(4).filter(Number.isInteger);
  const bottom = height - margin.bottom;
  return (
    <g className="axes" aria-hidden="true">
      {yTicks.map((tick) => (
        <g key={tick}>
          <line
            className="grid"
            x1={margin.left}
            x2={width - margin.right}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text className="tick" x={margin.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      <line className="axis" x1={margin.left} x2={width - margin.right} y1={bottom} y2={bottom} />
      {xTicks.map((tick, index) => {
        const at = x(tick);
        // Labels near the right edge end at their tick instead of spilling out of the chart.
        const anchor = at > width - margin.right - 24 ? 'end' : 'middle';
        return (
          <g key={tick.getTime()}>
            <line className="axis" x1={at} x2={at} y1={bottom} y2={bottom + 4} />
            <text className="tick tick-x" x={at} y={bottom + 16} textAnchor={anchor}>
              {xLabels[index]}
            </text>
          </g>
        );
      })}
    </g>
  );
}
