import { Link } from 'react-router-dom';
import type { ShopRecord } from '../api/shop-records';
import { OrderList } from '../components/order-list';
import { shopPage } from '../components/shop-gate';

/** /admin/shop/:shopId: a shop's details and the orders its riders carry. */
export default shopPage('Shop', ShopDetail);

function ShopDetail({ record }: { record: ShopRecord }) {
  const shopId = record.id;
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
