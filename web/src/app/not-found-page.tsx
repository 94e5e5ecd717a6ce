import { Link } from 'react-router-dom';
import { pagePaths } from '@domain/page-paths';
import { useT } from '../lib/i18n/use-t';

export default function NotFoundPage() {
  const t = useT('app');
  return (
    <main className="page narrow not-found">
      <h1>{t('notFoundHeading')}</h1>
      <p>{t('notFoundText')}</p>
      <Link className="button" to={pagePaths.home}>
        {t('goHome')}
      </Link>
    </main>
  );
}
