import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function EducationDashboardPage() {
  return <ScreenPlaceholder title="Orders" />;
}
