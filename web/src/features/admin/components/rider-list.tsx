import { shopNameOf } from '@/features/admin/lib/shop-name';
import type { ReactNode } from 'react';
import type { RiderRecord } from '@/features/admin/api/rider-records';
import type { ShopRecord } from '@/features/admin/api/shop-records';
import { ridersCsv } from '@/features/admin/api/rider-records';
import { useRiderPages } from '@/features/admin/api/use-rider-pages';
import { RiderSearch } from './rider-search';
import { PagedRecordTable } from './paged-record-table';
import { editAndToggleColumn, fieldColumns, statusColumn } from './record-columns';
import type { Column } from './record-table';
import { TitledSection } from '@/components/titled-section';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useNow } from '@/lib/trip/use-now';
import { useRiderPositions } from '@/features/admin/api/use-rider-positions';
import { reportAge, riderOnDuty } from '@/features/admin/lib/riders-on-duty';

interface RiderListProps {
  search: string;
  onSearch: (search: string) => void;
  /** A new value reads the list again. */
  version: number;
  shops: ShopRecord[];
  onEdit: (rider: RiderRecord) => void;
  onToggleActive: (rider: RiderRecord) => void;
  /** Columns the page adds before Status (the papers link). */
  extraColumns?: Column<RiderRecord>[];
}

/**
 * Every rider by name, searchable, paged, with whether they are on duty (and when they last
 * reported), Edit and Activate/Deactivate per row.
 */
export function RiderList({
  search,
  onSearch,
  version,
  shops,
  onEdit,
  onToggleActive,
  extraColumns = [],
}: RiderListProps) {
  const t = useT('admin');
  const pages = useRiderPages({ search }, version);
  const positions = useRiderPositions();
  const now = useNow(15_000);
  const { number } = useFormat();
  const duty = (rider: RiderRecord) => {
    const position = positions.get(rider.id);
    if (!riderOnDuty(rider, position, now)) return <span className="duty-off">{t('ridersOffDuty')}</span>;
    const muted = (chunks: ReactNode[]) => <span className="muted">{chunks}</span>;
    return (
      <span className="duty-on-label">
        {position
          ? t.rich('ridersOnDutyReported', { ...reportAge(now - position.at), muted })
          : t.rich('ridersOnDutyNoPosition', { muted })}
      </span>
    );
  };
  const shopName = (id: string | null) => shopNameOf(shops, id, t('ridersNoShop'));
  const columns: Column<RiderRecord>[] = [
    ...fieldColumns<RiderRecord>({
      name: t('recordsName'),
      phone: t('recordsPhone'),
      email: t('recordsEmail'),
      vehicleType: t('recordsVehicle'),
    }),
    { label: t('ridersShop'), cell: (rider) => shopName(rider.shopId) },
    { label: t('ridersDuty'), cell: duty },
    {
      label: t('ridersRating'),
      cell: (rider) =>
        rider.rating
          ? t('ridersRatingValue', {
              average: number(rider.rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              count: number(rider.rating.count),
            })
          : t('noValue'),
    },
    ...extraColumns,
    statusColumn(t, t('recordsInactive')),
    editAndToggleColumn(t, onEdit, onToggleActive),
  ];
  return (
    <TitledSection title={t('ridersAll')}>
      <RiderSearch label={t('ridersSearch')} value={search} onSearch={onSearch} />
      <PagedRecordTable
        pages={pages}
        columns={columns}
        label={t('ridersPager')}
        loadingLabel={t('ridersLoading')}
        csv={ridersCsv}
      />
    </TitledSection>
  );
}
