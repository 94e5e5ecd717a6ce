import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function ShopRidersPage() {
  return <ScreenPlaceholder title="Shop riders" />;
}
