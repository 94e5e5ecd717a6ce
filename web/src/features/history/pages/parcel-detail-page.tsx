import { customerPage } from '../../../components/session/require-customer';
import { OrderDetail } from '../components/order-detail';

export default customerPage(() => <OrderDetail kind="parcel" />);
