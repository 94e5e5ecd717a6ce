import { PrivacyPolicy } from '../components/privacy-policy';

export default function PrivacyPolicyRiderPage() {
  return <PrivacyPolicy audience="rider" />;
}
