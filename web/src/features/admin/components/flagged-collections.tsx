import { TitledSection } from '@/components/titled-section';
import { useFormat } from '@/lib/i18n/use-format';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { useFlaggedCollections } from '@/features/admin/api/use-flagged-collections';
import { useCashAmount } from '@/features/admin/hooks/use-cash-amount';
import { FiguresTable } from './figures-table';

const SHOWN = 20;
const FLAGGED_HEADINGS: MessageKey<'admin'>[] = [
  'cashFlaggedWhen',
  'cashFlaggedRider',
  'cashFlaggedOrder',
  'cashFlaggedDue',
  'cashFlaggedCollected',
  'cashFlaggedDifference',
  'cashFlaggedNote',
];

/**
 * The latest collections a rider recorded at a different amount from what was due, with the
 * rider's note: the admins follow them up when settling with the rider.
 */
export function FlaggedCollections() {
  const t = useT('admin');
  const f = useFormat();
  const paise = useCashAmount();
  const flagged = useFlaggedCollections();
  const signed = (amount: number) => (amount > 0 ? `+${paise(amount)}` : paise(amount));
  return (
    <TitledSection title={t('cashFlaggedHeading')}>
      <p className="muted">{t('cashFlaggedIntro', { count: SHOWN })}</p>
      {flagged.status === 'loading' ? <p role="status">{t('cashFlaggedLoading')}</p> : null}
      {flagged.status === 'error' ? <p role="alert">{t('cashFlaggedFailed')}</p> : null}
      {flagged.status === 'ready' && flagged.entries.length === 0 ? <p>{t('cashFlaggedNone')}</p> : null}
      {flagged.status === 'ready' && flagged.entries.length > 0 ? (
        <FiguresTable caption={t('cashFlaggedHeading')} headings={FLAGGED_HEADINGS}>
          {flagged.entries.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.createdAt ? f.dateTime(entry.createdAt) : t('noValue')}</td>
              <td>{entry.riderName || entry.riderId}</td>
              <td>
                <code>{entry.orderId}</code>
              </td>
              <td className="numeric">{paise(entry.expectedPaise)}</td>
              <td className="numeric">{paise(entry.amountPaise)}</td>
              <td className="numeric">{signed(entry.amountPaise - entry.expectedPaise)}</td>
              <td>{entry.note ?? t('noValue')}</td>
            </tr>
          ))}
        </FiguresTable>
      ) : null}
    </TitledSection>
  );
}
