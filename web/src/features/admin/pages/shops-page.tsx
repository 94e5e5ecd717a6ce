import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function ShopsPage() {
  return <ScreenPlaceholder title="Shops" />;
}
