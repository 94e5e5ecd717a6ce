import type { Auth, User } from 'firebase/auth';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { pagePaths } from '@domain/page-paths';
import { Loading } from '../../../components/loading';
import { ApiError, errorMessage } from '../../../lib/api/api-error';
import { AppHeader } from '../../../components/app-header';
import { FormError } from '../../../components/form';
import { useT } from '../../../lib/i18n/use-t';
import type { DeleteAccountWording } from './delete-account-wording';
import { DeletionByEmail } from './deletion-by-email';

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
  const t = useT('account');
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
      setError(failure instanceof ApiError ? errorMessage(failure) : t('deleteFailed'));
    }
  };

  let content;
  if (stage === 'deleted') {
    content = (
      <>
        <h1>{t('deletedTitle')}</h1>
        <p role="status">{t(wording.deleted)}</p>
        <Link className="button" to={pagePaths.home}>
          {t('goHome')}
        </Link>
      </>
    );
  } else if (loading) {
    content = <Loading />;
  } else {
    content = (
      <>
        <h1>{t(wording.title)}</h1>
        <h2>{t('whatIsDeleted')}</h2>
        <ul>
          {wording.removed.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
        <h2>{t('whatWeKeep')}</h2>
        <ul>
          {wording.kept.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
        <p>{t('deletionFinal')}</p>
        {user ? (
          <section aria-label={t('deleteSection')} className="card">
            <p>
              {t.rich('signedInAs', {
                account: user.phoneNumber ?? user.email ?? '',
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            {stage === 'explain' ? (
              <button type="button" className="danger" onClick={() => setStage('confirm')}>
                {t('deleteMyAccount')}
              </button>
            ) : (
              <>
                <p>{t.rich(wording.confirm, { strong: (chunks) => <strong>{chunks}</strong> })}</p>
                <p className="actions">
                  <button
                    type="button"
                    className="danger"
                    onClick={confirmDeletion}
                    disabled={stage === 'deleting'}
                  >
                    {stage === 'deleting' ? t('deleting') : t('yesDelete')}
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setStage('explain')}
                    disabled={stage === 'deleting'}
                  >
                    {t('cancel')}
                  </button>
                </p>
              </>
            )}
            <FormError>{error}</FormError>
          </section>
        ) : (
          <section aria-label={t('howToDelete')} className="card">
            <h2>{t('howToDelete')}</h2>
            <p>{t(wording.signInHint)}</p>
            <p>
              <Link className="button" to={account.signInPath}>
                {t('signInToDelete')}
              </Link>
            </p>
            <DeletionByEmail message="cannotSignIn" />
          </section>
        )}
      </>
    );
  }

  return (
    <>
      <AppHeader languageOwner={wording.languageOwner} />
      <main className="page narrow">{content}</main>
    </>
  );
}
