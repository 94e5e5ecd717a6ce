import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function EducationAdminLoginPage() {
  return <ScreenPlaceholder title="Education admin login" />;
}
