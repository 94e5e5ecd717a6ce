import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function LoginPage() {
  return <ScreenPlaceholder title="Sign in" />;
}
