import type { ReactNode } from 'react';
import { ColumnHeads } from '../../../components/column-heads';

/** One column of a record table: its heading (also each cell's label on narrow screens) and cell. */
export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** `actions` lays a cell's buttons and links out in a row. */
  className?: string;
}

interface RecordTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** How the read of the rows is going: while loading `loadingLabel` is announced, an error shown. */
  read?: { status: string; error?: string | null };
  loadingLabel?: string;
  /** Said instead of an empty table once the rows are read and there are none. */
  emptyLabel?: string;
}

/**
 * The admin screens' table of records: a heading row, one row per record, and on narrow screens
 * each row stacked as label and value (`stack-table` reads the cells' `data-label`). Above it,
 * the state of the read: loading, failed, or nothing found.
 */
export function RecordTable<T>({
  rows,
  columns,
  rowKey,
  read,
  loadingLabel,
  emptyLabel,
}: RecordTableProps<T>) {
  const empty = rows.length === 0 && emptyLabel;
  return (
    <>
      {read?.status === 'loading' && loadingLabel ? <p role="status">{loadingLabel}</p> : null}
      {read?.error ? <p role="alert">{read.error}</p> : null}
      {empty && read?.status !== 'loading' && !read?.error ? <p>{emptyLabel}</p> : null}
      {empty ? null : (
        <div className="table-scroll">
          <table className="stack-table">
            <ColumnHeads labels={columns.map((column) => column.label)} />
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.label} data-label={column.label} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
