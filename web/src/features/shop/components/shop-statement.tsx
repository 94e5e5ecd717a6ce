import { daysBetween, isCalendarDay, lastIndiaDays } from '@dropwise/domain/india-time';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ColumnHeads } from '@/components/column-heads';
import { DescriptionRow } from '@/components/description-row';
import { FormError, TextField } from '@/components/form';
import { errorMessage } from '@/lib/api/api-error';
import { useAuth } from '@/lib/firebase/instances';
import { useLoad } from '@/lib/firebase/use-load';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';
import { downloadStatement, loadStatement, type StatementRange } from '@/features/shop/api/statement';
import { statementTotals } from '@/features/shop/lib/statement-totals';
import { TableScroll } from '@/components/table-scroll';

const MAX_DAYS = 92;
// Shown for a figure there is none of: a mark, the same in every language.
const NONE = '—';

/** The last 30 India days, today included. */
function defaultRange(): StatementRange {
  const days = lastIndiaDays(Date.now(), 30);
  return { from: days[0]!, to: days.at(-1)! };
}

/** Why a range cannot be asked for, in the reader's words; null when it can. */
function rangeProblem(range: StatementRange): 'rangeDays' | 'rangeOrder' | 'rangeTooLong' | null {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return 'rangeDays';
  if (range.from > range.to) return 'rangeOrder';
  return daysBetween(range.from, range.to) >= MAX_DAYS ? 'rangeTooLong' : null;
}

/**
 * The shop's money, day by day: goods cash the riders collected for it, delivery fees it was
 * billed, payouts made, and what was due to it at each day's end; the totals over the days, and
 * the same days as a CSV file.
 */
export function ShopStatement() {
  const t = useT('shop');
  const auth = useAuth();
  const paise = usePaise();
  const format = useFormat();
  const [range, setRange] = useState(defaultRange);
  const problem = rangeProblem(range);
  const statement = useLoad(() => (problem ? null : loadStatement(auth, range)), [auth, range, problem]);
  const rows = statement.data ?? [];
  const totals = statementTotals(rows);
  // A quiet day only repeats the balance: the table lists the days something happened, the CSV every day.
  const busyDays = rows.filter(
    (row) =>
      row.deliveries > 0 || row.codCollectedPaise > 0 || row.feesBilledPaise > 0 || row.payoutsPaise > 0,
  );
  const heads = [
    t('colDate'),
    t('colDeliveries'),
    t('colCod'),
    t('colFees'),
    t('colPayouts'),
    t('colBalance'),
  ];

  const download = () =>
    downloadStatement(auth, range).catch((error: unknown) => toast.error(errorMessage(error)));

  return (
    <>
      <div className="filters">
        {(['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            id={`statement-${end}`}
            label={t(end === 'from' ? 'rangeFrom' : 'rangeTo')}
            type="date"
            value={range[end]}
            onChange={(event) => setRange((current) => ({ ...current, [end]: event.target.value }))}
          />
        ))}
        <button
          type="button"
          className="secondary"
          onClick={() => void download()}
          disabled={Boolean(problem)}
        >
          {t('downloadCsv')}
        </button>
      </div>
      <FormError>
        {problem ? t(problem) : statement.error ? errorMessage(statement.error) : undefined}
      </FormError>
      <section className="card shop-totals" aria-label={t('totalsRegion')} aria-live="polite">
        <dl className="shop-figures">
          <div>
            <dt>{t('dueNow')}</dt>
            <dd className="shop-due">
              {totals.closingBalancePaise === null ? NONE : paise(totals.closingBalancePaise)}
            </dd>
          </div>
          <DescriptionRow term={t('colCod')}>{paise(totals.codCollectedPaise)}</DescriptionRow>
          <DescriptionRow term={t('colFees')}>{paise(totals.feesBilledPaise)}</DescriptionRow>
          <DescriptionRow term={t('colPayouts')}>{paise(totals.payoutsPaise)}</DescriptionRow>
          <DescriptionRow term={t('colDeliveries')}>{format.number(totals.deliveries)}</DescriptionRow>
        </dl>
      </section>
      {statement.loading ? <p role="status">{t('statementLoading')}</p> : null}
      {!statement.loading && !problem && busyDays.length === 0 ? <p>{t('statementEmpty')}</p> : null}
      {busyDays.length > 0 ? <p className="muted">{t('statementBusyDays')}</p> : null}
      {busyDays.length > 0 ? (
        <TableScroll label={t('statementTable')}>
          <table className="stack-table" aria-label={t('statementTable')}>
            <ColumnHeads labels={heads} />
            <tbody>
              {busyDays.map((row) => (
                <tr key={row.date}>
                  <td data-label={heads[0]}>{format.date(new Date(`${row.date}T12:00:00+05:30`))}</td>
                  <td data-label={heads[1]}>{format.number(row.deliveries)}</td>
                  <td data-label={heads[2]}>{paise(row.codCollectedPaise)}</td>
                  <td data-label={heads[3]}>{paise(row.feesBilledPaise)}</td>
                  <td data-label={heads[4]}>{paise(row.payoutsPaise)}</td>
                  <td data-label={heads[5]}>{paise(row.balancePaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </>
  );
}
