import { zodResolver } from '@hookform/resolvers/zod';
import { signInWithCustomToken } from 'firebase/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { Loading } from '../../../components/loading';
import { type AdminLoginInput, adminLoginSchema, requestAdminToken } from '../api/admin-login';
import { FormError, formFields, PasswordField, SubmitButton, TextField } from '../../../components/form';
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
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const field = formFields(form);

  if (admin.status === 'loading') return <Loading />;
  if (admin.status === 'education-admin') return <Navigate to="/edash" replace />;

  const onSubmit = async ({ username, password }: AdminLoginInput) => {
    setFormError(null);
    try {
      const token = await requestAdminToken(String(username), String(password));
      await signInWithCustomToken(auth, token);
      navigate('/edash');
    } catch (error) {
      setFormError(loginErrorMessage(error));
    }
  };

  return (
    <main className="page narrow">
      <h1>Education admin login</h1>
      <form className="card" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <TextField
          id="edu-username"
          label="Username"
          type="text"
          autoComplete="username"
          {...field('username')}
        />
        <PasswordField id="edu-password" label="Password" {...field('password')} />
        <FormError>{formError}</FormError>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Signing in…">
          Login
        </SubmitButton>
      </form>
    </main>
  );
}
