import { useId } from 'react';
import type { Formatters } from '@/lib/i18n/formatters';
import { useFormat } from '@/lib/i18n/use-format';
import { niceMaximum } from '@/features/admin/lib/orders-per-day';

const WIDTH = 560;
const HEIGHT = 200;
const AXIS = 32;
const RIGHT_MARGIN = 16;
const BOTTOM = 24;
/** Room for about this many day labels under the bars; today always has one. */
const DAY_LABELS = 7;

export interface DaySeries<K extends string> {
  key: K;
  label: string;
  colour: string;
}

export type DayValues<K extends string> = { day: string } & Record<K, number>;

function shortDay(day: string, number: Formatters['number']): string {
  const [, month, date] = day.split('-');
  return `${number(Number(date))}/${number(Number(month))}`;
}

/**
 * Figures per day as bars, drawn as inline SVG (no chart library on the page): `stacked` when the
 * series are parts of one whole (orders by final status), `grouped` side by side when they are
 * not (trips booked and trips delivered on a day are different trips). With `table`, the figures
 * are also in a table only screen readers see; without it the page must show them elsewhere.
 */
export function DayBarChart<K extends string>({
  days,
  series,
  layout,
  caption,
  plotLabel,
  table,
}: {
  days: readonly DayValues<K>[];
  series: readonly DaySeries<K>[];
  layout: 'stacked' | 'grouped';
  caption: string;
  plotLabel: string;
  table?: { label: string; dayHeading: string };
}) {
  const { number } = useFormat();
  const id = useId();
  const heights = days.flatMap((day) =>
    layout === 'stacked'
      ? [series.reduce((sum, { key }) => sum + day[key], 0)]
      : series.map(({ key }) => day[key]),
  );
  const maximum = niceMaximum(heights);
  const plotHeight = HEIGHT - BOTTOM - 8;
  const slot = (WIDTH - AXIS - RIGHT_MARGIN) / Math.max(1, days.length);
  const groupWidth = Math.max(6, slot * (layout === 'stacked' ? 0.62 : 0.8));
  const barWidth = layout === 'stacked' ? groupWidth : groupWidth / series.length;
  const y = (value: number) => 8 + plotHeight - (value / maximum) * plotHeight;
  const labelEvery = Math.max(2, Math.ceil(days.length / DAY_LABELS));

  return (
    <figure className="orders-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="muted">
        {caption}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="orders-chart-plot" role="img" aria-label={plotLabel}>
        {[0, maximum / 2, maximum].map((tick) => (
          <g key={tick}>
            <line x1={AXIS} x2={WIDTH - RIGHT_MARGIN} y1={y(tick)} y2={y(tick)} stroke="#dfe3ea" />
            <text x={AXIS - 4} y={y(tick) + 4} textAnchor="end" fontSize="13" fill="#5b6475">
              {number(tick)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = AXIS + index * slot + (slot - groupWidth) / 2;
          let base = 0;
          return (
            <g key={day.day} data-day={day.day}>
              {series.map(({ key, colour }, position) => {
                const value = day[key];
                if (value === 0) return null;
                const bottom = layout === 'stacked' ? base : 0;
                const top = y(bottom + value);
                if (layout === 'stacked') base += value;
                return (
                  <rect
                    key={key}
                    data-series={key}
                    x={layout === 'stacked' ? x : x + position * barWidth}
                    y={top}
                    width={barWidth}
                    height={y(bottom) - top}
                    fill={colour}
                  />
                );
              })}
              {(days.length - 1 - index) % labelEvery === 0 ? (
                <text x={x + groupWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="13" fill="#5b6475">
                  {shortDay(day.day, number)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="chart-legend" aria-hidden="true">
        {series.map(({ key, label, colour }) => (
          <li key={key}>
            <span className="chart-swatch" style={{ background: colour }} />
            {label}
          </li>
        ))}
      </ul>
      {table ? (
        <div className="visually-hidden">
          <table aria-label={table.label}>
            <thead>
              <tr>
                <th scope="col">{table.dayHeading}</th>
                {series.map(({ key, label }) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} data-day={day.day}>
                  <th scope="row">{day.day}</th>
                  {series.map(({ key }) => (
                    <td key={key}>{number(day[key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </figure>
  );
}
