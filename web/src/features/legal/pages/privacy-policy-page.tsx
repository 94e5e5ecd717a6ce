import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function PrivacyPolicyPage() {
  return <ScreenPlaceholder title="Privacy policy" />;
}
