import { useT } from '@/lib/i18n/use-t';
import { useOrdersPerDay } from '@/features/admin/api/use-orders-per-day';
import { CHART_SERIES, type DayCounts } from '@/features/admin/lib/orders-per-day';
import { DayBarChart } from './day-bar-chart';

const DAYS = 14;

function total(day: DayCounts): number {
  return CHART_SERIES.reduce((sum, series) => sum + day[series.key], 0);
}

/**
 * Orders per day for the last 14 days as stacked bars by final status. The figures are also in
 * a table that screen readers can read.
 */
export function OrdersPerDayChart({ version }: { version: number }) {
  const t = useT('admin');
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
  const sum = figures.reduce((all, day) => all + total(day), 0);
  return (
    <DayBarChart
      days={figures}
      series={CHART_SERIES.map((series) => ({ ...series, label: t(series.label) }))}
      layout="stacked"
      caption={t('chartCaption', { days: DAYS, count: sum })}
      plotLabel={t('chartPlotLabel', { days: DAYS })}
      table={{ label: t('chartTableLabel'), dayHeading: t('chartDay') }}
    />
  );
}
