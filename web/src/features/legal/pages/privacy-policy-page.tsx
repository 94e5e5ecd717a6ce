import { PrivacyPolicy } from '../components/privacy-policy';

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy audience="customer" />;
}
