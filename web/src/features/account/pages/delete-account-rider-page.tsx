import { type AreaSession, useAreaSession } from '@/lib/session/use-area-session';
import { riderAccount } from '@/features/account/components/deletable-accounts';
import { type AccountSession, DeleteAccountFlow } from '@/features/account/components/delete-account-flow';

/** /delete-account-rider: a rider deletes their account (the rider's session, from /alogin). */
export default function DeleteAccountRiderPage() {
  return <DeleteAccountFlow account={riderAccount} session={signedInUser(useAreaSession())} />;
}

function signedInUser(session: AreaSession): AccountSession {
  return {
    loading: session.status === 'loading',
    user: session.status === 'signed-in' ? session.user : null,
  };
}
