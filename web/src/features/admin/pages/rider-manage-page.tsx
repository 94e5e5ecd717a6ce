import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function RiderManagePage() {
  return <ScreenPlaceholder title="Riders" />;
}
