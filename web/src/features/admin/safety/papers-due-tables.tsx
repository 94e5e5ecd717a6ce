import { useT } from '@/lib/i18n/use-t';
import type { PapersRider } from '@/features/admin/api/use-papers-due';
import { type Column, RecordTable } from '@/features/admin/components/record-table';
import type { DueRider } from './papers-due';
import { usePapersColumn } from './papers-link-column';
import { useDay } from './papers-state-view';

/** A read list as the tables show it. */
export interface ListState<T> {
  rows: T[];
  status: 'loading' | 'error' | 'success';
  /** The read stopped at its limit: there may be more. */
  cut: boolean;
}

function useRiderColumns<T>(riderOf: (row: T) => PapersRider): Column<T>[] {
  const t = useT('safetyDesk');
  return [
    {
      label: t('columnRider'),
      cell: (row) => {
        const { name, active } = riderOf(row);
        return active ? name : t('dueDeactivated', { name });
      },
    },
    { label: t('columnPhone'), cell: (row) => riderOf(row).phone },
  ];
}

function Table<T extends { id: string }>({
  label,
  list,
  columns,
  empty,
}: {
  label: string;
  list: ListState<T>;
  columns: Column<T>[];
  empty: string;
}) {
  const t = useT('safetyDesk');
  return (
    <>
      <RecordTable
        label={label}
        list={{ ...list, error: list.status === 'error' ? t('listFailed') : null }}
        columns={columns}
        loadingLabel={t('listLoading')}
        emptyLabel={empty}
      />
      {list.cut ? <p className="muted">{t('listCut', { count: list.rows.length })}</p> : null}
    </>
  );
}

/** Riders whose papers end soon or have ended, soonest first; the expired marked. */
export function DueTable({ list, empty }: { list: ListState<DueRider>; empty: string }) {
  const t = useT('safetyDesk');
  const day = useDay();
  const riderOf = (row: DueRider) => row.rider;
  const columns: Column<DueRider>[] = [
    ...useRiderColumns(riderOf),
    { label: t('columnEnds'), cell: (row) => day(row.until) },
    {
      label: t('columnState'),
      cell: (row) =>
        row.expired ? (
          <span className="papers-expired">{t('dueExpired', { days: -row.days })}</span>
        ) : (
          t('dueIn', { days: row.days })
        ),
    },
    usePapersColumn(riderOf),
  ];
  return <Table label={t('dueHeading')} list={list} columns={columns} empty={empty} />;
}

/** Riders whose papers are incomplete, by name. */
export function IncompleteTable({ list, empty }: { list: ListState<PapersRider>; empty: string }) {
  const riderOf = (row: PapersRider) => row;
  const t = useT('safetyDesk');
  const columns = [...useRiderColumns(riderOf), usePapersColumn(riderOf)];
  return <Table label={t('incompleteHeading')} list={list} columns={columns} empty={empty} />;
}
