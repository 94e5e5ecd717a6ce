import { zodResolver } from '@hookform/resolvers/zod';
import type { ConfirmationResult } from 'firebase/auth';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useAuth } from 'reactfire';
import { FormError, formFields, PasswordField, SubmitButton } from '../../../components/form';
import { authErrorMessage, errorCode } from '../api/auth-error-message';
import { confirmVerificationCode } from '../api/confirm-verification-code';
import { sendReauthenticationCode } from '../api/send-verification-code';
import { hasPassword, setPassword, setPasswordSchema, type SetPasswordInput } from '../api/set-password';
import { customerPage, useSignedInCustomer } from '../../../components/session/require-customer';
import { VerificationCodeForm } from '../components/verification-code-form';

export default customerPage(PasswordScreen);

const LINK_CONFLICT_CODES = new Set(['auth/email-already-in-use', 'auth/credential-already-in-use']);

function PasswordScreen() {
  const user = useSignedInCustomer();
  const auth = useAuth();
  const [passwordSet, setPasswordSet] = useState(() => hasPassword(user));
  const [done, setDone] = useState(false);
  // The password waiting for a re-authentication (the provider asked for a recent sign-in).
  const waiting = useRef<SetPasswordInput | null>(null);
  const [reauth, setReauth] = useState<{ sentAt: number } | null>(null);
  const [reauthError, setReauthError] = useState('');
  const confirmation = useRef<ConfirmationResult | null>(null);
  const recaptchaContainer = useRef<HTMLDivElement>(null);
  const form = useForm<SetPasswordInput>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = formFields(form);

  const saved = () => {
    setPasswordSet(true);
    setDone(true);
    setReauth(null);
    waiting.current = null;
    form.reset({ password: '', confirmPassword: '' });
    toast.success('Your password is saved.');
  };

  const sendCode = async () => {
    if (!recaptchaContainer.current) return;
    confirmation.current = await sendReauthenticationCode(auth, user, recaptchaContainer.current);
    setReauth({ sentAt: Date.now() });
  };

  const submit = form.handleSubmit(async (input) => {
    setDone(false);
    try {
      await setPassword(user, input);
      saved();
    } catch (error) {
      const code = errorCode(error);
      if (code === 'auth/requires-recent-login') {
        waiting.current = input;
        try {
          setReauthError('');
          await sendCode();
        } catch (sendError) {
          setReauthError(authErrorMessage(sendError).message);
        }
        return;
      }
      const message = LINK_CONFLICT_CODES.has(code)
        ? 'Another account already uses a password with this phone number. Please contact support.'
        : authErrorMessage(error, 'password').message;
      form.setError('password', { message });
    }
  });

  const verifyAndSave = async (code: string) => {
    if (!confirmation.current || !waiting.current) return;
    await confirmVerificationCode(confirmation.current, code);
    await setPassword(user, waiting.current);
    saved();
  };

  return (
    <main className="page narrow">
      <h1>{passwordSet ? 'Change your password' : 'Set a password'}</h1>
      <p>
        {passwordSet
          ? 'You can sign in with your phone number and password. Choose a new password below.'
          : 'With a password you can sign in with your phone number and password, without waiting for an SMS code.'}
      </p>
      {done && (
        <p role="status" className="notice">
          Password saved. Next time you can <Link to="/loginwithpass">sign in with your password</Link>.
        </p>
      )}
      {reauth ? (
        <section aria-label="Confirm it is you">
          <h2>Confirm it is you</h2>
          <p>For your security, we need to check it is you before changing your password.</p>
          <VerificationCodeForm
            phoneNumber={user.phoneNumber ?? ''}
            sentAt={reauth.sentAt}
            onVerify={verifyAndSave}
            onResend={sendCode}
          />
          <button type="button" className="link-button" onClick={() => setReauth(null)}>
            Cancel
          </button>
        </section>
      ) : (
        <form onSubmit={submit} noValidate>
          <PasswordField
            id="new-password"
            label="New password"
            autoComplete="new-password"
            hint="At least 6 characters."
            {...field('password')}
          />
          <PasswordField
            id="confirm-password"
            label="Confirm new password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <FormError>{reauthError}</FormError>
          <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving...">
            Save password
          </SubmitButton>
        </form>
      )}
      <div ref={recaptchaContainer} />
      <p>
        <Link to="/profile">Back to your profile</Link>
      </p>
    </main>
  );
}
