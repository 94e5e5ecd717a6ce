import { ColumnHeads } from '../../../components/column-heads';
import { TitledSection } from '../../../components/titled-section';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { useFlaggedCollections } from '../api/use-flagged-collections';
import { useCashAmount } from '../hooks/use-cash-amount';

const SHOWN = 20;

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
        <div className="table-scroll">
          <table className="figures-table">
            <caption className="visually-hidden">{t('cashFlaggedHeading')}</caption>
            <ColumnHeads
              labels={[
                t('cashFlaggedWhen'),
                t('cashFlaggedRider'),
                t('cashFlaggedOrder'),
                t('cashFlaggedDue'),
                t('cashFlaggedCollected'),
                t('cashFlaggedDifference'),
                t('cashFlaggedNote'),
              ]}
            />
            <tbody>
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
            </tbody>
          </table>
        </div>
      ) : null}
    </TitledSection>
  );
}
