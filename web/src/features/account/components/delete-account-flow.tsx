import type { User } from 'firebase/auth';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/firebase/instances';
import { pagePaths } from '@dropwise/domain/page-paths';
import { Loading } from '@/components/loading';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { FormError } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';
import type { DeletableAccount } from './deletable-accounts';
import { DeletionByEmail } from './deletion-by-email';

type Stage = 'explain' | 'confirm' | 'deleting' | 'deleted';

/** Who the page's session has signed in, once it knows. */
export interface AccountSession {
  loading: boolean;
  user: User | null;
}

/** The account deletion page: signed in, confirm and delete; signed out, how it works. */
export function DeleteAccountFlow({
  account,
  session,
}: {
  account: DeletableAccount;
  session: AccountSession;
}) {
  const t = useT('account');
  const auth = useAuth();
  const { loading, user } = session;
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
        <p role="status">{t(account.deleted)}</p>
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
        <h1>{t(account.title)}</h1>
        <h2>{t('whatIsDeleted')}</h2>
        <ul>
          {account.removed.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
        <h2>{t('whatWeKeep')}</h2>
        <ul>
          {account.kept.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
        <p>{t(account.final)}</p>
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
                <p>{t.rich(account.confirm, { strong: (chunks) => <strong>{chunks}</strong> })}</p>
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
            <p>{t(account.signInHint)}</p>
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

  const { Header } = account;
  return (
    <>
      <Header />
      <main className="page narrow">{content}</main>
    </>
  );
}
