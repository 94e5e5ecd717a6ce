import type { ConfirmationResult } from 'firebase/auth';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/firebase/instances';
import { pagePaths } from '@dropwise/domain/page-paths';
import { AppHeader } from '@/components/app-header';
import { FormError } from '@/components/form';
import { authErrorMessage } from '@/features/auth/api/auth-error-message';
import { confirmVerificationCode } from '@/features/auth/api/confirm-verification-code';
import { sendVerificationCode } from '@/features/auth/api/send-verification-code';
import { PhoneNumberForm } from '@/features/auth/components/phone-number-form';
import { VerificationCodeForm } from '@/features/auth/components/verification-code-form';
import { useContinueAfterSignIn } from '@/features/auth/hooks/use-continue-after-sign-in';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { useReturnPath } from '@/lib/session/use-return-path';
import { accountStore, useAccountStore } from '@/lib/session/account-store';
import { useT } from '@/lib/i18n/use-t';

export default function LoginPage() {
  const t = useT('account');
  const auth = useAuth();
  const { loading, user } = useCustomerSession();
  const continueAfterSignIn = useContinueAfterSignIn();
  const returnPath = useReturnPath();
  const pending = useAccountStore((state) => state.userOtp);
  const recaptchaContainer = useRef<HTMLDivElement>(null);
  const confirmation = useRef<ConfirmationResult | null>(null);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [formError, setFormError] = useState('');
  const initialCheckDone = useRef(false);

  // Someone already signed in who opens /login goes on at once (only checked on arrival, so a
  // sign-in made on this page is routed by the verify step below, not twice).
  useEffect(() => {
    if (loading || initialCheckDone.current) return;
    initialCheckDone.current = true;
    if (user) continueAfterSignIn(user).catch(() => setFormError(t('loginProfileFailed')));
  }, [loading, user, continueAfterSignIn, t]);

  // A verification left over from an earlier visit cannot be confirmed any more.
  useEffect(() => {
    if (!confirmation.current) accountStore.setPendingVerification(null);
  }, []);

  const send = async (phoneNumber: string) => {
    if (!recaptchaContainer.current) return;
    confirmation.current = await sendVerificationCode(auth, phoneNumber, recaptchaContainer.current);
    accountStore.setPendingVerification({ phoneNumber, sentAt: Date.now() });
    setStep('code');
  };

  const verify = async (code: string) => {
    if (!confirmation.current) throw Object.assign(new Error('expired'), { code: 'auth/code-expired' });
    const signedIn = await confirmVerificationCode(confirmation.current, code);
    try {
      await continueAfterSignIn(signedIn);
    } catch (error) {
      setFormError(authErrorMessage(error).message);
    }
  };

  const resend = async () => {
    if (pending) await send(pending.phoneNumber);
  };

  const changeNumber = () => {
    confirmation.current = null;
    setStep('phone');
  };

  return (
    <>
      <AppHeader />
      <main className="page narrow">
        <h1>{t('loginTitle')}</h1>
        {returnPath !== pagePaths.home && <p>{t('loginToContinue')}</p>}
        {step === 'phone' || !pending ? (
          <>
            <p>{t('loginIntro')}</p>
            <PhoneNumberForm defaultPhoneNumber={pending?.phoneNumber} onSend={send} />
          </>
        ) : (
          <VerificationCodeForm
            phoneNumber={pending.phoneNumber}
            sentAt={pending.sentAt}
            onVerify={verify}
            onResend={resend}
            onChangeNumber={changeNumber}
          />
        )}
        <FormError>{formError}</FormError>
        <div ref={recaptchaContainer} />
        <p className="muted">
          {t.rich('loginHasPassword', {
            link: (chunks) => <Link to={`${pagePaths.passwordSignIn}${location.search}`}>{chunks}</Link>,
          })}
        </p>
        <p className="muted small">
          {t.rich('loginPrivacy', { link: (chunks) => <Link to={pagePaths.privacyPolicy}>{chunks}</Link> })}
        </p>
      </main>
    </>
  );
}
