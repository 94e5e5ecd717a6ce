import { ColumnHeads } from '../../../components/column-heads';
import { useT } from '../../../lib/i18n/use-t';
import { type CashDayRow, cashTotals } from '../lib/cash-days';
import { useDay, useCashAmount } from '../hooks/use-cash-amount';

/**
 * The cash screen's table: one row per rider per India day with an entry (collected, deposited,
 * and what the rider held at the day's end), and a totals row.
 */
export function CashTable({ rows }: { rows: readonly CashDayRow[] }) {
  const t = useT('admin');
  const paise = useCashAmount();
  const day = useDay();
  const totals = cashTotals(rows);
  return (
    <>
      <div className="table-scroll">
        <table className="figures-table">
          <caption className="visually-hidden">{t('cashTableCaption')}</caption>
          <ColumnHeads
            labels={[
              t('cashColumnRider'),
              t('cashColumnDate'),
              t('cashColumnCollected'),
              t('cashColumnDeposited'),
              t('cashColumnOutstanding'),
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.riderId} ${row.date}`}>
                <th scope="row">{row.riderName || row.riderId}</th>
                <td>
                  <time dateTime={row.date}>{day(row.date)}</time>
                </td>
                <td className="numeric">{paise(row.collectedPaise)}</td>
                <td className="numeric">{paise(row.depositedPaise)}</td>
                <td className="numeric">{paise(row.outstandingPaise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('cashTotal')}
              </th>
              <td className="numeric">{paise(totals.collectedPaise)}</td>
              <td className="numeric">{paise(totals.depositedPaise)}</td>
              <td className="numeric">{paise(totals.outstandingPaise)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="muted">{t('cashTotalNote')}</p>
    </>
  );
}
