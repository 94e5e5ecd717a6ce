import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function ParcelHistoryPage() {
  return <ScreenPlaceholder title="Your parcels" />;
}
