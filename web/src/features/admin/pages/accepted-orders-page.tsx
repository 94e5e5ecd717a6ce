import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function AcceptedOrdersPage() {
  return <ScreenPlaceholder title="Accepted orders" />;
}
