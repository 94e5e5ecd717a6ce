import type { Language } from '@dropwise/domain/languages';
import type { ComponentProps, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/firebase/instances';
import { pagePaths } from '@dropwise/domain/page-paths';
import { useT } from '@/lib/i18n/use-t';
import { signOutStaff } from '@/lib/session/sign-out-staff';
import type { AreaRole } from '@/lib/session/use-area-session';
import { LanguageSwitch } from '@/components/language-switch';
import { RoleGuard } from './role-guard';
import '@/components/stack-table.css';
import './area-shell.css';

/** Ends the area's session and goes to its sign-in page (/alogin unless `to` says another). */
export function SignOutButton({ to = pagePaths.adminSignIn }: { to?: string }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const t = useT('common');
  return (
    <button
      type="button"
      className="secondary"
      onClick={() => {
        void signOutStaff(auth).then(() => navigate(to, { replace: true }));
      }}
    >
      {t('signOut')}
    </button>
  );
}

/**
 * The look of a signed-in area's screens: a navigation bar with the area's name, its links, the
 * language switch and Sign out (to `signOutTo`), then the page title. Guarding it is the caller's.
 */
export function AreaFrame({
  brand,
  navLabel,
  links,
  title,
  onLanguageChosen,
  signOutTo,
  pageClassName,
  children,
}: {
  brand: string;
  navLabel: string;
  links?: ReactNode;
  title: string;
  onLanguageChosen?: (language: Language) => void;
  signOutTo?: string;
  /** An area's own class for its pages, beside the shared ones. */
  pageClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="admin-shell">
      <nav className="admin-nav" aria-label={navLabel}>
        <strong className="admin-brand">{brand}</strong>
        {links}
        <div className="admin-nav-end">
          <LanguageSwitch onChosen={onLanguageChosen} />
          <SignOutButton to={signOutTo} />
        </div>
      </nav>
      <main className={pageClassName ? `page admin-page ${pageClassName}` : 'page admin-page'}>
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}

/**
 * The frame of every screen of the staff area (signed in at /alogin): the role guard around
 * {@link AreaFrame}. Riders use it too, so its own words come from the translated `common`
 * messages. `onLanguageChosen` lets an area keep the choice on the person's profile.
 */
export function AreaShell({
  role,
  children,
  ...frame
}: { role: Exclude<AreaRole, 'none'> } & Omit<
  ComponentProps<typeof AreaFrame>,
  'signOutTo' | 'pageClassName'
>) {
  return (
    <RoleGuard role={role}>
      <AreaFrame {...frame}>{children}</AreaFrame>
    </RoleGuard>
  );
}
