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
import { ageText } from '../../../lib/trip/trip-progress-text';
import { useNow } from '../../../lib/trip/use-now';
import { useRiderPositions } from '../api/use-rider-positions';
import { riderOnDuty } from '../lib/riders-on-duty';

interface RiderListProps {
  search: string;
  onSearch: (search: string) => void;
  /** A new value reads the list again. */
  version: number;
  shops: ShopRecord[];
  onEdit: (rider: RiderRecord) => void;
  onToggleActive: (rider: RiderRecord) => void;
}

/**
 * Every rider by name, searchable, paged, with whether they are on duty (and when they last
 * reported), Edit and Activate/Deactivate per row.
 */
export function RiderList({ search, onSearch, version, shops, onEdit, onToggleActive }: RiderListProps) {
  const pages = useRiderPages({ search }, version);
  const positions = useRiderPositions();
  const now = useNow(15_000);
  const duty = (rider: RiderRecord) => {
    const position = positions.get(rider.id);
    if (!riderOnDuty(rider, position, now)) return <span className="duty-off">Off duty</span>;
    return (
      <span className="duty-on-label">
        On duty
        <span className="muted">
          {' '}
          · {position ? `reported ${ageText(now - position.at)} ago` : 'no position yet'}
        </span>
      </span>
    );
  };
  const shopName = (id: string | null) => (id ? (shops.find((shop) => shop.id === id)?.name ?? id) : 'none');
  const columns: Column<RiderRecord>[] = [
    ...fieldColumns<RiderRecord>({ Name: 'name', Phone: 'phone', Email: 'email', Vehicle: 'vehicleType' }),
    { label: 'Shop', cell: (rider) => shopName(rider.shopId) },
    { label: 'Duty', cell: duty },
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
