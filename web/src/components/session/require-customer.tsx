import type { User } from 'firebase/auth';
import { createContext, type ReactNode, useContext } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '../loading';
import { useCustomerSession } from '../../lib/session/use-customer-session';
import { loginPathFor } from '../../lib/session/use-return-path';
import { useTrackCurrentRoute } from '../../lib/session/use-track-current-route';

const SignedInCustomerContext = createContext<User | null>(null);

/**
 * Wraps a customer page: signed-out visitors go to /login and come back here after signing in.
 * A convenience only; Firestore rules and the functions are what protect the data.
 *
 *   export default function RideHistoryPage() {
 *     return <RequireCustomer><RideHistory /></RequireCustomer>;
 *   }
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

/** The signed-in customer, for components rendered inside {@link RequireCustomer}. */
export function useSignedInCustomer(): User {
  const user = useContext(SignedInCustomerContext);
  if (!user) throw new Error('useSignedInCustomer must be used inside <RequireCustomer>.');
  return user;
}
