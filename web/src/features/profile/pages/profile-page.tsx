import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function ProfilePage() {
  return <ScreenPlaceholder title="Profile" />;
}
