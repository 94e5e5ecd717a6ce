import { createContext, type ReactNode, useContext } from 'react';
import { Navigate, NavLink } from 'react-router-dom';
import { pagePaths } from '@dropwise/domain/page-paths';
import { AreaFrame, SignOutButton } from '@/components/area/area-shell';
import { Loading } from '@/components/loading';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { useShopSession } from '@/lib/session/use-shop-session';
import './shop.css';

/** The signed-in staff member and the shop their claim names. */
export interface ShopStaff {
  uid: string;
  shopId: string;
}

const ShopStaffContext = createContext<ShopStaff | null>(null);

/** The staff member of the shop screen this is rendered in (inside {@link ShopLayout}). */
export function useShopStaff(): ShopStaff {
  const staff = useContext(ShopStaffContext);
  if (!staff) throw new Error('useShopStaff must be used inside <ShopLayout>.');
  return staff;
}

const links: { to: string; label: MessageKey<'shop'> }[] = [
  { to: pagePaths.shopOrders, label: 'navOrders' },
  { to: pagePaths.shopBook, label: 'navBook' },
  { to: pagePaths.shopBatch, label: 'navBatch' },
  { to: pagePaths.shopMoney, label: 'navMoney' },
];

/** Ends the shop session and goes back to the shop's sign-in page. */
export function ShopSignOutButton() {
  return <SignOutButton to={pagePaths.shopSignIn} />;
}

/**
 * The frame of every shop screen: shown only to an account whose claim names a shop (anyone else
 * goes to the shop's sign-in page, which says who it is for), with the shop's links, the language
 * switch and Sign out. A convenience only: the rules and the functions are what refuse others.
 */
export function ShopLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT('shop');
  const session = useShopSession();
  if (session.status === 'loading') return <Loading />;
  if (session.status !== 'staff') return <Navigate to={pagePaths.shopSignIn} replace />;
  return (
    <ShopStaffContext.Provider value={{ uid: session.user.uid, shopId: session.shopId }}>
      <AreaFrame
        brand={t('brand')}
        navLabel={t('navLabel')}
        links={links.map((link) => (
          <NavLink key={link.to} to={link.to}>
            {t(link.label)}
          </NavLink>
        ))}
        title={title}
        signOutTo={pagePaths.shopSignIn}
        pageClassName="shop-page"
      >
        {children}
      </AreaFrame>
    </ShopStaffContext.Provider>
  );
}
