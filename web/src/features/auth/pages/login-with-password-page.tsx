import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/firebase/instances';
import type { z } from 'zod';
import { pagePaths } from '@dropwise/domain/page-paths';
import { AppHeader } from '@/components/app-header';
import { formFields, PasswordField, PhoneField, SubmitButton } from '@/components/form';
import { passwordSignInErrorMessage } from '@/features/auth/api/auth-error-message';
import { passwordSignInSchema, signInWithPassword } from '@/features/auth/api/sign-in-with-password';
import { useContinueAfterSignIn } from '@/features/auth/hooks/use-continue-after-sign-in';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { useT } from '@/lib/i18n/use-t';

type FormInput = z.input<typeof passwordSignInSchema>;
type FormOutput = z.output<typeof passwordSignInSchema>;

export default function LoginWithPasswordPage() {
  const t = useT('account');
  const auth = useAuth();
  const { loading, user } = useCustomerSession();
  const continueAfterSignIn = useContinueAfterSignIn();
  const initialCheckDone = useRef(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(passwordSignInSchema),
    defaultValues: { phoneNumber: '', password: '' },
  });
  const field = formFields(form);

  useEffect(() => {
    if (loading || initialCheckDone.current) return;
    initialCheckDone.current = true;
    if (user) void continueAfterSignIn(user).catch(() => undefined);
  }, [loading, user, continueAfterSignIn]);

  const submit = form.handleSubmit(async (input) => {
    try {
      const signedIn = await signInWithPassword(auth, input);
      await continueAfterSignIn(signedIn);
    } catch (error) {
      const refused = passwordSignInErrorMessage(error);
      form.setError(refused.field === 'phoneNumber' ? 'phoneNumber' : 'password', {
        message: refused.message,
      });
    }
  });

  return (
    <>
      <AppHeader />
      <main className="page narrow">
        <h1>{t('passwordLoginTitle')}</h1>
        <p>{t('passwordLoginIntro')}</p>
        <form onSubmit={submit} noValidate>
          <PhoneField
            id="password-phone-number"
            label={t('phoneLabel')}
            autoComplete="username"
            {...field('phoneNumber')}
          />
          <PasswordField id="password" label={t('passwordLabel')} {...field('password')} />
          <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('signingIn')}>
            {t('signIn')}
          </SubmitButton>
        </form>
        <p className="muted">
          {t.rich('passwordLoginNoPassword', {
            link: (chunks) => <Link to={`${pagePaths.signIn}${location.search}`}>{chunks}</Link>,
          })}
        </p>
      </main>
    </>
  );
}
