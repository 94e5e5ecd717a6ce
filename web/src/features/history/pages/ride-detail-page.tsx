import { customerPage } from '../../auth/components/require-customer';
import { OrderDetail } from '../components/order-detail';

export default customerPage(() => <OrderDetail kind="ride" />);
