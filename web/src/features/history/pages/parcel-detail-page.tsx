import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function ParcelDetailPage() {
  return <ScreenPlaceholder title="Parcel details" />;
}
