import { useT } from '@/lib/i18n/use-t';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { type CashDayRow, type CashTotals, cashTotals } from '@/features/admin/lib/cash-days';
import { useDay, useCashAmount } from '@/features/admin/hooks/use-cash-amount';
import { FigureCells, FiguresTable } from './figures-table';

const CASH_HEADINGS: MessageKey<'admin'>[] = [
  'cashColumnRider',
  'cashColumnDate',
  'cashColumnCollected',
  'cashColumnDeposited',
  'cashColumnOutstanding',
];

/**
 * The cash screen's table: one row per rider per India day with an entry (collected, deposited,
 * and what the rider held at the day's end), and a totals row.
 */
export function CashTable({ rows }: { rows: readonly CashDayRow[] }) {
  const t = useT('admin');
  const paise = useCashAmount();
  const day = useDay();
  const totals = cashTotals(rows);
  const amounts = (figures: CashTotals) => [
    paise(figures.collectedPaise),
    paise(figures.depositedPaise),
    paise(figures.outstandingPaise),
  ];
  return (
    <>
      <FiguresTable
        caption={t('cashTableCaption')}
        headings={CASH_HEADINGS}
        total={{ label: t('cashTotal'), labelColumns: 2, figures: amounts(totals) }}
      >
        {rows.map((row) => (
          <tr key={`${row.riderId} ${row.date}`}>
            <th scope="row">{row.riderName || row.riderId}</th>
            <td>
              <time dateTime={row.date}>{day(row.date)}</time>
            </td>
            <FigureCells figures={amounts(row)} />
          </tr>
        ))}
      </FiguresTable>
      <p className="muted">{t('cashTotalNote')}</p>
    </>
  );
}
