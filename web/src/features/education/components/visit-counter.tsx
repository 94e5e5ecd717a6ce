import { useT } from '@/lib/i18n/use-t';
import { useLoad } from '@/lib/firebase/use-load';
import { countVisitOncePerSession } from '@/features/education/api/count-visit';

/**
 * "Total Visits" at the foot of /education; the page works the same while it loads or if it fails.
 * The figure is formatted by its message ({total, number}: the language's own digits and grouping),
 * which keeps the separate formatters module off this page's first load.
 */
export function VisitCounter() {
  const t = useT('education');
  const visits = useLoad(countVisitOncePerSession, []);
  const total = visits.data ?? null;
  const failed = Boolean(visits.error);

  return (
    <p className="edu-visits" aria-live="polite">
      {t.rich('totalVisits', {
        total: (
          <strong data-testid="total-visits">
            {total !== null
              ? t('visitCount', { total })
              : failed
                ? t('visitsUnavailable')
                : t('visitsPending')}
          </strong>
        ),
      })}
    </p>
  );
}
