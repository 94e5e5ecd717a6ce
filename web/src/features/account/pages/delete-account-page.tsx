import { DeleteAccountFlow } from '../components/delete-account-flow';
import { customerWording } from '../components/delete-account-wording';

export default function DeleteAccountPage() {
  return <DeleteAccountFlow wording={customerWording} />;
}
