import { signOutCustomer } from '../../../lib/session/sign-out-customer';
import { useCustomerSession } from '../../../lib/session/use-customer-session';
import { loginPathFor } from '../../../lib/session/use-return-path';
import { deleteAccount } from '../api/delete-account';
import { DeleteAccountFlow } from '../components/delete-account-flow';
import { customerWording } from '../components/delete-account-wording';

/** /delete-account: a customer deletes their account (customer session, phone sign-in). */
export default function DeleteAccountPage() {
  const session = useCustomerSession();
  return (
    <DeleteAccountFlow
      wording={customerWording}
      account={{
        ...session,
        remove: deleteAccount,
        signOut: signOutCustomer,
        signInPath: loginPathFor(customerWording.path),
      }}
    />
  );
}
