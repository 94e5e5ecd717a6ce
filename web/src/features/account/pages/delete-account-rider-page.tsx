import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function DeleteAccountRiderPage() {
  return <ScreenPlaceholder title="Delete your rider account" />;
}
