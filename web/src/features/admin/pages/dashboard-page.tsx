import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function DashboardPage() {
  return <ScreenPlaceholder title="Dashboard" />;
}
