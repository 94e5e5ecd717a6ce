import { customerPage } from '@/components/session/require-customer';
import { OrderHistoryList } from '@/features/history/components/order-history-list';

export default customerPage(() => <OrderHistoryList kind="parcel" />);
