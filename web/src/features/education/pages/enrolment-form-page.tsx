import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function EnrolmentFormPage() {
  return <ScreenPlaceholder title="Enrolment" />;
}
