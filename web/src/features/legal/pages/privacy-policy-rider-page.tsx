import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function PrivacyPolicyRiderPage() {
  return <ScreenPlaceholder title="Privacy policy for riders" />;
}
