import { TextField } from '../../../components/form';
import type { RiderRecord } from '../api/rider-records';
import type { ShopRecord } from '../api/shop-records';
import { riderCsvHeaders, riderCsvRow } from '../api/rider-records';
import { useRiderPages } from '../api/use-rider-pages';
import { downloadCsv } from '../lib/download-csv';
import { ActiveToggleButton } from './active-toggle-button';
import { CursorPager } from './pager';

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
  const pages = useRiderPages(search, version);
  const shopName = (id: string | null) => (id ? (shops.find((shop) => shop.id === id)?.name ?? id) : 'none');
  return (
    <section aria-labelledby="rider-list-heading">
      <h2 id="rider-list-heading">All riders</h2>
      <TextField
        id="rider-list-search"
        label="Search riders"
        type="search"
        value={search}
        maxLength={80}
        placeholder="Start of the rider's name"
        onChange={(event) => onSearch(event.target.value)}
      />
      {pages.status === 'loading' ? <p role="status">Loading riders...</p> : null}
      {pages.error ? <p role="alert">{pages.error}</p> : null}
      <div className="table-scroll">
        <table className="stack-table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Phone</th>
              <th>Email</th>
              <th>Vehicle</th>
              <th>Shop</th>
              <th>Status</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {pages.rows.map((rider) => (
              <tr key={rider.id}>
                <td data-label="Name">{rider.name}</td>
                <td data-label="Phone">{rider.phone}</td>
                <td data-label="Email">{rider.email}</td>
                <td data-label="Vehicle">{rider.vehicleType}</td>
                <td data-label="Shop">{shopName(rider.shopId)}</td>
                <td data-label="Status">{rider.active ? 'Active' : 'Inactive'}</td>
                <td data-label="Actions" className="actions">
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CursorPager
        label="Riders"
        pages={pages}
        onExport={() => downloadCsv('dropwise-riders.csv', riderCsvHeaders, pages.rows.map(riderCsvRow))}
      />
    </section>
  );
}
