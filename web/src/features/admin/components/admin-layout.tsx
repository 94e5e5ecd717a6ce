import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { AreaShell } from '../../../components/area/area-shell';
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

/** The frame of every platform-admin screen: the guard, the navigation and the page title. */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const nav = links.map((link) => (
    <NavLink key={link.to} to={link.to} end={link.to === '/admin/shop'}>
      {link.label}
    </NavLink>
  ));
  return (
    <AreaShell role="admin" brand="Dropwise admin" navLabel="Admin" links={nav} title={title}>
      {children}
    </AreaShell>
  );
}
