import { customerPage } from '../../../components/session/require-customer';
import { OrderHistoryList } from '../components/order-history-list';

export default customerPage(() => <OrderHistoryList kind="parcel" />);
