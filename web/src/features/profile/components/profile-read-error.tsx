import { useT } from '../../../lib/i18n/use-t';

/** The page shown when the profile could not be read: what happened, and Try again. */
export function ProfileReadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const t = useT('account');
  return (
    <main className="page narrow" role="alert">
      <h1>{title}</h1>
      <p>{message}</p>
      <button type="button" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </main>
  );
}
