import { useCustomerSession } from '@/lib/session/use-customer-session';
import { customerAccount } from '@/features/account/components/deletable-accounts';
import { DeleteAccountFlow } from '@/features/account/components/delete-account-flow';

/** /delete-account: a customer deletes their account (customer session, phone sign-in). */
export default function DeleteAccountPage() {
  return <DeleteAccountFlow account={customerAccount} session={useCustomerSession()} />;
}
