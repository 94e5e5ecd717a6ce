import { shopStaffAccount } from '@/features/account/components/deletable-accounts';
import { DeleteAccountFlow } from '@/features/account/components/delete-account-flow';
import { useShopSession } from '@/lib/session/use-shop-session';

/**
 * /delete-account-digistall: shop staff (the stalls of the app Dropwise grew from were called
 * Digistall) delete their own account, in the shop's session from /shop. Someone signed in who is
 * not on a shop's staff is treated as signed out: the page tells them how to sign in as staff.
 */
export default function DeleteAccountDigistallPage() {
  const session = useShopSession();
  return (
    <DeleteAccountFlow
      account={shopStaffAccount}
      session={{
        loading: session.status === 'loading',
        user: session.status === 'staff' ? session.user : null,
      }}
    />
  );
}
