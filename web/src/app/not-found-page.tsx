import { pagePaths } from '@dropwise/domain/page-paths';
import { NoticePage } from '@/components/notice-page';
import { useT } from '@/lib/i18n/use-t';

export default function NotFoundPage() {
  const t = useT('app');
  return (
    <NoticePage
      className="page narrow not-found"
      heading={t('notFoundHeading')}
      text={t('notFoundText')}
      action={{ label: t('goHome'), to: pagePaths.home }}
    />
  );
}
