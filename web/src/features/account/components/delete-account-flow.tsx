import type { Auth, User } from 'firebase/auth';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { Loading } from '../../../components/loading';
import { ApiError } from '../../../lib/api/api-error';
import { AppHeader } from '../../../components/app-header';
import { FormError } from '../../../components/form';
import { DELETION_REQUEST_DAYS, PRIVACY_CONTACT_EMAIL } from '../../../lib/legal/privacy-contact';
import type { DeleteAccountWording } from './delete-account-wording';

type Stage = 'explain' | 'confirm' | 'deleting' | 'deleted';

/** The account a deletion page works on: its session, how to delete it, and where to sign in. */
export interface DeletableAccount {
  loading: boolean;
  user: User | null;
  remove: (auth: Auth) => Promise<void>;
  signOut: (auth: Auth) => Promise<void>;
  signInPath: string;
}

/** The account deletion page: signed in, confirm and delete; signed out, how it works. */
export function DeleteAccountFlow({
  wording,
  account,
}: {
  wording: DeleteAccountWording;
  account: DeletableAccount;
}) {
  const auth = useAuth();
  const { loading, user } = account;
  const [stage, setStage] = useState<Stage>('explain');
  const [error, setError] = useState('');

  const confirmDeletion = async () => {
    if (!user) return;
    setError('');
    setStage('deleting');
    try {
      await account.remove(auth);
      setStage('deleted');
      await account.signOut(auth);
    } catch (failure) {
      setStage('confirm');
      setError(
        failure instanceof ApiError ? failure.message : 'We could not delete your account. Try again.',
      );
    }
  };

  let content;
  if (stage === 'deleted') {
    content = (
      <>
        <h1>Your account has been deleted</h1>
        <p role="status">
          Your {wording.accountName} and the personal data in it are gone, and you are signed out. Thank you
          for using Dropwise.
        </p>
        <Link className="button" to="/">
          Go Home
        </Link>
      </>
    );
  } else if (loading) {
    content = <Loading />;
  } else {
    content = (
      <>
        <h1>{wording.title}</h1>
        <h2>What is deleted</h2>
        <ul>
          {wording.removed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h2>What we keep</h2>
        <ul>
          {wording.kept.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>Deletion is immediate and cannot be undone. You can sign up again later as a new customer.</p>
        {user ? (
          <section aria-label="Delete account" className="card">
            <p>
              Signed in as <strong>{user.phoneNumber ?? user.email}</strong>.
            </p>
            {stage === 'explain' ? (
              <button type="button" className="danger" onClick={() => setStage('confirm')}>
                Delete my account
              </button>
            ) : (
              <>
                <p>
                  <strong>Are you sure?</strong> Your {wording.accountName} will be deleted now and cannot be
                  restored.
                </p>
                <p className="actions">
                  <button
                    type="button"
                    className="danger"
                    onClick={confirmDeletion}
                    disabled={stage === 'deleting'}
                  >
                    {stage === 'deleting' ? 'Deleting...' : 'Yes, delete my account'}
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setStage('explain')}
                    disabled={stage === 'deleting'}
                  >
                    Cancel
                  </button>
                </p>
              </>
            )}
            <FormError>{error}</FormError>
          </section>
        ) : (
          <section aria-label="How to delete your account" className="card">
            <h2>How to delete your account</h2>
            <p>{wording.signInHint}</p>
            <p>
              <Link className="button" to={account.signInPath}>
                Sign in to delete your account
              </Link>
            </p>
            <p>
              Cannot sign in any more? Write to{' '}
              <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a> with the phone number of
              the account. Once we have confirmed the account is yours, we delete it within{' '}
              {DELETION_REQUEST_DAYS} days.
            </p>
          </section>
        )}
      </>
    );
  }

  return (
    <>
      <AppHeader />
      <main className="page narrow">{content}</main>
    </>
  );
}
