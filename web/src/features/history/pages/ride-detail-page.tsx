import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function RideDetailPage() {
  return <ScreenPlaceholder title="Ride details" />;
}
