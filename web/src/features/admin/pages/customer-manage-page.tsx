import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/firebase/instances';
import { pagePaths } from '@dropwise/domain/page-paths';
import { SearchField } from '@/components/form';
import { errorMessage } from '@/lib/api/api-error';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { oneShotPageReader, useCursorPages } from '@/lib/firebase/use-cursor-pages';
import { type CustomerRow, listCustomers } from '@/features/admin/api/list-customers';
import { setCustomerDisabled } from '@/features/admin/api/set-customer-disabled';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { PagedRecordTable } from '@/features/admin/components/paged-record-table';
import type { Column } from '@/features/admin/components/record-table';
import type { CsvExport } from '@/features/admin/lib/download-csv';

const PAGE_SIZE = 20;
const customersCsv: CsvExport<CustomerRow> = {
  fileName: 'dropwise-customers.csv',
  headers: ['csvUid', 'csvName', 'csvPhone', 'csvCity', 'csvOrders', 'csvDisabled', 'csvCreatedAt'],
  fields: ['uid', 'name', 'phoneNumber', 'cityName', 'orderCount', 'disabled', 'createdAt'],
};

/**
 * /admin/customermanage: customers newest first (paged by the API's cursor) or the matches of a
 * name or phone search, with their order counts; disable and re-enable their accounts.
 */
export default function CustomerManagePage() {
  const t = useT('admin');
  const { number } = useFormat();
  const auth = useAuth();
  const [searchInput, setSearchInput] = useState('');
  // Each run of the search (even of the same words) starts again at the first page.
  const [searchRun, setSearchRun] = useState({ search: '', runs: 0 });
  const { search } = searchRun;
  const [busy, setBusy] = useState<string | null>(null);
  const pages = useCursorPages(
    JSON.stringify(searchRun),
    oneShotPageReader(async (cursor?: string) => {
      const page = await listCustomers(auth, { search, cursor, limit: PAGE_SIZE });
      return { rows: page.rows, next: page.nextCursor };
    }),
    errorMessage,
  );

  const runSearch = useCallback(
    (event: React.FormEvent) => {
      event.preventDefault();
      setSearchRun((previous) => ({ search: searchInput.trim(), runs: previous.runs + 1 }));
    },
    [searchInput],
  );

  const toggle = async (customer: CustomerRow) => {
    const label = customer.name ?? customer.phoneNumber ?? customer.uid;
    if (!customer.disabled && !window.confirm(t('customersDisableConfirm', { label }))) return;
    setBusy(customer.uid);
    try {
      await setCustomerDisabled(auth, customer.uid, !customer.disabled);
      toast.success(t(customer.disabled ? 'customersReEnabled' : 'customersDisabled', { label }));
      pages.reload();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<CustomerRow>[] = [
    { label: t('recordsName'), cell: (customer) => customer.name ?? t('customersNoName') },
    { label: t('recordsPhone'), cell: (customer) => customer.phoneNumber },
    { label: t('recordsCity'), cell: (customer) => customer.cityName },
    { label: t('customersOrders'), cell: (customer) => number(customer.orderCount) },
    {
      label: t('customersAccount'),
      cell: (customer) => t(customer.disabled ? 'customersAccountDisabled' : 'recordsActive'),
    },
    {
      label: t('recordsActions'),
      className: 'actions',
      cell: (customer) => {
        const label = customer.name ?? customer.phoneNumber ?? customer.uid;
        return (
          <span className="actions">
            <Link
              to={`${pagePaths.adminDashboard}?customer=${encodeURIComponent(customer.uid)}`}
              aria-label={t('customersOrdersOf', { label })}
            >
              {t('customersOrders')}
            </Link>
            <button
              type="button"
              className={customer.disabled ? undefined : 'danger'}
              disabled={busy === customer.uid}
              aria-label={t(customer.disabled ? 'customersReEnableName' : 'customersDisableName', { label })}
              onClick={() => void toggle(customer)}
            >
              {t(customer.disabled ? 'customersReEnable' : 'customersDisable')}
            </button>
          </span>
        );
      },
    },
  ];

  return (
    <AdminLayout title={t('customersTitle')}>
      <form className="filters" onSubmit={runSearch} role="search">
        <SearchField
          label={t('customersSearch')}
          placeholder={t('customersSearchHint')}
          maxLength={60}
          value={searchInput}
          onSearch={setSearchInput}
        />
        <button type="submit">{t('customersSearchButton')}</button>
      </form>
      {search ? <p className="muted">{t('customersSearchNote', { search })}</p> : null}
      <PagedRecordTable
        pages={pages}
        columns={columns}
        label={t('customersPager')}
        loadingLabel={t('customersLoading')}
        emptyLabel={t('customersEmpty')}
        csv={customersCsv}
      />
    </AdminLayout>
  );
}
