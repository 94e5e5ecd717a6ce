import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function DeleteAccountDigistallPage() {
  return <ScreenPlaceholder title="Delete your Digistall account" />;
}
