import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { SearchField } from '../../../components/form';
import { type ShopRecord, shopCsvHeaders, shopCsvRow, shopsQuery, toShopRecord } from '../api/shop-records';
import { AdminLayout } from '../components/admin-layout';
import { CursorPager } from '../components/pager';
import { fieldColumns, statusColumn } from '../components/record-columns';
import { type Column, RecordTable } from '../components/record-table';
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
        <SearchField
          label="Search shops"
          placeholder="Start of the shop name"
          value={search}
          onSearch={setSearch}
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
      <RecordTable
        list={pages}
        columns={shopColumns}
        loadingLabel="Loading shops..."
        emptyLabel="No shops match."
      />
      <CursorPager
        label="Shops"
        pages={pages}
        onExport={() => downloadCsv('dropwise-shops.csv', shopCsvHeaders, pages.rows.map(shopCsvRow))}
      />
    </AdminLayout>
  );
}

const shopColumns: Column<ShopRecord>[] = [
  ...fieldColumns<ShopRecord>({ Name: 'name', City: 'city', Phone: 'phone', Riders: 'riderCount' }),
  statusColumn('Deactivated'),
  {
    label: 'Open',
    className: 'actions',
    cell: (shop) => (
      <>
        <Link to={`/admin/shop/${shop.id}`} aria-label={`Details of ${shop.name}`}>
          Details
        </Link>
        <Link to={`/admin/shopwithrider/${shop.id}`} aria-label={`Riders of ${shop.name}`}>
          Riders
        </Link>
      </>
    ),
  },
];
