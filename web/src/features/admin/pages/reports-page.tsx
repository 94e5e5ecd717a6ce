import { lastIndiaDays } from '@dropwise/domain/india-time';
import { useState } from 'react';
import { useAuth } from '@/lib/firebase/instances';
import { useT } from '@/lib/i18n/use-t';
import { downloadTripRegister } from '@/features/admin/api/trip-register';
import { useDailyTotals } from '@/features/admin/api/use-daily-totals';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { ReportsView } from '@/features/admin/components/reports-view';
import { TripRegisterExport } from '@/features/admin/components/trip-register-export';

const DAYS = 30;

/**
 * /admin/reports: how each of the last 30 India days went (trips, fares, cash, how long riders
 * took to be assigned and to pick up), overall or for one city, from the day's totals only; and
 * the trip register's download.
 */
export default function ReportsPage() {
  const t = useT('admin');
  const auth = useAuth();
  const [days] = useState(() => lastIndiaDays(Date.now(), DAYS));
  const totals = useDailyTotals(days[0] ?? '');
  return (
    <AdminLayout title={t('reportsTitle')}>
      <p className="muted">{t('reportsIntro', { days: DAYS })}</p>
      {totals.status === 'loading' ? <p role="status">{t('reportsLoading')}</p> : null}
      {totals.status === 'error' ? <p role="alert">{t('reportsFailed')}</p> : null}
      {totals.status === 'ready' ? <ReportsView days={days} stored={totals.days} /> : null}
      <TripRegisterExport download={(range) => downloadTripRegister(auth, range)} />
    </AdminLayout>
  );
}
