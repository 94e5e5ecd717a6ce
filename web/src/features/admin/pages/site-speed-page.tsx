import {
  WEB_VITAL_THRESHOLDS,
  WEB_VITALS_WINDOW_DAYS,
  type WebVitalName,
  type WebVitalRating,
  type WebVitalSummaryRow,
} from '@dropwise/domain/web-vitals';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/lib/firebase/instances';
import { errorMessage } from '@/lib/api/api-error';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { loadWebVitalsSummary, type WebVitalsSummary } from '@/features/admin/api/web-vitals-summary';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { TrendChart } from '@/features/admin/components/trend-chart';
import '@/features/admin/components/site-speed.css';
import { ColumnHeads } from '@/components/column-heads';
import { TableScroll } from '@/components/table-scroll';

const RATING_LABELS: Record<WebVitalRating, MessageKey<'admin'>> = {
  good: 'speedRatingGood',
  'needs-improvement': 'speedRatingNeedsImprovement',
  poor: 'speedRatingPoor',
};

const METRIC_LABELS: Record<WebVitalName, MessageKey<'admin'>> = {
  LCP: 'speedMetricLcp',
  INP: 'speedMetricInp',
  CLS: 'speedMetricCls',
  FCP: 'speedMetricFcp',
  TTFB: 'speedMetricTtfb',
};

const COLUMNS: MessageKey<'admin'>[] = [
  'speedRoute',
  'speedMetric',
  'speedP75',
  'speedRating',
  'speedSamples',
  'speedTrend',
];

/** A metric's value as people read it: CLS as a plain score, times in ms, or in s from one second. */
function useVitalText() {
  const t = useT('admin');
  const { number } = useFormat();
  const twoPlaces = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return (name: WebVitalName, value: number): string => {
    if (name === 'CLS') return number(value, twoPlaces);
    return value >= 1000
      ? t('speedSeconds', { value: number(value / 1000, twoPlaces) })
      : t('speedMilliseconds', { value: number(Math.round(value)) });
  };
}

function SummaryRow({ row }: { row: WebVitalSummaryRow }) {
  const t = useT('admin');
  const { number } = useFormat();
  const vital = useVitalText();
  const { good, poor } = WEB_VITAL_THRESHOLDS[row.name];
  const trendLabel = t('speedTrendLabel', {
    metric: row.name,
    route: row.route,
    days: row.days.map((day) => `${day.day} ${vital(row.name, day.p75)}`).join(', '),
  });
  const metricTitle = t('speedMetricTitle', {
    metric: t(METRIC_LABELS[row.name]),
    good: vital(row.name, good),
    poor: vital(row.name, poor),
  });
  return (
    <tr>
      <td>
        <code>{row.route}</code>
      </td>
      <td>
        <abbr title={metricTitle}>{row.name}</abbr>
      </td>
      <td className="numeric" data-testid="p75">
        {vital(row.name, row.p75)}
      </td>
      <td>
        <span className={`vital-rating vital-${row.rating}`}>{t(RATING_LABELS[row.rating])}</span>
      </td>
      <td className="numeric">{number(row.count)}</td>
      <td>
        <TrendChart days={row.days} good={good} label={trendLabel} />
      </td>
    </tr>
  );
}

/**
 * /admin/speed: how fast the app is for real visitors. The 75th percentile per route and metric
 * over the last seven days (the figure Google's thresholds rate), from POST /api/vitals reports.
 */
export default function SiteSpeedPage() {
  const t = useT('admin');
  const auth = useAuth();
  const [summary, setSummary] = useState<WebVitalsSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(() => {
    setLoading(true);
    setError(null);
    loadWebVitalsSummary(auth)
      .then(setSummary)
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setLoading(false));
  }, [auth]);
  useEffect(load, [load]);

  return (
    <AdminLayout title={t('speedTitle')}>
      <p className="muted">{t('speedIntro', { days: WEB_VITALS_WINDOW_DAYS })}</p>
      <p className="actions">
        <button type="button" className="secondary" onClick={load} disabled={loading}>
          {loading ? t('speedLoading') : t('speedRefresh')}
        </button>
      </p>
      {error ? <p role="alert">{error}</p> : null}
      {summary ? (
        summary.rows.length === 0 ? (
          <p role="status">{t('speedNoReports', { days: WEB_VITALS_WINDOW_DAYS })}</p>
        ) : (
          <>
            <p role="status">
              {t('speedSampleCount', { count: summary.samples, truncated: String(summary.truncated) })}
            </p>
            <TableScroll label={t('speedCaption')}>
              <table className="site-speed-table">
                <caption className="visually-hidden">{t('speedCaption')}</caption>
                <ColumnHeads labels={COLUMNS.map((column) => t(column))} />
                <tbody>
                  {summary.rows.map((row) => (
                    <SummaryRow key={`${row.route} ${row.name}`} row={row} />
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        )
      ) : null}
    </AdminLayout>
  );
}
