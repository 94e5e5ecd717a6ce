import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function ShopDetailPage() {
  return <ScreenPlaceholder title="Shop" />;
}
