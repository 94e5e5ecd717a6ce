import { useT } from '../../../lib/i18n/use-t';
import type { CursorPages } from '../hooks/use-cursor-pages';

interface PagerProps {
  label: string;
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onExport?: () => void;
}

/** Previous / Next for a cursor-paged list, and the CSV export of the rows on screen. */
export function Pager({ label, pageNumber, hasPrevious, hasNext, onPrevious, onNext, onExport }: PagerProps) {
  const t = useT('admin');
  return (
    <div className="actions" role="group" aria-label={t('pagerGroup', { list: label })}>
      <button type="button" className="secondary" onClick={onPrevious} disabled={!hasPrevious}>
        {t('pagerPrevious')}
      </button>
      <span className="muted">{t('pagerPage', { page: pageNumber + 1 })}</span>
      <button type="button" className="secondary" onClick={onNext} disabled={!hasNext}>
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

/** The pager for a paged list (`useCursorPages`, `useLivePage`). */
export function CursorPager({
  label,
  pages,
  onExport,
}: {
  label: string;
  pages: Pick<CursorPages<unknown>, 'pageNumber' | 'hasPrevious' | 'hasNext' | 'next' | 'previous'>;
  onExport?: () => void;
}) {
  return (
    <Pager
      label={label}
      pageNumber={pages.pageNumber}
      hasPrevious={pages.hasPrevious}
      hasNext={pages.hasNext}
      onPrevious={pages.previous}
      onNext={pages.next}
      onExport={onExport}
    />
  );
}
