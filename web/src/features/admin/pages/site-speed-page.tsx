import {
  WEB_VITAL_THRESHOLDS,
  WEB_VITALS_WINDOW_DAYS,
  type WebVitalName,
  type WebVitalRating,
  type WebVitalSummaryRow,
} from '@domain/web-vitals';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from 'reactfire';
import { errorMessage } from '../../../lib/api/api-error';
import { loadWebVitalsSummary, type WebVitalsSummary } from '../api/web-vitals-summary';
import { AdminLayout } from '../components/admin-layout';
import { TrendChart } from '../components/trend-chart';
import '../components/site-speed.css';
import { ColumnHeads } from '../../../components/column-heads';

const RATING_LABELS: Record<WebVitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

const METRIC_LABELS: Record<WebVitalName, string> = {
  LCP: 'Largest contentful paint',
  INP: 'Interaction to next paint',
  CLS: 'Cumulative layout shift',
  FCP: 'First contentful paint',
  TTFB: 'Time to first byte',
};

export function formatVital(name: WebVitalName, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

function thresholdText(name: WebVitalName): string {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  return `good ≤ ${formatVital(name, good)}, poor > ${formatVital(name, poor)}`;
}

function SummaryRow({ row }: { row: WebVitalSummaryRow }) {
  const trendLabel = `${row.name} on ${row.route}, daily 75th percentile: ${row.days
    .map((day) => `${day.day} ${formatVital(row.name, day.p75)}`)
    .join(', ')}`;
  return (
    <tr>
      <td>
        <code>{row.route}</code>
      </td>
      <td>
        <abbr title={`${METRIC_LABELS[row.name]} (${thresholdText(row.name)})`}>{row.name}</abbr>
      </td>
      <td className="numeric" data-testid="p75">
        {formatVital(row.name, row.p75)}
      </td>
      <td>
        <span className={`vital-rating vital-${row.rating}`}>{RATING_LABELS[row.rating]}</span>
      </td>
      <td className="numeric">{row.count}</td>
      <td>
        <TrendChart days={row.days} good={WEB_VITAL_THRESHOLDS[row.name].good} label={trendLabel} />
      </td>
    </tr>
  );
}

/**
 * /admin/speed: how fast the app is for real visitors. The 75th percentile per route and metric
 * over the last seven days (the figure Google's thresholds rate), from POST /api/vitals reports.
 */
export default function SiteSpeedPage() {
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
    <AdminLayout title="Site speed">
      <p className="muted">
        Core Web Vitals measured in visitors&apos; browsers over the last {WEB_VITALS_WINDOW_DAYS} days: the
        75th percentile per page, rated by Google&apos;s thresholds. Each page view reports each metric once.
      </p>
      <p className="actions">
        <button type="button" className="secondary" onClick={load} disabled={loading}>
          {loading ? 'Loading…' : 'Refresh'}
        </button>
      </p>
      {error ? <p role="alert">{error}</p> : null}
      {summary ? (
        summary.rows.length === 0 ? (
          <p role="status">No reports in the last {WEB_VITALS_WINDOW_DAYS} days yet.</p>
        ) : (
          <>
            <p role="status">
              {summary.samples} samples
              {summary.truncated ? ' (the newest ones; older samples were not read)' : ''}.
            </p>
            <div className="table-scroll">
              <table className="site-speed-table">
                <caption className="visually-hidden">75th percentile per route and metric</caption>
                <ColumnHeads labels={['Route', 'Metric', 'p75', 'Rating', 'Samples', 'Daily trend']} />
                <tbody>
                  {summary.rows.map((row) => (
                    <SummaryRow key={`${row.route} ${row.name}`} row={row} />
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )
      ) : null}
    </AdminLayout>
  );
}
