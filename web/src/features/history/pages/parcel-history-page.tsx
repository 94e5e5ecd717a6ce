import { AppHeader } from '../../../components/app-header';
import { RequireCustomer } from '../../../components/session/require-customer';
import { OrderHistoryList } from '../components/order-history-list';

export default function ParcelHistoryPage() {
  return (
    <>
      <AppHeader />
      <RequireCustomer>
        <OrderHistoryList kind="parcel" />
      </RequireCustomer>
    </>
  );
}
