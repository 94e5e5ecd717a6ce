import { useT } from '@/lib/i18n/use-t';
import type { CursorPages } from '@/lib/firebase/use-cursor-pages';

interface PagerProps {
  label: string;
  pages: Pick<CursorPages<unknown>, 'pageNumber' | 'hasPrevious' | 'hasNext' | 'next' | 'previous'>;
  onExport?: () => void;
}

/** Previous / Next for a list paged by `useCursorPages`, and the CSV export of the rows on screen. */
export function Pager({ label, pages, onExport }: PagerProps) {
  const t = useT('admin');
  return (
    <div className="actions" role="group" aria-label={t('pagerGroup', { list: label })}>
      <button type="button" className="secondary" onClick={pages.previous} disabled={!pages.hasPrevious}>
        {t('pagerPrevious')}
      </button>
      <span className="muted">{t('pagerPage', { page: pages.pageNumber + 1 })}</span>
      <button type="button" className="secondary" onClick={pages.next} disabled={!pages.hasNext}>
        {t('pagerNext')}
      </button>
      {onExport ? (
        <button type="button" className="secondary" onClick={onExport}>
          {t('pagerExport')}
        </button>
      ) : null}
    </div>
  );
}
