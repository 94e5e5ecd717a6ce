import { DeleteAccountFlow } from '../components/delete-account-flow';
import { riderWording } from '../components/delete-account-wording';

export default function DeleteAccountRiderPage() {
  return <DeleteAccountFlow wording={riderWording} />;
}
