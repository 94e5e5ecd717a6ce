import { riderPapersPath } from '@dropwise/domain/page-paths';
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/use-t';
import type { Column } from '@/features/admin/components/record-table';

/** A Papers column: the way to each rider's papers page, named by the rider. */
export function usePapersColumn<T>(riderOf: (row: T) => { id: string; name: string }): Column<T> {
  const t = useT('safetyDesk');
  return {
    label: t('columnPapers'),
    className: 'actions',
    cell: (row) => {
      const { id, name } = riderOf(row);
      return (
        <Link to={riderPapersPath(id)} aria-label={t('riderListPapersName', { name })}>
          {t('riderListPapers')}
        </Link>
      );
    },
  };
}
