import type { CursorPages } from '@/lib/firebase/use-cursor-pages';
import { useT } from '@/lib/i18n/use-t';
import { type CsvExport, downloadRecordsCsv } from '@/features/admin/lib/download-csv';
import { Pager } from './pager';
import { type Column, type KeyedRecord, RecordTable } from './record-table';

/**
 * A list of records read a page at a time: the record table, then Previous / Next and, when the
 * list has a CSV layout, the export of the page on screen.
 */
export function PagedRecordTable<T extends KeyedRecord>({
  pages,
  columns,
  label,
  loadingLabel,
  emptyLabel,
  csv,
}: {
  pages: CursorPages<T>;
  columns: Column<T>[];
  /** Names the list: its sideways scroll and its pager's group of buttons. */
  label: string;
  loadingLabel?: string;
  emptyLabel?: string;
  csv?: CsvExport<T>;
}) {
  const t = useT('admin');
  return (
    <>
      <RecordTable
        label={label}
        list={pages}
        columns={columns}
        loadingLabel={loadingLabel}
        emptyLabel={emptyLabel}
      />
      <Pager
        label={label}
        pages={pages}
        onExport={csv ? () => downloadRecordsCsv(t, csv, pages.rows) : undefined}
      />
    </>
  );
}
