import type { User } from 'firebase/auth';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '@/components/loading';
import { AppHeader } from '@/components/app-header';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { loginPathFor } from '@/lib/session/use-return-path';
import { useTrackCurrentRoute } from '@/lib/session/use-track-current-route';

const SignedInCustomerContext = createContext<User | null>(null);

/**
 * Wraps a customer page: signed-out visitors go to /login and come back here after signing in.
 * A convenience only; Firestore rules and the functions are what protect the data.
 *
 *   <RequireCustomer><RideHistory /></RequireCustomer>
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { loading, user } = useCustomerSession();
  const location = useLocation();
  useTrackCurrentRoute();

  if (loading) return <Loading />;
  if (!user) {
    const from = location.pathname + location.search;
    return <Navigate to={loginPathFor(from)} replace state={{ from }} />;
  }
  return <SignedInCustomerContext.Provider value={user}>{children}</SignedInCustomerContext.Provider>;
}

/**
 * A whole customer page around its screen: the header, then the screen once a customer is signed
 * in. A page with its own Log out button passes `logoutInPage` (see {@link AppHeader}).
 *
 *   export default customerPage(RideHistory);
 */
export function customerPage(Screen: ComponentType, header: { logoutInPage?: boolean } = {}) {
  return function CustomerPage() {
    return (
      <>
        <AppHeader {...header} />
        <RequireCustomer>
          <Screen />
        </RequireCustomer>
      </>
    );
  };
}

/** The signed-in customer, for components rendered inside {@link RequireCustomer}. */
export function useSignedInCustomer(): User {
  const user = useContext(SignedInCustomerContext);
  if (!user) throw new Error('useSignedInCustomer must be used inside <RequireCustomer>.');
  return user;
}
