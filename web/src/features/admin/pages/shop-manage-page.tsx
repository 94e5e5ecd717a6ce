import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function ShopManagePage() {
  return <ScreenPlaceholder title="Manage shops" />;
}
