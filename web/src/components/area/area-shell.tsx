import { signOut } from 'firebase/auth';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import type { AreaRole } from '../../lib/session/use-area-session';
import { RoleGuard } from './role-guard';
import './area-shell.css';

function SignOutButton({ to = '/alogin' }: { to?: string }) {
  const auth = useAuth();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="secondary"
      onClick={() => {
        void signOut(auth).then(() => navigate(to, { replace: true }));
      }}
    >
      Sign out
    </button>
  );
}

/**
 * The frame of every screen of the staff area (signed in at /alogin): the role guard, a
 * navigation bar with the area's name, its links and Sign out, and the page title.
 */
export function AreaShell({
  role,
  brand,
  navLabel,
  links,
  title,
  children,
}: {
  role: Exclude<AreaRole, 'none'>;
  brand: string;
  navLabel: string;
  links?: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <RoleGuard role={role}>
      <div className="admin-shell">
        <nav className="admin-nav" aria-label={navLabel}>
          <strong className="admin-brand">{brand}</strong>
          {links}
          <SignOutButton />
        </nav>
        <main className="page admin-page">
          <h1>{title}</h1>
          {children}
        </main>
      </div>
    </RoleGuard>
  );
}
