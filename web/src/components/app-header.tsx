import { Link, NavLink, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useAuth } from 'reactfire';
import { signOutCustomer } from '../lib/session/sign-out-customer';
import { useCustomerSession } from '../lib/session/use-customer-session';
import { useTrackCurrentRoute } from '../lib/session/use-track-current-route';
import './app-header.css';

const links = [
  { to: '/bookRider', label: 'Book a ride' },
  { to: '/bookParcel', label: 'Send a parcel' },
  { to: '/riderHistory', label: 'My rides' },
  { to: '/parcelHistory', label: 'My parcels' },
];

/**
 * The customer app's header. Render it at the top of customer pages (inside the customer
 * shell): `<AppHeader />`. A page with its own Log out button (the profile) passes
 * `logoutInPage`, so there is only one button of that name on the page.
 */
export function AppHeader({ logoutInPage = false }: { logoutInPage?: boolean }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const { loading, user } = useCustomerSession();
  useTrackCurrentRoute();

  const logout = async () => {
    await signOutCustomer(auth);
    toast.success('You are logged out.');
    navigate('/');
  };

  return (
    <header className="app-header">
      <nav aria-label="Main" className="app-header-nav">
        <Link to="/" className="app-header-brand">
          Dropwise
        </Link>
        <ul className="app-header-links">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
          {user && (
            <li>
              <NavLink to="/profile" end>
                Profile
              </NavLink>
            </li>
          )}
          {!loading && !(user && logoutInPage) && (
            <li>
              {user ? (
                <button type="button" className="secondary" onClick={logout}>
                  Log out
                </button>
              ) : (
                <NavLink to="/login">Sign in</NavLink>
              )}
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
