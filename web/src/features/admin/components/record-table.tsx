import type { ReactNode } from 'react';
import { ColumnHeads } from '@/components/column-heads';
import { TableScroll } from '@/components/table-scroll';

/** One column of a record table: its heading (also each cell's label on narrow screens) and cell. */
export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** `actions` lays a cell's buttons and links out in a row. */
  className?: string;
}

/** A record is keyed by its document id (a customer by the uid). */
export type KeyedRecord = { id: string } | { uid: string };

interface RecordTableProps<T extends KeyedRecord> {
  /** What the table lists: names its sideways scroll when it needs one. */
  label: string;
  /** The rows, and how reading them is going: while loading `loadingLabel` is announced, an error shown. */
  list: { rows: T[]; status?: string; error?: string | null };
  columns: Column<T>[];
  loadingLabel?: string;
  /** Said instead of an empty table once the rows are read and there are none. */
  emptyLabel?: string;
}

/**
 * The admin screens' table of records: a heading row, one row per record, and on narrow screens
 * each row stacked as label and value (`stack-table` reads the cells' `data-label`). Above it,
 * the state of the read: loading, failed, or nothing found.
 */
export function RecordTable<T extends KeyedRecord>({
  label,
  list,
  columns,
  loadingLabel,
  emptyLabel,
}: RecordTableProps<T>) {
  const empty = list.rows.length === 0 && emptyLabel;
  return (
    <>
      {list.status === 'loading' && loadingLabel ? <p role="status">{loadingLabel}</p> : null}
      {list.error ? <p role="alert">{list.error}</p> : null}
      {empty && list.status !== 'loading' && !list.error ? <p>{emptyLabel}</p> : null}
      {empty ? null : (
        <TableScroll label={label}>
          <table className="stack-table">
            <ColumnHeads labels={columns.map((column) => column.label)} />
            <tbody>
              {list.rows.map((row) => (
                <tr key={'id' in row ? row.id : row.uid}>
                  {columns.map((column) => (
                    <td key={column.label} data-label={column.label} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
