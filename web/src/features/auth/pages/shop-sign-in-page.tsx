import type { ConfirmationResult } from 'firebase/auth';
import { useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/loading';
import { ShopHeader } from '@/components/shop/shop-header';
import { ShopSignOutButton } from '@/components/shop/shop-layout';
import { useAuth } from '@/lib/firebase/instances';
import { useT } from '@/lib/i18n/use-t';
import { shopReturnPath } from '@/lib/session/area-return-path';
import { useShopSession } from '@/lib/session/use-shop-session';
import { confirmVerificationCode } from '@/features/auth/api/confirm-verification-code';
import { sendVerificationCode } from '@/features/auth/api/send-verification-code';
import { PhoneNumberForm } from '@/features/auth/components/phone-number-form';
import { VerificationCodeForm } from '@/features/auth/components/verification-code-form';

interface Pending {
  phoneNumber: string;
  sentAt: number;
}

/**
 * /shop: shop staff sign in with their phone and the SMS code, as customers do, in the shop's own
 * session. Someone whose account names a shop goes on to its orders; anyone else is told the page
 * is for shop staff, and how to become one.
 */
export default function ShopSignInPage() {
  const t = useT('shop');
  const auth = useAuth();
  const session = useShopSession();
  const [params] = useSearchParams();
  const recaptchaContainer = useRef<HTMLDivElement>(null);
  const confirmation = useRef<ConfirmationResult | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  if (session.status === 'staff') return <Navigate to={shopReturnPath(params.get('next'))} replace />;

  const send = async (phoneNumber: string) => {
    if (!recaptchaContainer.current) return;
    confirmation.current = await sendVerificationCode(auth, phoneNumber, recaptchaContainer.current);
    setPending({ phoneNumber, sentAt: Date.now() });
  };
  const verify = async (code: string) => {
    if (!confirmation.current) throw Object.assign(new Error('expired'), { code: 'auth/code-expired' });
    // The session hook sees the new account and its claim; this page then moves on or explains.
    await confirmVerificationCode(confirmation.current, code);
  };

  let content;
  if (session.status === 'loading') content = <Loading />;
  else if (session.status === 'not-staff') {
    content = (
      <section className="card" role="status">
        <h2>{t('notStaffTitle')}</h2>
        <p>{t('notStaffText', { account: session.user.phoneNumber ?? session.user.email ?? '' })}</p>
        <p>{t('notStaffHow')}</p>
        <ShopSignOutButton />
      </section>
    );
  } else {
    content = pending ? (
      <VerificationCodeForm
        phoneNumber={pending.phoneNumber}
        sentAt={pending.sentAt}
        onVerify={verify}
        onResend={() => send(pending.phoneNumber)}
        onChangeNumber={() => {
          confirmation.current = null;
          setPending(null);
        }}
      />
    ) : (
      <>
        <p>{t('signInIntro')}</p>
        <PhoneNumberForm onSend={send} />
      </>
    );
  }

  return (
    <>
      <ShopHeader />
      <main className="page narrow">
        <h1>{t('signInTitle')}</h1>
        {content}
        <div ref={recaptchaContainer} />
      </main>
    </>
  );
}
