import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { TextField } from '../../../components/form';
import { type ShopRecord, shopCsvHeaders, shopCsvRow, shopsQuery, toShopRecord } from '../api/shop-records';
import { AdminLayout } from '../components/admin-layout';
import { CursorPager } from '../components/pager';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { downloadCsv } from '../lib/download-csv';

/** /admin/shop: every shop by name, searchable by the start of its name, paged. */
export default function ShopsPage() {
  const db = useFirestore();
  const [search, setSearch] = useState('');
  const [activeOnly, setActiveOnly] = useState(false);
  const pages = useCursorPages<ShopRecord>(
    JSON.stringify({ search, activeOnly }),
    (page) => shopsQuery(db, { search, activeOnly }, page),
    toShopRecord,
  );

  return (
    <AdminLayout title="Shops">
      <div className="filters">
        <TextField
          id="shop-search"
          label="Search shops"
          type="search"
          value={search}
          maxLength={80}
          placeholder="Start of the shop name"
          onChange={(event) => setSearch(event.target.value)}
        />
        <label>
          <input
            type="checkbox"
            checked={activeOnly}
            onChange={(event) => setActiveOnly(event.target.checked)}
          />{' '}
          Active shops only
        </label>
        <Link className="button" to="/admin/shopmanage">
          Add or edit shops
        </Link>
      </div>
      <ShopTable shops={pages.rows} status={pages.status} error={pages.error} />
      <CursorPager
        label="Shops"
        pages={pages}
        onExport={() => downloadCsv('dropwise-shops.csv', shopCsvHeaders, pages.rows.map(shopCsvRow))}
      />
    </AdminLayout>
  );
}

function ShopTable({ shops, status, error }: { shops: ShopRecord[]; status: string; error: string | null }) {
  if (status === 'loading') return <p role="status">Loading shops...</p>;
  if (error) return <p role="alert">{error}</p>;
  if (shops.length === 0) return <p>No shops match.</p>;
  return (
    <div className="table-scroll">
      <table className="stack-table">
        <thead>
          <tr>
            <th>Name</th>
            <th>City</th>
            <th>Phone</th>
            <th>Riders</th>
            <th>Status</th>
            <th>Open</th>
          </tr>
        </thead>
        <tbody>
          {shops.map((shop) => (
            <tr key={shop.id}>
              <td data-label="Name">{shop.name}</td>
              <td data-label="City">{shop.city}</td>
              <td data-label="Phone">{shop.phone}</td>
              <td data-label="Riders">{shop.riderCount}</td>
              <td data-label="Status">{shop.active ? 'Active' : 'Deactivated'}</td>
              <td data-label="Open" className="actions">
                <Link to={`/admin/shop/${shop.id}`} aria-label={`Details of ${shop.name}`}>
                  Details
                </Link>
                <Link to={`/admin/shopwithrider/${shop.id}`} aria-label={`Riders of ${shop.name}`}>
                  Riders
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
