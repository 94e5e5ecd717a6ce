import { Link, useParams } from 'react-router-dom';
import { useFirestore, useFirestoreDoc } from 'reactfire';
import { shopRef, toShopRecord } from '../api/shop-records';
import { AdminLayout } from '../components/admin-layout';
import { OrderList } from '../components/order-list';

/** /admin/shop/:shopId: a shop's details and the orders its riders carry. */
export default function ShopDetailPage() {
  const { shopId = '' } = useParams();
  return (
    <AdminLayout title="Shop">
      <ShopDetail shopId={shopId} />
    </AdminLayout>
  );
}

function ShopDetail({ shopId }: { shopId: string }) {
  const db = useFirestore();
  const shop = useFirestoreDoc(shopRef(db, shopId));
  if (shop.status === 'loading') return <p role="status">Loading shop...</p>;
  if (shop.status === 'error' || !shop.data.exists()) {
    return (
      <p role="alert">
        This shop does not exist. <Link to="/admin/shop">Back to shops</Link>
      </p>
    );
  }
  const record = toShopRecord(shop.data);
  return (
    <>
      <section className="card" aria-label="Shop details">
        <h2>{record.name}</h2>
        <dl>
          <dt>Phone</dt>
          <dd>{record.phone}</dd>
          <dt>Address</dt>
          <dd>
            {record.address}, {record.city}
          </dd>
          <dt>Status</dt>
          <dd>{record.active ? 'Active' : 'Deactivated'}</dd>
          <dt>Riders</dt>
          <dd>{record.riderCount}</dd>
        </dl>
        <p className="actions">
          <Link to={`/admin/shopwithrider/${shopId}`}>Manage riders</Link>
          <Link to={`/admin/shopmanage?shopId=${shopId}`}>Edit shop</Link>
        </p>
      </section>
      <OrderList title="Orders of this shop" fixed={{ shopId }} />
    </>
  );
}
