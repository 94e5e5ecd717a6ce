import { useEffect, useState } from 'react';
import { countVisitOncePerSession } from '../api/count-visit';

/** "Total Visits" at the foot of /education; the page works the same while it loads or if it fails. */
export function VisitCounter() {
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
      Total Visits:{' '}
      <strong data-testid="total-visits">
        {total !== null ? total.toLocaleString('en-IN') : failed ? 'not available right now' : '…'}
      </strong>
    </p>
  );
}
