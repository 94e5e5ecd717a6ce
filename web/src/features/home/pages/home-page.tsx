import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function HomePage() {
  return <ScreenPlaceholder title="Dropwise" />;
}
