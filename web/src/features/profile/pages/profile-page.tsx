import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useAuth, useFirestore } from 'reactfire';
import { Loading } from '../../../components/loading';
import { signOutCustomer } from '../../../lib/session/sign-out-customer';
import { customerPage, useSignedInCustomer } from '../../../components/session/require-customer';
import { accountStore } from '../../../lib/session/account-store';
import { updateProfile } from '../api/update-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfileReadError } from '../components/profile-read-error';
import { useProfileOrLeave } from '../hooks/use-profile';
import '../components/profile.css';

export default customerPage(ProfileScreen, { logoutInPage: true });

function ProfileScreen() {
  const user = useSignedInCustomer();
  const auth = useAuth();
  const db = useFirestore();
  const navigate = useNavigate();
  const { state, reload } = useProfileOrLeave(user.uid, 'missing', '/signup?next=%2Fprofile');

  if (state.status === 'loading' || state.status === 'missing') return <Loading />;
  if (state.status === 'error') {
    const message = 'We could not load your profile. Check your connection.';
    return <ProfileReadError title="Your profile" message={message} onRetry={reload} />;
  }

  const { profile } = state;
  const logout = async () => {
    await signOutCustomer(auth);
    toast.success('You are logged out.');
    navigate('/', { replace: true });
  };

  return (
    <main className="page narrow">
      <h1>Your profile</h1>
      <div className="profile-summary">
        {profile.profileImage ? (
          <img className="avatar" src={profile.profileImage} alt="" width={72} height={72} />
        ) : (
          <span className="avatar" aria-hidden="true" />
        )}
        <dl>
          <dt>Phone number</dt>
          <dd>{user.phoneNumber ?? profile.phoneNumber}</dd>
        </dl>
      </div>
      <ProfileForm
        defaultValues={{ name: profile.name, cityName: profile.cityName, profileImage: profile.profileImage }}
        submitLabel="Save changes"
        onSubmit={async (fields) => {
          const saved = await updateProfile(db, user.uid, fields);
          accountStore.setProfile(saved);
          toast.success('Your profile is saved.');
          reload();
        }}
      />
      <section className="profile-links" aria-label="Account">
        <p className="actions">
          <Link to="/profile/password">Set or change your password</Link>
          <Link to="/delete-account">Delete your account</Link>
        </p>
        <button type="button" className="secondary" onClick={logout}>
          Log out
        </button>
      </section>
    </main>
  );
}
