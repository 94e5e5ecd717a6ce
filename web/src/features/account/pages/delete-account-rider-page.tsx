import { signOut } from 'firebase/auth';
import { riderSignInPathFor } from '../../../lib/session/area-return-path';
import { useAreaSession } from '../../../lib/session/use-area-session';
import { deleteRiderAccount } from '../api/delete-account';
import { DeleteAccountFlow } from '../components/delete-account-flow';
import { riderWording } from '../components/delete-account-wording';

/** /delete-account-rider: a rider deletes their account (the rider's session, from /alogin). */
export default function DeleteAccountRiderPage() {
  const session = useAreaSession();
  return (
    <DeleteAccountFlow
      wording={riderWording}
      account={{
        loading: session.status === 'loading',
        user: session.status === 'signed-in' ? session.user : null,
        remove: deleteRiderAccount,
        signOut: (auth) => signOut(auth),
        signInPath: riderSignInPathFor(riderWording.path),
      }}
    />
  );
}
