import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function CustomerManagePage() {
  return <ScreenPlaceholder title="Customers" />;
}
