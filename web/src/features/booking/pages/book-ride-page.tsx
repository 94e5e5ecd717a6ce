import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function BookRidePage() {
  return <ScreenPlaceholder title="Book a ride" />;
}
