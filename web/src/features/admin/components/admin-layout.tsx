import { signOut } from 'firebase/auth';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { RoleGuard } from './admin-guard';
import './admin.css';

const links = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/acceptedOrder', label: 'Accepted orders' },
  { to: '/admin/shop', label: 'Shops' },
  { to: '/admin/shopmanage', label: 'Manage shops' },
  { to: '/admin/ridermanage', label: 'Riders' },
  { to: '/admin/customermanage', label: 'Customers' },
  { to: '/admin/fares', label: 'Fares' },
  { to: '/admin/speed', label: 'Site speed' },
];

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

/** The frame of a signed-in area's screen: the role guard, the navigation and the page title. */
function AreaFrame({
  role,
  area,
  title,
  links: navLinks,
  children,
}: {
  role: 'admin' | 'rider';
  area: string;
  title: string;
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RoleGuard role={role}>
      <div className="admin-shell">
        <nav className="admin-nav" aria-label={area}>
          <strong className="admin-brand">Dropwise {area.toLowerCase()}</strong>
          {navLinks}
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

/** The frame of every platform-admin screen. */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const navLinks = links.map((link) => (
    <NavLink key={link.to} to={link.to} end={link.to === '/admin/shop'}>
      {link.label}
    </NavLink>
  ));
  return (
    <AreaFrame role="admin" area="Admin" title={title} links={navLinks}>
      {children}
    </AreaFrame>
  );
}

/** The frame of the rider's screen. */
export function RiderLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AreaFrame role="rider" area="Rider" title={title}>
      {children}
    </AreaFrame>
  );
}
