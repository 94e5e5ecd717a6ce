import type { ReactNode } from 'react';
import type { Translate } from '@/lib/i18n/use-t';
import type { Column } from './record-table';

type AdminT = Translate<'admin'>;

/** Column headings by the record's field they show. */
type FieldLabels<T> = Partial<Record<keyof T & string, string>>;

/**
 * Columns that show a field as it is, in the order given: `{ name: t('recordsName') }` is a Name
 * column of `row.name`.
 */
export function fieldColumns<T>(fields: FieldLabels<T>): Column<T>[] {
  return (Object.entries(fields) as [keyof T & string, string][]).map(([key, label]) => ({
    label,
    cell: (row) => row[key] as ReactNode,
  }));
}

/**
 * A shop or rider list's usual columns: its fields as they are, the Status (`inactive` for a
 * deactivated record), then what can be done with each record.
 */
export function recordColumns<T extends { active: boolean }>(
  t: AdminT,
  { fields, inactive, actions }: { fields: FieldLabels<T>; inactive: string; actions: Column<T> },
): Column<T>[] {
  return [...fieldColumns(fields), statusColumn(t, inactive), actions];
}

/** A Status column: Active, or `inactive` for a deactivated shop or rider. */
export function statusColumn<T extends { active: boolean }>(t: AdminT, inactive: string): Column<T> {
  return { label: t('recordsStatus'), cell: (row) => (row.active ? t('recordsActive') : inactive) };
}

/** The Actions column of a shop or rider list: Edit, and Activate or Deactivate. Names say which record. */
export function editAndToggleColumn<T extends { name: string; active: boolean }>(
  t: AdminT,
  onEdit: (row: T) => void,
  onToggle: (row: T) => void,
): Column<T> {
  return {
    label: t('recordsActions'),
    className: 'actions',
    cell: (row) => (
      <>
        <button
          type="button"
          className="secondary"
          aria-label={t('recordsEditName', { name: row.name })}
          onClick={() => onEdit(row)}
        >
          {t('recordsEdit')}
        </button>
        <button
          type="button"
          className={row.active ? 'danger' : undefined}
          aria-label={t(row.active ? 'recordsDeactivateName' : 'recordsActivateName', { name: row.name })}
          onClick={() => onToggle(row)}
        >
          {t(row.active ? 'recordsDeactivate' : 'recordsActivate')}
        </button>
      </>
    ),
  };
}
