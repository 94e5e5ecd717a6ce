import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function RideHistoryPage() {
  return <ScreenPlaceholder title="Your rides" />;
}
