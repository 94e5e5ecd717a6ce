import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function SignupPage() {
  return <ScreenPlaceholder title="Create your profile" />;
}
