import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '@/components/loading';
import { type AreaRole, useAreaSession } from '@/lib/session/use-area-session';
import { loginPathFor } from '@/lib/session/area-return-path';

/**
 * Shows its children only to a signed-in account with the given role; anyone else goes to
 * /alogin, replacing the history entry so Back does not return to the guarded page. This is for
 * convenience only: the Firestore rules and the functions are what refuse non-admins.
 */
export function RoleGuard({ role, children }: { role: Exclude<AreaRole, 'none'>; children: ReactNode }) {
  const session = useAreaSession();
  const location = useLocation();
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'signed-out' || session.role !== role) {
    return <Navigate to={loginPathFor(location)} replace />;
  }
  return <>{children}</>;
}
