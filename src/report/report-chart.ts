/**
 * The lastmod histogram as inline SVG: one bar per bin, its count as the bar's title and as a
 * table beside it (the chart is decoration for those who read the table: WCAG 1.1.1).
 */
import type { LastmodHistogram } from '../core/lastmod/lastmod-histogram';
import { escapeHtml } from './report-markup';

const WIDTH = 640;
const HEIGHT = 160;
const GAP = 2;

export function histogramSvg(
  histogram: LastmodHistogram,
  label: string,
  binLabel: (startMs: number, endMs: number) => string,
): string {
  const { bins } = histogram;
  if (bins.length === 0) return '';
  const most = Math.max(1, ...bins.map((bin) => bin.count));
  const barWidth = WIDTH / bins.length;
  const bars = bins
    .map((bin, i) => {
      const height = Math.round((bin.count / most) * (HEIGHT - 1));
      const x = (i * barWidth).toFixed(1);
      const width = Math.max(1, barWidth - GAP).toFixed(1);
      const title = `${binLabel(bin.startMs, bin.endMs)}: ${bin.count}`;
      return `<rect x="${x}" y="${HEIGHT - height}" width="${width}" height="${height}"><title>${escapeHtml(title)}</title></rect>`;
    })
    .join('');
  return `<svg class="chart" role="img" aria-label="${escapeHtml(label)}" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" xmlns="http://www.w3.org/2000/svg">${bars}</svg>`;
}
