import type { RiderRecord } from '../api/rider-records';
import type { ShopRecord } from '../api/shop-records';
import { riderCsvHeaders, riderCsvRow } from '../api/rider-records';
import { useRiderPages } from '../api/use-rider-pages';
import { downloadCsv } from '../lib/download-csv';
import { RiderSearch } from './rider-search';
import { CursorPager } from './pager';
import { editAndToggleColumn, fieldColumns, statusColumn } from './record-columns';
import { type Column, RecordTable } from './record-table';
import { TitledSection } from '../../../components/titled-section';

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
    ...fieldColumns<RiderRecord>({ Name: 'name', Phone: 'phone', Email: 'email', Vehicle: 'vehicleType' }),
    { label: 'Shop', cell: (rider) => shopName(rider.shopId) },
    statusColumn('Inactive'),
    editAndToggleColumn(onEdit, onToggleActive),
  ];
  return (
    <TitledSection title="All riders">
      <RiderSearch label="Search riders" value={search} onSearch={onSearch} />
      <RecordTable list={pages} columns={columns} loadingLabel="Loading riders..." />
      <CursorPager
        label="Riders"
        pages={pages}
        onExport={() => downloadCsv('dropwise-riders.csv', riderCsvHeaders, pages.rows.map(riderCsvRow))}
      />
    </TitledSection>
  );
}
