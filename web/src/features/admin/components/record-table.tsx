import type { ReactNode } from 'react';

/** One column of a record table: its heading (also each cell's label on narrow screens) and cell. */
export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** `actions` lays a cell's buttons and links out in a row. */
  className?: string;
}

/**
 * The admin screens' table of records: a heading row, one row per record, and on narrow screens
 * each row stacked as label and value (`stack-table` reads the cells' `data-label`).
 */
export function RecordTable<T>({
  rows,
  columns,
  rowKey,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
}) {
  return (
    <div className="table-scroll">
      <table className="stack-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label}>{column.label}</th>
            ))}
          </tr>
        </thead>
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
  );
}
