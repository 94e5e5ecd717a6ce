import { Navigate, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/firebase/instances';
import { pagePaths } from '@dropwise/domain/page-paths';
import { Loading } from '@/components/loading';
import { type AdminLoginInput, adminLoginSchema } from '@/features/education/api/admin-login';
import { signInToEducationArea } from '@/features/education/api/sign-in-to-education-area';
import { SignInForm, useCheckedForm } from '@/components/form';
import { ApiError, plainMessage } from '@/lib/api/api-error';
import { type Translate, useT } from '@/lib/i18n/use-t';
import { useEducationAdmin } from '@/features/education/hooks/use-education-admin';
import '@/features/education/education.css';

function loginErrorMessage(t: Translate<'admin'>, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('eduLoginIncorrect');
    if (error.status === 403) return t('eduLoginNotAdmin');
    if (error.status === 429) return t('eduLoginTooMany', { seconds: error.retryAfterSeconds ?? 0 });
  }
  return plainMessage(error);
}

/** /Eadmin: the education admin signs in with username and password. */
export default function EducationAdminLoginPage() {
  const t = useT('admin');
  const auth = useAuth();
  const navigate = useNavigate();
  const admin = useEducationAdmin();
  const signIn = async ({ username, password }: AdminLoginInput) => {
    await signInToEducationArea(auth, String(username), String(password));
    navigate(pagePaths.enrolments);
  };
  const form = useCheckedForm(adminLoginSchema, { username: '', password: '' }, signIn, (error) =>
    loginErrorMessage(t, error),
  );

  if (admin.status === 'loading') return <Loading />;
  if (admin.status === 'education-admin') return <Navigate to={pagePaths.enrolments} replace />;

  return (
    <main className="page narrow">
      <h1>{t('eduLoginTitle')}</h1>
      <SignInForm
        form={form}
        account={{
          id: 'edu-username',
          label: t('eduLoginUsername'),
          type: 'text',
          ...form.field('username'),
        }}
        password={{ id: 'edu-password', label: t('eduLoginPassword'), ...form.field('password') }}
        submitLabel={t('eduLoginSubmit')}
        pendingLabel={t('eduLoginSigningIn')}
      />
    </main>
  );
}
