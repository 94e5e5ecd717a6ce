import { customerPage } from '@/components/session/require-customer';
import { OrderDetail } from '@/features/history/components/order-detail';

export default customerPage(() => <OrderDetail kind="ride" />);
