import { DeleteAccountFlow } from '../components/delete-account-flow';
import { digistallWording } from '../components/delete-account-wording';

export default function DeleteAccountDigistallPage() {
  return <DeleteAccountFlow wording={digistallWording} />;
}
