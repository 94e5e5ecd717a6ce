import { SearchField } from '../../../components/form';
import type { RiderRecord } from '../api/rider-records';
import type { ShopRecord } from '../api/shop-records';
import { riderCsvHeaders, riderCsvRow } from '../api/rider-records';
import { useRiderPages } from '../api/use-rider-pages';
import { downloadCsv } from '../lib/download-csv';
import { ActiveToggleButton } from './active-toggle-button';
import { CursorPager } from './pager';
import { type Column, RecordTable } from './record-table';

interface RiderListProps {
  search: string;
  onSearch: (search: string) => void;
  /** A new value reads the list again. */
  version: number;
  shops: ShopRecord[];
  onEdit: (rider: RiderRecord) => void;
  onToggleActive: (rider: RiderRecord) => void;
}

/** Every rider by name, searchable, paged, with Edit and Activate/Deactivate per row. */
export function RiderList({ search, onSearch, version, shops, onEdit, onToggleActive }: RiderListProps) {
  const pages = useRiderPages({ search }, version);
  const shopName = (id: string | null) => (id ? (shops.find((shop) => shop.id === id)?.name ?? id) : 'none');
  const columns: Column<RiderRecord>[] = [
    { label: 'Name', cell: (rider) => rider.name },
    { label: 'Phone', cell: (rider) => rider.phone },
    { label: 'Email', cell: (rider) => rider.email },
    { label: 'Vehicle', cell: (rider) => rider.vehicleType },
    { label: 'Shop', cell: (rider) => shopName(rider.shopId) },
    { label: 'Status', cell: (rider) => (rider.active ? 'Active' : 'Inactive') },
    {
      label: 'Actions',
      className: 'actions',
      cell: (rider) => (
        <>
          <button
            type="button"
            className="secondary"
            aria-label={`Edit ${rider.name}`}
            onClick={() => onEdit(rider)}
          >
            Edit
          </button>
          <ActiveToggleButton
            name={rider.name}
            active={rider.active}
            onToggle={() => onToggleActive(rider)}
          />
        </>
      ),
    },
  ];
  return (
    <section aria-labelledby="rider-list-heading">
      <h2 id="rider-list-heading">All riders</h2>
      <SearchField
        label="Search riders"
        placeholder="Start of the rider's name"
        value={search}
        onSearch={onSearch}
      />
      <RecordTable list={pages} columns={columns} loadingLabel="Loading riders..." />
      <CursorPager
        label="Riders"
        pages={pages}
        onExport={() => downloadCsv('dropwise-riders.csv', riderCsvHeaders, pages.rows.map(riderCsvRow))}
      />
    </section>
  );
}
