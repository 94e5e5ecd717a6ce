import { useEffect, useState } from 'react';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { countVisitOncePerSession } from '../api/count-visit';

/** "Total Visits" at the foot of /education; the page works the same while it loads or if it fails. */
export function VisitCounter() {
  const t = useT('education');
  const f = useFormat();
  const [total, setTotal] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    countVisitOncePerSession()
      .then((value) => active && setTotal(value))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, []);

  return (
    <p className="edu-visits" aria-live="polite">
      {t.rich('totalVisits', {
        total: (
          <strong data-testid="total-visits">
            {total !== null ? f.number(total) : failed ? t('visitsUnavailable') : t('visitsPending')}
          </strong>
        ),
      })}
    </p>
  );
}
