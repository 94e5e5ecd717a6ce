import { signInWithCustomToken } from 'firebase/auth';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { Loading } from '../../../components/loading';
import { type AdminLoginInput, adminLoginSchema, requestAdminToken } from '../api/admin-login';
import { FormError, PasswordField, SubmitButton, TextField, useCheckedForm } from '../../../components/form';
import { ApiError, plainMessage } from '../../../lib/api/api-error';
import { useEducationAdmin } from '../hooks/use-education-admin';
import '../education.css';

function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Incorrect Credentials';
    if (error.status === 403) return 'This account is not an education admin.';
    if (error.status === 429) {
      const wait = error.retryAfterSeconds ? `${error.retryAfterSeconds} seconds` : 'a minute';
      return `Too many sign-in attempts. Please wait ${wait} and try again.`;
    }
  }
  return plainMessage(error);
}

/** /Eadmin: the education admin signs in with username and password. */
export default function EducationAdminLoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const admin = useEducationAdmin();
  const signIn = async ({ username, password }: AdminLoginInput) => {
    const token = await requestAdminToken(String(username), String(password));
    await signInWithCustomToken(auth, token);
    navigate('/edash');
  };
  const { field, submit, failure, pending } = useCheckedForm(
    adminLoginSchema,
    { username: '', password: '' },
    signIn,
    loginErrorMessage,
  );

  if (admin.status === 'loading') return <Loading />;
  if (admin.status === 'education-admin') return <Navigate to="/edash" replace />;

  return (
    <main className="page narrow">
      <h1>Education admin login</h1>
      <form className="card" noValidate onSubmit={submit}>
        <TextField
          id="edu-username"
          label="Username"
          type="text"
          autoComplete="username"
          {...field('username')}
        />
        <PasswordField id="edu-password" label="Password" {...field('password')} />
        <FormError>{failure}</FormError>
        <SubmitButton pending={pending} pendingLabel="Signing in…">
          Login
        </SubmitButton>
      </form>
    </main>
  );
}
