import { NavLink, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/firebase/instances';
import { pagePaths } from '@dropwise/domain/page-paths';
import { signOutCustomer } from '@/lib/session/sign-out-customer';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { useTrackCurrentRoute } from '@/lib/session/use-track-current-route';
import { useT } from '@/lib/i18n/use-t';
import { useRememberLanguage } from '@/lib/session/remember-language';
import { HeaderBar } from './header-bar';
import { LanguageSwitch } from './language-switch';

const links = [
  { to: pagePaths.bookRide, label: 'navBookRide' },
  { to: pagePaths.bookParcel, label: 'navSendParcel' },
  { to: pagePaths.rideHistory, label: 'navMyRides' },
  { to: pagePaths.parcelHistory, label: 'navMyParcels' },
] as const;

/**
 * The customer app's header. Render it at the top of customer pages (inside the customer
 * shell): `<AppHeader />`. A page with its own Log out button (the profile) passes
 * `logoutInPage`, so there is only one button of that name on the page. A language chosen here
 * is kept on the signed-in customer's profile.
 */
export function AppHeader({ logoutInPage = false }: { logoutInPage?: boolean }) {
  const auth = useAuth();
  const rememberLanguage = useRememberLanguage('customer');
  const navigate = useNavigate();
  const { loading, user } = useCustomerSession();
  const t = useT('common');
  useTrackCurrentRoute();

  const logout = async () => {
    await signOutCustomer(auth);
    toast.success(t('loggedOut'));
    navigate(pagePaths.home);
  };

  return (
    <HeaderBar brand={t('brand')} home={pagePaths.home} label={t('navMain')}>
      <ul className="app-header-links">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{t(link.label)}</NavLink>
          </li>
        ))}
        {user && (
          <li>
            <NavLink to={pagePaths.profile} end>
              {t('navProfile')}
            </NavLink>
          </li>
        )}
        {!loading && !(user && logoutInPage) && (
          <li>
            {user ? (
              <button type="button" className="secondary" onClick={logout}>
                {t('logOut')}
              </button>
            ) : (
              <NavLink to={pagePaths.signIn}>{t('signIn')}</NavLink>
            )}
          </li>
        )}
        <li>
          <LanguageSwitch onChosen={rememberLanguage} />
        </li>
      </ul>
    </HeaderBar>
  );
}
