import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function EducationPage() {
  return <ScreenPlaceholder title="Education" />;
}
