import { type ReactNode, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { pagePaths } from '@dropwise/domain/page-paths';
import { AreaShell } from '@/components/area/area-shell';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { SosBanner } from '@/features/admin/safety/sos-banner';
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
  { to: pagePaths.complaints, label: 'navComplaints' },
];

/** The safety screens' links, worded in the safety desk's own (translated) messages. */
function SafetyLinks() {
  const t = useT('safetyDesk');
  return (
    <>
      <NavLink to={pagePaths.safetyDesk}>{t('navSafetyDesk')}</NavLink>
      <NavLink to={pagePaths.papersDue}>{t('navPapersDue')}</NavLink>
    </>
  );
}

/**
 * The frame of every platform-admin screen: the guard, the navigation, the page title, and the
 * open-SOS banner (inside the guard, so nothing is read before the role check). The safety
 * desk's words load in their own Suspense: the page does not wait for them.
 */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT('admin');
  const nav = [
    ...links.map((link) => (
      <NavLink key={link.to} to={link.to} end={link.to === pagePaths.shops}>
        {t(link.label)}
      </NavLink>
    )),
    <Suspense key="safety" fallback={null}>
      <SafetyLinks />
    </Suspense>,
  ];
  return (
    <AreaShell role="admin" brand={t('navBrand')} navLabel={t('navLabel')} links={nav} title={title}>
      <Suspense fallback={null}>
        <SosBanner />
      </Suspense>
      {children}
    </AreaShell>
  );
}
