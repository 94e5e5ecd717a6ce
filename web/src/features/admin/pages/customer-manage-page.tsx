import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { SearchField } from '../../../components/form';
import { errorMessage } from '../../../lib/api/api-error';
import { type CustomerRow, listCustomers } from '../api/list-customers';
import { setCustomerDisabled } from '../api/set-customer-disabled';
import { AdminLayout } from '../components/admin-layout';
import { Pager } from '../components/pager';
import { type Column, RecordTable } from '../components/record-table';
import { downloadCsv } from '../lib/download-csv';

const PAGE_SIZE = 20;

/**
 * /admin/customermanage: customers newest first (paged by the API's cursor) or the matches of a
 * name or phone search, with their order counts; disable and re-enable their accounts.
 */
export default function CustomerManagePage() {
  const auth = useAuth();
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const [pageNumber, setPageNumber] = useState(0);
  const [state, setState] = useState<{
    rows: CustomerRow[];
    nextCursor: string | null;
    status: string;
    error: string | null;
  }>({ rows: [], nextCursor: null, status: 'loading', error: null });
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);

  const cursor = cursors[pageNumber];
  useEffect(() => {
    let cancelled = false;
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    listCustomers(auth, { search, cursor, limit: PAGE_SIZE })
      .then((page) => {
        if (!cancelled) setState({ ...page, status: 'ready', error: null });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ rows: [], nextCursor: null, status: 'error', error: errorMessage(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [auth, search, cursor, version]);

  const runSearch = useCallback(
    (event: React.FormEvent) => {
      event.preventDefault();
      setCursors([undefined]);
      setPageNumber(0);
      setSearch(searchInput.trim());
    },
    [searchInput],
  );

  const toggle = async (customer: CustomerRow) => {
    const label = customer.name ?? customer.phoneNumber ?? customer.uid;
    if (
      !customer.disabled &&
      !window.confirm(`Disable ${label}? They are signed out everywhere and cannot book.`)
    )
      return;
    setBusy(customer.uid);
    try {
      await setCustomerDisabled(auth, customer.uid, !customer.disabled);
      toast.success(customer.disabled ? `${label} re-enabled` : `${label} disabled`);
      setVersion((value) => value + 1);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<CustomerRow>[] = [
    { label: 'Name', cell: (customer) => customer.name ?? '(no name yet)' },
    { label: 'Phone', cell: (customer) => customer.phoneNumber },
    { label: 'City', cell: (customer) => customer.cityName },
    { label: 'Orders', cell: (customer) => customer.orderCount },
    { label: 'Account', cell: (customer) => (customer.disabled ? 'Disabled' : 'Active') },
    {
      label: 'Actions',
      className: 'actions',
      cell: (customer) => {
        const label = customer.name ?? customer.phoneNumber ?? customer.uid;
        return (
          <>
            <Link
              to={`/admin/dashboard?customer=${encodeURIComponent(customer.uid)}`}
              aria-label={`Orders of ${label}`}
            >
              Orders
            </Link>
            <button
              type="button"
              className={customer.disabled ? undefined : 'danger'}
              disabled={busy === customer.uid}
              aria-label={`${customer.disabled ? 'Re-enable' : 'Disable'} ${label}`}
              onClick={() => void toggle(customer)}
            >
              {customer.disabled ? 'Re-enable' : 'Disable'}
            </button>
          </>
        );
      },
    },
  ];

  return (
    <AdminLayout title="Customers">
      <form className="filters" onSubmit={runSearch} role="search">
        <SearchField
          label="Search by name or phone"
          placeholder="Asha, or 98765"
          maxLength={60}
          value={searchInput}
          onSearch={setSearchInput}
        />
        <button type="submit">Search</button>
      </form>
      {search ? <p className="muted">Showing the first 50 matches for “{search}”.</p> : null}
      <RecordTable
        list={state}
        columns={columns}
        loadingLabel="Loading customers..."
        emptyLabel="No customers match."
      />
      <Pager
        label="Customers"
        pageNumber={pageNumber}
        hasPrevious={pageNumber > 0}
        hasNext={Boolean(state.nextCursor)}
        onPrevious={() => setPageNumber((page) => Math.max(0, page - 1))}
        onNext={() => {
          const next = state.nextCursor ?? undefined;
          setCursors((previous) => [...previous.slice(0, pageNumber + 1), next]);
          setPageNumber((page) => page + 1);
        }}
        onExport={() =>
          downloadCsv(
            'dropwise-customers.csv',
            ['uid', 'name', 'phone', 'city', 'orders', 'disabled', 'createdAt'],
            state.rows.map((row) => [
              row.uid,
              row.name,
              row.phoneNumber,
              row.cityName,
              row.orderCount,
              row.disabled,
              row.createdAt,
            ]),
          )
        }
      />
    </AdminLayout>
  );
}
