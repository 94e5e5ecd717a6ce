import { ORDER_STATUSES } from '@dropwise/domain/order-lifecycle';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useStatusCounts } from '@/features/admin/api/use-status-counts';

/** Orders by status, booked today and overall (count aggregations; recounted when `version` changes). */
export function StatusCounts({ version }: { version: number | string }) {
  const t = useT('admin');
  const labels = useDomainLabels();
  const { number } = useFormat();
  const counts = useStatusCounts(version);
  if (counts === 'failed') return <p role="alert">{t('countsFailed')}</p>;
  if (!counts) return <p role="status">{t('countsCounting')}</p>;
  return (
    <div className="stat-grid" aria-label={t('countsLabel')}>
      {ORDER_STATUSES.map((status) => {
        const label = labels.status(status);
        return (
          <div className="card" key={status} data-status={status}>
            <span>{label}</span>
            <strong aria-label={t('countsTodayLabel', { status: label })}>
              {number(counts[status]?.today ?? 0)}
            </strong>
            <small className="muted">
              {t.rich('countsTodayOverall', {
                overall: (chunks) => (
                  <span aria-label={t('countsOverallLabel', { status: label })}>{chunks}</span>
                ),
                count: number(counts[status]?.overall ?? 0),
              })}
            </small>
          </div>
        );
      })}
    </div>
  );
}
