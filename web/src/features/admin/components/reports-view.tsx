import { useState } from 'react';
import { SelectField } from '@/components/form';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useDay, useCashAmount } from '@/features/admin/hooks/use-cash-amount';
import {
  REPORT_CITY_CHOICES,
  type ReportCityChoice,
  type ReportDay,
  reportDays,
  reportTotal,
} from '@/features/admin/lib/daily-totals';
import { downloadCsv } from '@/features/admin/lib/download-csv';
import { paiseAsRupeeText } from '@/lib/money/rupees';
import { DayBarChart } from './day-bar-chart';
import { FigureCells, FiguresTable } from './figures-table';

const CITY_LABELS: Record<ReportCityChoice, MessageKey<'admin'>> = {
  all: 'reportsCityAll',
  pune: 'reportsCityPune',
  agra: 'reportsCityAgra',
  other: 'reportsCityOther',
};

const TABLE_HEADINGS: MessageKey<'admin'>[] = [
  'reportsDay',
  'reportsBooked',
  'reportsDelivered',
  'reportsCancelled',
  'reportsFailedTrips',
  'reportsFares',
  'reportsCashCollected',
  'reportsFeesCharged',
  'reportsFeesCollected',
  'reportsAssignMinutes',
  'reportsPickupMinutes',
];

const CSV_HEADERS: MessageKey<'admin'>[] = [
  'csvDate',
  'csvCity',
  'csvBooked',
  'csvDelivered',
  'csvCancelled',
  'csvFailed',
  'csvFaresInr',
  'csvCashCollectedInr',
  'csvFeesChargedInr',
  'csvFeesCollectedInr',
  'csvAvgAssignMinutes',
  'csvAvgPickupMinutes',
];

const oneDecimal = (minutes: number | null) => (minutes === null ? null : Math.round(minutes * 10) / 10);

/**
 * The Reports screen's figures for the days given (oldest first): a city choice, trips booked and
 * delivered per day as a chart, and a table of each day, newest first, with the period's totals,
 * downloadable as CSV. A day without a stored document had nothing happen.
 */
export function ReportsView({
  days,
  stored,
}: {
  days: readonly string[];
  stored: ReadonlyMap<string, unknown>;
}) {
  const t = useT('admin');
  const { number } = useFormat();
  const paise = useCashAmount();
  const dayText = useDay();
  const [city, setCity] = useState<ReportCityChoice>('all');
  const rows = reportDays(days, stored, city);
  const total = reportTotal(rows);
  const newestFirst = [...rows].reverse();
  const minutes = (value: number | null) =>
    value === null ? t('noValue') : number(value, { maximumFractionDigits: 1 });
  const figures = (row: ReportDay) => [
    number(row.booked),
    number(row.delivered),
    number(row.cancelled),
    number(row.failed),
    paise(row.faresPaise),
    paise(row.cashCollectedPaise),
    paise(row.feesChargedPaise),
    paise(row.feesCollectedPaise),
    minutes(row.assignMinutes),
    minutes(row.pickupMinutes),
  ];
  const download = () =>
    downloadCsv(
      `dropwise-reports-${city}-${days[0] ?? ''}-${days[days.length - 1] ?? ''}.csv`,
      CSV_HEADERS.map((header) => t(header)),
      newestFirst.map((row) => [
        row.day,
        city,
        row.booked,
        row.delivered,
        row.cancelled,
        row.failed,
        paiseAsRupeeText(row.faresPaise),
        paiseAsRupeeText(row.cashCollectedPaise),
        paiseAsRupeeText(row.feesChargedPaise),
        paiseAsRupeeText(row.feesCollectedPaise),
        oneDecimal(row.assignMinutes),
        oneDecimal(row.pickupMinutes),
      ]),
    );

  return (
    <>
      <div className="filters">
        <SelectField
          id="reports-city"
          label={t('reportsCity')}
          value={city}
          onChange={(event) => setCity(event.target.value as ReportCityChoice)}
        >
          {REPORT_CITY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(CITY_LABELS[choice])}
            </option>
          ))}
        </SelectField>
      </div>
      <DayBarChart
        days={rows}
        series={[
          { key: 'booked', label: t('reportsBooked'), colour: '#2f6fde' },
          { key: 'delivered', label: t('reportsDelivered'), colour: '#1a7f4b' },
        ]}
        layout="grouped"
        caption={t('reportsChartCaption', {
          days: days.length,
          booked: total.booked,
          delivered: number(total.delivered),
        })}
        plotLabel={t('reportsChartLabel', { days: days.length })}
      />
      <FiguresTable
        caption={t('reportsTableCaption')}
        headings={TABLE_HEADINGS}
        total={{ label: t('reportsTotal', { days: days.length }), figures: figures(total) }}
      >
        {newestFirst.map((row) => (
          <tr key={row.day} data-day={row.day}>
            <th scope="row">
              <time dateTime={row.day}>{dayText(row.day)}</time>
            </th>
            <FigureCells figures={figures(row)} />
          </tr>
        ))}
      </FiguresTable>
      <p className="actions">
        <button type="button" className="secondary" onClick={download}>
          {t('reportsDownload')}
        </button>
      </p>
    </>
  );
}
