import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function DeleteAccountPage() {
  return <ScreenPlaceholder title="Delete your account" />;
}
