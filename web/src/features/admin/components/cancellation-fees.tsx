import { TitledSection } from '@/components/titled-section';
import { useFormat } from '@/lib/i18n/use-format';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { FEES_SHOWN, type FeesState, useCancellationFees } from '@/features/admin/api/use-cancellation-fees';
import { useCashAmount } from '@/features/admin/hooks/use-cash-amount';
import { FiguresTable } from './figures-table';

const HEADINGS: MessageKey<'admin'>[] = [
  'cashFeesWhen',
  'cashFeesPayer',
  'cashFeesRider',
  'cashFeesOrder',
  'cashFeesReason',
  'cashFeesAmount',
];

/** The cash screen's list of the latest cancellation fees, whoever paid them. */
export function CancellationFees() {
  return <CancellationFeesList fees={useCancellationFees()} />;
}

export function CancellationFeesList({ fees }: { fees: FeesState }) {
  const t = useT('admin');
  const f = useFormat();
  const paise = useCashAmount();
  return (
    <TitledSection title={t('cashFeesHeading')}>
      <p className="muted">{t('cashFeesIntro', { count: FEES_SHOWN })}</p>
      {fees.status === 'loading' ? <p role="status">{t('cashFeesLoading')}</p> : null}
      {fees.status === 'error' ? <p role="alert">{t('cashFeesFailed')}</p> : null}
      {fees.status === 'ready' && fees.entries.length === 0 ? <p>{t('cashFeesNone')}</p> : null}
      {fees.status === 'ready' && fees.entries.length > 0 ? (
        <FiguresTable caption={t('cashFeesHeading')} headings={HEADINGS}>
          {fees.entries.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.createdAt ? f.dateTime(entry.createdAt) : t('noValue')}</td>
              <td>{entry.payer === 'rider' ? t('cashFeesPayerRider') : t('cashFeesPayerCustomer')}</td>
              <td>{entry.riderName || entry.riderId || t('noValue')}</td>
              <td>
                <code>{entry.orderId}</code>
              </td>
              <td>{entry.note ?? t('noValue')}</td>
              <td className="numeric">{paise(entry.amountPaise)}</td>
            </tr>
          ))}
        </FiguresTable>
      ) : null}
    </TitledSection>
  );
}
