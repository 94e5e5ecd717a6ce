import { AppHeader } from '../../../components/app-header';
import { RequireCustomer } from '../../../components/session/require-customer';
import { OrderDetail } from '../components/order-detail';

export default function ParcelDetailPage() {
  return (
    <>
      <AppHeader />
      <RequireCustomer>
        <OrderDetail kind="parcel" />
      </RequireCustomer>
    </>
  );
}
