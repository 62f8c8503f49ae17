/**
 * One crawler's requests per UTC day as bars: an SVG named with its range and total (role
 * `img`), and the same figures as a table beside it for whoever does not see the bars (WCAG
 * 1.1.1), folded in a `<details>` so the page stays short. Sizes come from the number of days,
 * not the viewport; colours from the stylesheet (the CSP forbids inline styles).
 */
import { useId } from 'react';
import { formatNumber, t } from '../../i18n/i18n';

interface Props {
  agent: string;
  days: readonly { day: string; requests: number }[];
}

const HEIGHT = 120;
const BAR = 8;
const GAP = 2;

export function DailyRequestsChart({ agent, days }: Props) {
  const id = useId();
  if (days.length === 0) return <p className="hint">{t('crawlers.daily.none')}</p>;
  const most = Math.max(...days.map((day) => day.requests));
  const width = days.length * (BAR + GAP);
  const name = t('crawlers.daily.name', {
    agent,
    requests: days.reduce((sum, day) => sum + day.requests, 0),
    days: days.length,
    first: days[0]!.day,
    last: days.at(-1)!.day,
  });
  return (
    <figure className="daily-requests" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{t('crawlers.daily.heading', { agent })}</figcaption>
      <svg
        role="img"
        aria-label={name}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width={width}
        height={HEIGHT}
        className="daily-requests-bars"
      >
        {days.map((day, index) => {
          const height = Math.max(1, Math.round((day.requests / most) * HEIGHT));
          return (
            <rect
              key={day.day}
              x={index * (BAR + GAP)}
              y={HEIGHT - height}
              width={BAR}
              height={height}
            >
              <title>{`${day.day}: ${formatNumber(day.requests)}`}</title>
            </rect>
          );
        })}
      </svg>
      <details>
        <summary>{t('crawlers.daily.table')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('crawlers.daily.day')}</th>
              <th scope="col">{t('crawlers.col.requests')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td className="number">{formatNumber(day.requests)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
