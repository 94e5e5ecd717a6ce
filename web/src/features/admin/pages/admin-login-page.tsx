import { Navigate, useSearchParams } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { Loading } from '../../../components/loading';
import { adminSignInSchema, signInToAdminArea } from '../api/sign-in-to-admin-area';
import { FormError, PasswordField, SubmitButton, TextField, useCheckedForm } from '../../../components/form';
import { useAreaSession } from '../../../lib/session/use-area-session';
import { riderReturnPath, safeReturnPath } from '../../../lib/session/area-return-path';
import '../components/admin.css';

/**
 * /alogin: email and password sign-in for platform admins and riders (one screen for both: each is
 * sent to their own pages by their role claim). Other accounts are signed out again and told why.
 */
export default function AdminLoginPage() {
  const auth = useAuth();
  const session = useAreaSession();
  const [searchParams] = useSearchParams();
  const { field, submit, failure, pending } = useCheckedForm(
    adminSignInSchema,
    { email: '', password: '' },
    (values) => signInToAdminArea(auth, values),
    (error) => (error instanceof Error ? error.message : 'Sign-in failed. Try again.'),
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
      <h1>Admin sign in</h1>
      <p className="muted">For Dropwise platform admins and riders.</p>
      <form className="card" onSubmit={submit} noValidate>
        <TextField id="admin-email" label="Email" type="email" autoComplete="username" {...field('email')} />
        <PasswordField id="admin-password" label="Password" {...field('password')} />
        <FormError>{failure}</FormError>
        <SubmitButton pending={pending} pendingLabel="Signing in...">
          Sign in
        </SubmitButton>
      </form>
    </main>
  );
}
