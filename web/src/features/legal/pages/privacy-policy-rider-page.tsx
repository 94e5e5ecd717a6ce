import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';

export default function PrivacyPolicyRiderPage() {
  return <PrivacyPolicy audience="rider" />;
}
