import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function AdminLoginPage() {
  return <ScreenPlaceholder title="Admin login" />;
}
