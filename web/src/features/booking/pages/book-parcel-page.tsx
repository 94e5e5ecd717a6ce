import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function BookParcelPage() {
  return <ScreenPlaceholder title="Send a parcel" />;
}
