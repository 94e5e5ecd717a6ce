import { useState } from 'react';
import { useLoad } from '@/lib/firebase/use-load';
import { usePaise } from '@/lib/money/use-paise';
import { loadShopBalances } from '@/features/admin/api/shop-staff';
import { Link } from 'react-router-dom';
import { useAuth, useFirestore } from '@/lib/firebase/instances';
import { pagePaths, shopPath, shopRidersPath } from '@dropwise/domain/page-paths';
import { SearchField } from '@/components/form';
import { type Translate, useT } from '@/lib/i18n/use-t';
import { firestorePageReader } from '@/lib/firebase/firestore-page-reader';
import { useCursorPages } from '@/lib/firebase/use-cursor-pages';
import { type ShopRecord, shopsCsv, shopsQuery, toShopRecord } from '@/features/admin/api/shop-records';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { PagedRecordTable } from '@/features/admin/components/paged-record-table';
import { recordColumns } from '@/features/admin/components/record-columns';
import type { Column } from '@/features/admin/components/record-table';

/** /admin/shop: every shop by name, searchable by the start of its name, paged. */
export default function ShopsPage() {
  const t = useT('admin');
  const db = useFirestore();
  const auth = useAuth();
  const paise = usePaise();
  const balances = useLoad(() => loadShopBalances(auth), [auth]);
  const dueTo = new Map((balances.data ?? []).map((row) => [row.shopId, paise(row.balancePaise)]));
  const [search, setSearch] = useState('');
  const [activeOnly, setActiveOnly] = useState(false);
  const pages = useCursorPages(
    JSON.stringify({ search, activeOnly }),
    firestorePageReader((page) => shopsQuery(db, { search, activeOnly }, page), toShopRecord),
  );

  return (
    <AdminLayout title={t('shopsTitle')}>
      <div className="filters">
        <SearchField
          label={t('shopsSearch')}
          placeholder={t('shopsSearchHint')}
          value={search}
          onSearch={setSearch}
        />
        <label className="check-label">
          <input
            type="checkbox"
            checked={activeOnly}
            onChange={(event) => setActiveOnly(event.target.checked)}
          />
          {t('shopsActiveOnly')}
        </label>
        <Link className="button" to={pagePaths.manageShops}>
          {t('shopsAddOrEdit')}
        </Link>
      </div>
      <PagedRecordTable
        pages={pages}
        columns={shopColumns(t, (shopId) => dueTo.get(shopId) ?? (balances.loading ? '' : paise(0)))}
        label={t('shopsPager')}
        loadingLabel={t('shopsLoading')}
        emptyLabel={t('shopsEmpty')}
        csv={shopsCsv}
      />
    </AdminLayout>
  );
}

/** The shops' columns, with what is due to each shop just before its links. */
function shopColumns(t: Translate<'admin'>, due: (shopId: string) => string): Column<ShopRecord>[] {
  const columns = recordColumns<ShopRecord>(t, {
    fields: {
      name: t('recordsName'),
      city: t('recordsCity'),
      phone: t('recordsPhone'),
      riderCount: t('recordsRiders'),
    },
    inactive: t('recordsDeactivated'),
    actions: {
      label: t('shopsOpen'),
      className: 'actions',
      cell: (shop) => (
        <>
          <Link to={shopPath(shop.id)} aria-label={t('shopsDetailsOf', { name: shop.name })}>
            {t('shopsDetails')}
          </Link>
          <Link to={shopRidersPath(shop.id)} aria-label={t('shopsRidersOf', { name: shop.name })}>
            {t('recordsRiders')}
          </Link>
        </>
      ),
    },
  });
  return [
    ...columns.slice(0, -1),
    { label: t('shopsDue'), cell: (shop) => due(shop.id) },
    ...columns.slice(-1),
  ];
}
