import { firstProblemPerField } from '@dropwise/domain/field-problems';
import { lastIndiaDays } from '@dropwise/domain/india-time';
import { cashQuerySchema } from '@dropwise/domain/money';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/firebase/instances';
import { TitledSection } from '@/components/titled-section';
import { errorMessage } from '@/lib/api/api-error';
import { useT } from '@/lib/i18n/use-t';
import { type CashFilters, downloadCashCsv, recordDeposit } from '@/features/admin/api/cash';
import { useCashDays } from '@/features/admin/api/use-cash-days';
import { useActiveShops, useRiderChoices } from '@/features/admin/api/use-choices';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { CashTable } from '@/features/admin/components/cash-table';
import { DateRangeFields } from '@/features/admin/components/date-range-fields';
import { DepositForm } from '@/features/admin/components/deposit-form';
import { CancellationFees } from '@/features/admin/components/cancellation-fees';
import { FlaggedCollections } from '@/features/admin/components/flagged-collections';
import { RecordSelect } from '@/features/admin/components/record-select';

const DEFAULT_DAYS = 7;

function defaultFilters(): CashFilters {
  const days = lastIndiaDays(Date.now(), DEFAULT_DAYS);
  return { from: days[0] ?? '', to: days[days.length - 1] ?? '' };
}

/** The date range's problems as the server would say them, by field, before anything is asked. */
function rangeProblems(filters: CashFilters): Partial<Record<'from' | 'to', string>> {
  const checked = cashQuerySchema.safeParse({ from: filters.from, to: filters.to });
  if (checked.success) return {};
  const { from, to } = firstProblemPerField(checked.error.issues);
  return { from, to };
}

/**
 * /admin/cash: what each rider collected and handed in per India day (last 7 days unless chosen),
 * by rider or shop, with totals and the server's CSV; recording a deposit; and the collections
 * recorded at a different amount than was due.
 */
export default function CashPage() {
  const t = useT('admin');
  const auth = useAuth();
  const riders = useRiderChoices();
  const shops = useActiveShops();
  const [filters, setFilters] = useState<CashFilters>(defaultFilters);
  const [version, setVersion] = useState(0);
  const [exporting, setExporting] = useState(false);
  const problems = rangeProblems(filters);
  const valid = !problems.from && !problems.to;
  const cash = useCashDays(valid ? filters : null, version);
  const serverProblem = (field: 'from' | 'to') => cash.error?.fields[field];

  // A cleared date stays an empty day, which the range check names; a cleared rider or shop is any.
  const setFilter = (field: keyof CashFilters, value: string) => {
    setFilters((previous) => ({
      ...previous,
      [field]: field === 'from' || field === 'to' ? value : value || undefined,
    }));
  };
  const recordFilters = [
    {
      field: 'riderId',
      id: 'cash-rider',
      records: riders,
      label: t('cashRider'),
      emptyLabel: t('cashAnyRider'),
    },
    { field: 'shopId', id: 'cash-shop', records: shops, label: t('cashShop'), emptyLabel: t('cashAnyShop') },
  ] as const;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCashCsv(auth, filters);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const fieldErrors = cash.error && (serverProblem('from') || serverProblem('to'));
  return (
    <AdminLayout title={t('cashTitle')}>
      <p className="muted">{t('cashIntro')}</p>
      <TitledSection title={t('cashDaysHeading')}>
        <div className="filters" role="group" aria-label={t('cashFilters')}>
          <DateRangeFields
            idPrefix="cash"
            labels={{ from: t('cashFrom'), to: t('cashTo') }}
            range={filters}
            errors={{
              from: problems.from ?? serverProblem('from'),
              to: problems.to ?? serverProblem('to'),
            }}
            onChange={setFilter}
          />
          {recordFilters.map(({ field, ...select }) => (
            <RecordSelect
              key={field}
              {...select}
              value={filters[field] ?? ''}
              onChange={(event) => setFilter(field, event.target.value)}
            />
          ))}
        </div>
        {valid && cash.loading && !cash.rows ? <p role="status">{t('cashLoading')}</p> : null}
        {cash.error && !fieldErrors ? <p role="alert">{cash.error.message}</p> : null}
        {valid && cash.rows && cash.rows.length === 0 ? <p>{t('cashEmpty')}</p> : null}
        {valid && cash.rows && cash.rows.length > 0 ? <CashTable rows={cash.rows} /> : null}
        <p className="actions">
          <button
            type="button"
            className="secondary"
            disabled={!valid || exporting}
            onClick={() => void exportCsv()}
          >
            {exporting ? t('cashExporting') : t('cashExport')}
          </button>
        </p>
      </TitledSection>
      <DepositForm
        riders={riders}
        deposit={(riderId, body) => recordDeposit(auth, riderId, body)}
        onDeposited={() => setVersion((value) => value + 1)}
      />
      <FlaggedCollections />
      <CancellationFees />
    </AdminLayout>
  );
}
