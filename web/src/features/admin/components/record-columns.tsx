import type { ReactNode } from 'react';
import type { Column } from './record-table';

/** Columns that show a field as it is, in order: `{ Name: 'name' }` is a Name column of `row.name`. */
export function fieldColumns<T>(fields: Record<string, keyof T>): Column<T>[] {
  return Object.entries(fields).map(([label, key]) => ({ label, cell: (row) => row[key] as ReactNode }));
}

/** A Status column: Active, or `inactive` for a deactivated shop or rider. */
export function statusColumn<T extends { active: boolean }>(inactive: string): Column<T> {
  return { label: 'Status', cell: (row) => (row.active ? 'Active' : inactive) };
}

/** The Actions column of a shop or rider list: Edit, and Activate or Deactivate. Names say which record. */
export function editAndToggleColumn<T extends { name: string; active: boolean }>(
  onEdit: (row: T) => void,
  onToggle: (row: T) => void,
): Column<T> {
  return {
    label: 'Actions',
    className: 'actions',
    cell: (row) => {
      const toggle = row.active ? 'Deactivate' : 'Activate';
      return (
        <>
          <button
            type="button"
            className="secondary"
            aria-label={`Edit ${row.name}`}
            onClick={() => onEdit(row)}
          >
            Edit
          </button>
          <button
            type="button"
            className={row.active ? 'danger' : undefined}
            aria-label={`${toggle} ${row.name}`}
            onClick={() => onToggle(row)}
          >
            {toggle}
          </button>
        </>
      );
    },
  };
}
