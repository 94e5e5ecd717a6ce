import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function PasswordPage() {
  return <ScreenPlaceholder title="Password" />;
}
