import { AppHeader } from '../../../components/app-header';
import { RequireCustomer } from '../../../components/session/require-customer';
import { OrderHistoryList } from '../components/order-history-list';

export default function RideHistoryPage() {
  return (
    <>
      <AppHeader />
      <RequireCustomer>
        <OrderHistoryList kind="ride" />
      </RequireCustomer>
    </>
  );
}
