import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { AreaShell } from '../../../components/area/area-shell';
import type { MessageKey } from '../../../lib/i18n/catalogue-loaders';
import { useT } from '../../../lib/i18n/use-t';
import './admin.css';

const links: { to: string; label: MessageKey<'admin'> }[] = [
  { to: '/admin/dashboard', label: 'navDashboard' },
  { to: '/admin/acceptedOrder', label: 'navAcceptedOrders' },
  { to: '/admin/shop', label: 'navShops' },
  { to: '/admin/shopmanage', label: 'navManageShops' },
  { to: '/admin/ridermanage', label: 'navRiders' },
  { to: '/admin/customermanage', label: 'navCustomers' },
  { to: '/admin/cash', label: 'navCash' },
  { to: '/admin/reports', label: 'navReports' },
  { to: '/admin/fares', label: 'navFares' },
  { to: '/admin/dispatch', label: 'navDispatchSettings' },
  { to: '/admin/speed', label: 'navSiteSpeed' },
];

/** The frame of every platform-admin screen: the guard, the navigation and the page title. */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT('admin');
  const nav = links.map((link) => (
    <NavLink key={link.to} to={link.to} end={link.to === '/admin/shop'}>
      {t(link.label)}
    </NavLink>
  ));
  return (
    <AreaShell role="admin" brand={t('navBrand')} navLabel={t('navLabel')} links={nav} title={title}>
      {children}
    </AreaShell>
  );
}
