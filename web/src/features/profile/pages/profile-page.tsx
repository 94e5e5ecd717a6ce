import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useAuth, useFirestore } from '@/lib/firebase/instances';
import { pagePaths } from '@dropwise/domain/page-paths';
import { signOutCustomer } from '@/lib/session/sign-out-customer';
import { customerPage, useSignedInCustomer } from '@/components/session/require-customer';
import { accountStore } from '@/lib/session/account-store';
import { updateProfile } from '@/features/profile/api/update-profile';
import { EmergencyContactsSection } from '@/features/profile/components/emergency-contacts-section';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ProfileWait } from '@/features/profile/components/profile-wait';
import { useProfileOrLeave } from '@/features/profile/hooks/use-profile';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { useT } from '@/lib/i18n/use-t';
import '@/features/profile/components/profile.css';

export default customerPage(ProfileScreen, { logoutInPage: true });

function ProfileScreen() {
  const t = useT('account');
  const common = useT('common');
  // The emergency contacts' words load with the page's own, not once the profile has come.
  void ensureCatalogue('safety');
  const user = useSignedInCustomer();
  const auth = useAuth();
  const db = useFirestore();
  const navigate = useNavigate();
  const { state, reload } = useProfileOrLeave(
    user.uid,
    'missing',
    `${pagePaths.signUp}?next=${encodeURIComponent(pagePaths.profile)}`,
  );

  if (state.status !== 'ready') {
    return <ProfileWait page="profile" failed={state.status === 'error'} onRetry={reload} />;
  }

  const { profile } = state;
  const logout = async () => {
    await signOutCustomer(auth);
    toast.success(common('loggedOut'));
    navigate(pagePaths.home, { replace: true });
  };

  return (
    <main className="page narrow">
      <h1>{t('profileTitle')}</h1>
      <div className="profile-summary">
        {profile.profileImage ? (
          <img className="avatar" src={profile.profileImage} alt="" width={72} height={72} />
        ) : (
          <span className="avatar" aria-hidden="true" />
        )}
        <dl>
          <dt>{t('phoneLabel')}</dt>
          <dd>{user.phoneNumber ?? profile.phoneNumber}</dd>
        </dl>
      </div>
      <ProfileForm
        defaultValues={{ name: profile.name, cityName: profile.cityName, profileImage: profile.profileImage }}
        submitLabel={t('profileSave')}
        onSubmit={async (fields) => {
          const saved = await updateProfile(db, user.uid, fields);
          accountStore.setProfile(saved);
          toast.success(t('profileSavedToast'));
          reload();
        }}
      />
      <EmergencyContactsSection />
      <section className="profile-links" aria-label={t('profileAccountSection')}>
        <p className="actions">
          <Link to={pagePaths.password}>{t('profileSetPassword')}</Link>
          <Link to={pagePaths.deleteAccount}>{t('profileDeleteAccount')}</Link>
        </p>
        <button type="button" className="secondary" onClick={logout}>
          {common('logOut')}
        </button>
      </section>
    </main>
  );
}
