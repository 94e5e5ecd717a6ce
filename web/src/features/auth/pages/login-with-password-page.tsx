import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function LoginWithPasswordPage() {
  return <ScreenPlaceholder title="Sign in with password" />;
}
