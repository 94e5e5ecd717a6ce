import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useFirestore } from 'reactfire';
import { Loading } from '../../../components/loading';
import { createProfile } from '../api/create-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfileReadError } from '../components/profile-read-error';
import { useProfileOrLeave } from '../hooks/use-profile';
import { customerPage, useSignedInCustomer } from '../../../components/session/require-customer';
import { useReturnPath } from '../../../lib/session/use-return-path';
import { accountStore } from '../../../lib/session/account-store';

export default customerPage(SignupScreen);

function SignupScreen() {
  const user = useSignedInCustomer();
  const db = useFirestore();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  // Someone who already has a profile has nothing to sign up for.
  const { state, reload } = useProfileOrLeave(user.uid, 'ready', returnPath);

  if (state.status === 'loading' || state.status === 'ready') return <Loading />;
  if (state.status === 'error') {
    const message = 'We could not reach Dropwise. Check your connection.';
    return <ProfileReadError title="Create your profile" message={message} onRetry={reload} />;
  }

  const phoneNumber = user.phoneNumber ?? '';
  return (
    <main className="page narrow">
      <h1>Create your profile</h1>
      <p>
        Welcome! You are signed in as <strong>{phoneNumber}</strong>. Tell us your name and city so riders
        know who they are picking up.
      </p>
      <ProfileForm
        defaultValues={{ name: '', cityName: '', profileImage: null }}
        submitLabel="Save and continue"
        onSubmit={async (fields) => {
          const saved = await createProfile(db, user.uid, phoneNumber, fields);
          accountStore.setProfile({ ...saved, phoneNumber });
          toast.success(`Welcome to Dropwise, ${saved.name}!`);
          navigate(returnPath, { replace: true });
        }}
      />
    </main>
  );
}
