import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { pagePaths } from '@dropwise/domain/page-paths';
import { AreaShell } from '@/components/area/area-shell';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import './admin.css';
import './admin-dispatch.css';

const links: { to: string; label: MessageKey<'admin'> }[] = [
  { to: pagePaths.adminDashboard, label: 'navDashboard' },
  { to: pagePaths.acceptedOrders, label: 'navAcceptedOrders' },
  { to: pagePaths.shops, label: 'navShops' },
  { to: pagePaths.manageShops, label: 'navManageShops' },
  { to: pagePaths.manageRiders, label: 'navRiders' },
  { to: pagePaths.manageCustomers, label: 'navCustomers' },
  { to: pagePaths.cash, label: 'navCash' },
  { to: pagePaths.reports, label: 'navReports' },
  { to: pagePaths.fares, label: 'navFares' },
  { to: pagePaths.dispatchSettings, label: 'navDispatchSettings' },
  { to: pagePaths.siteSpeed, label: 'navSiteSpeed' },
];

/** The frame of every platform-admin screen: the guard, the navigation and the page title. */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT('admin');
  const nav = links.map((link) => (
    <NavLink key={link.to} to={link.to} end={link.to === pagePaths.shops}>
      {t(link.label)}
    </NavLink>
  ));
  return (
    <AreaShell role="admin" brand={t('navBrand')} navLabel={t('navLabel')} links={nav} title={title}>
      {children}
    </AreaShell>
  );
}
