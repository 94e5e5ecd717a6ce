import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useFirestore } from '@/lib/firebase/instances';
import { createProfile } from '@/features/profile/api/create-profile';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ProfileWait } from '@/features/profile/components/profile-wait';
import { useProfileOrLeave } from '@/features/profile/hooks/use-profile';
import { customerPage, useSignedInCustomer } from '@/components/session/require-customer';
import { useReturnPath } from '@/lib/session/use-return-path';
import { accountStore } from '@/lib/session/account-store';
import { currentLanguage } from '@/lib/i18n/i18n-store';
import { useT } from '@/lib/i18n/use-t';

export default customerPage(SignupScreen);

function SignupScreen() {
  const t = useT('account');
  const user = useSignedInCustomer();
  const db = useFirestore();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  // Someone who already has a profile has nothing to sign up for.
  const { state, reload } = useProfileOrLeave(user.uid, 'ready', returnPath);

  if (state.status !== 'missing') {
    return <ProfileWait page="signup" failed={state.status === 'error'} onRetry={reload} />;
  }

  const phoneNumber = user.phoneNumber ?? '';
  return (
    <main className="page narrow">
      <h1>{t('signupTitle')}</h1>
      <p>{t.rich('signupIntro', { phoneNumber, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <ProfileForm
        defaultValues={{ name: '', cityName: '', profileImage: null }}
        submitLabel={t('signupSave')}
        onSubmit={async (fields) => {
          const saved = await createProfile(db, user.uid, phoneNumber, fields, currentLanguage());
          accountStore.setProfile({ ...saved, phoneNumber });
          toast.success(t('signupWelcomeToast', { name: saved.name }));
          navigate(returnPath, { replace: true });
        }}
      />
    </main>
  );
}
