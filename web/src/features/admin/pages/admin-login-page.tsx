import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/firebase/instances';
import { Loading } from '@/components/loading';
import { adminSignInSchema, signInToAdminArea } from '@/features/admin/api/sign-in-to-admin-area';
import { SignInForm, useCheckedForm } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';
import { useAreaSession } from '@/lib/session/use-area-session';
import { riderReturnPath, safeReturnPath } from '@/lib/session/area-return-path';
import '@/features/admin/components/admin.css';

/**
 * /alogin: email and password sign-in for platform admins and riders (one screen for both: each is
 * sent to their own pages by their role claim). Other accounts are signed out again and told why.
 */
export default function AdminLoginPage() {
  const t = useT('admin');
  const schema = useMemo(() => adminSignInSchema(t), [t]);
  const auth = useAuth();
  const session = useAreaSession();
  const [searchParams] = useSearchParams();
  const form = useCheckedForm(
    schema,
    { email: '', password: '' },
    (values) => signInToAdminArea(auth, values),
    (error) => (error instanceof Error ? error.message : t('loginFailed')),
  );

  if (session.status === 'loading') return <Loading />;
  if (session.status === 'signed-in' && session.role === 'admin') {
    return <Navigate to={safeReturnPath(searchParams.get('next'))} replace />;
  }
  if (session.status === 'signed-in' && session.role === 'rider') {
    return <Navigate to={riderReturnPath(searchParams.get('next'))} replace />;
  }

  return (
    <main className="page narrow">
      <h1>{t('loginTitle')}</h1>
      <p className="muted">{t('loginIntro')}</p>
      <SignInForm
        form={form}
        account={{ id: 'admin-email', label: t('loginEmail'), type: 'email', ...form.field('email') }}
        password={{ id: 'admin-password', label: t('loginPassword'), ...form.field('password') }}
        submitLabel={t('loginSubmit')}
        pendingLabel={t('loginSigningIn')}
      />
    </main>
  );
}
