import { useId } from 'react';
import type { Formatters } from '../../../lib/i18n/formatters';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { useOrdersPerDay } from '../hooks/use-orders-per-day';
import { CHART_SERIES, type DayCounts, niceMaximum } from '../lib/orders-per-day';

const DAYS = 14;
const WIDTH = 560;
const HEIGHT = 200;
const AXIS = 32;
const RIGHT_MARGIN = 16;
const BOTTOM = 24;

function total(day: DayCounts): number {
  return CHART_SERIES.reduce((sum, series) => sum + day[series.key], 0);
}

function shortDay(day: string, number: Formatters['number']): string {
  const [, month, date] = day.split('-');
  return `${number(Number(date))}/${number(Number(month))}`;
}

/**
 * Orders per day for the last 14 days as stacked bars by final status, drawn as inline SVG (no
 * chart library on the page). The figures are also in a table that screen readers can read.
 */
export function OrdersPerDayChart({ version }: { version: number }) {
  const t = useT('admin');
  const { number } = useFormat();
  const id = useId();
  const figures = useOrdersPerDay(DAYS, version);
  // The placeholders take the chart's room, so the lists below do not move when it arrives.
  if (figures === 'error') {
    return (
      <p className="orders-chart-placeholder" role="alert">
        {t('chartCountFailed')}
      </p>
    );
  }
  if (!figures) {
    return (
      <p className="orders-chart-placeholder" role="status">
        {t('chartCounting')}
      </p>
    );
  }

  const maximum = niceMaximum(figures.map(total));
  const plotHeight = HEIGHT - BOTTOM - 8;
  const slot = (WIDTH - AXIS - RIGHT_MARGIN) / figures.length;
  const barWidth = Math.max(6, slot * 0.62);
  const y = (value: number) => 8 + plotHeight - (value / maximum) * plotHeight;
  const sum = figures.reduce((all, day) => all + total(day), 0);

  return (
    <figure className="orders-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="muted">
        {t('chartCaption', { days: DAYS, count: sum })}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="orders-chart-plot"
        role="img"
        aria-label={t('chartPlotLabel', { days: DAYS })}
      >
        {[0, maximum / 2, maximum].map((tick) => (
          <g key={tick}>
            <line x1={AXIS} x2={WIDTH - RIGHT_MARGIN} y1={y(tick)} y2={y(tick)} stroke="#dfe3ea" />
            <text x={AXIS - 4} y={y(tick) + 4} textAnchor="end" fontSize="13" fill="#5b6475">
              {number(tick)}
            </text>
          </g>
        ))}
        {figures.map((day, index) => {
          const x = AXIS + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={day.day} data-day={day.day}>
              {CHART_SERIES.map((series) => {
                const value = day[series.key];
                if (value === 0) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return (
                  <rect
                    key={series.key}
                    x={x}
                    y={top}
                    width={barWidth}
                    height={height}
                    fill={series.colour}
                  />
                );
              })}
              {/* Every other day is labelled, always including today. */}
              {(figures.length - 1 - index) % 2 === 1 ? null : (
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="13" fill="#5b6475">
                  {shortDay(day.day, number)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="chart-legend" aria-hidden="true">
        {CHART_SERIES.map((series) => (
          <li key={series.key}>
            <span className="chart-swatch" style={{ background: series.colour }} />
            {t(series.label)}
          </li>
        ))}
      </ul>
      <div className="visually-hidden">
        <table aria-label={t('chartTableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('chartDay')}</th>
              {CHART_SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {t(series.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figures.map((day) => (
              <tr key={day.day} data-day={day.day}>
                <th scope="row">{day.day}</th>
                {CHART_SERIES.map((series) => (
                  <td key={series.key}>{number(day[series.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
