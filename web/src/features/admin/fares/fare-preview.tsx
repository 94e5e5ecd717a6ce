import { DEFAULT_FARE_TABLE } from '@dropwise/domain/default-fare-table';
import { type TimeBand, timeBandSchema } from '@dropwise/domain/fare-bands';
import { instantInBand, quoteDistance } from '@dropwise/domain/fare-preview';
import { type FareTable, vehicleFareSchema } from '@dropwise/domain/fares';
import { useWatch } from 'react-hook-form';
import { ColumnHeads } from '@/components/column-heads';
import { useMoney } from '@/lib/fares/use-money';
import { useT } from '@/lib/i18n/use-t';
import type { FareForm } from './fare-form';
import { TableScroll } from '@/components/table-scroll';

/** The trip lengths the preview prices, in km. */
export const PREVIEW_KM = [2, 5, 12] as const;

/** The table as far as it is valid: the vehicle (or null while its rates are not) and the sound bands. */
function previewTable(type: string, vehicle: unknown, bands: unknown): FareTable | null {
  const rates = vehicleFareSchema.safeParse(vehicle);
  if (!rates.success) return null;
  const timeBands = (Array.isArray(bands) ? bands : []).flatMap((band) => {
    const parsed = timeBandSchema.safeParse(band);
    return parsed.success ? [parsed.data] : [];
  });
  return { ...DEFAULT_FARE_TABLE, vehicles: { [type]: rates.data }, parcelVehicleType: type, timeBands };
}

/**
 * What a 2, 5 and 12 km trip by this vehicle costs now and in each band, from the rates as typed:
 * the same pricing quotes use, so the figures are what a customer would be quoted.
 */
export function FarePreview({ form, type }: { form: FareForm; type: string }) {
  const t = useT('admin');
  const money = useMoney();
  const [vehicle, bands] = useWatch({ control: form.control, name: [`vehicles.${type}`, 'timeBands'] });
  const table = previewTable(type, vehicle, bands);
  if (!table) return <p className="muted">{t('faresPreviewUnavailable')}</p>;
  const now = Date.now();
  const columns: Array<[string, number]> = [
    [t('faresPreviewNow'), now],
    ...(table.timeBands ?? []).map((band: TimeBand): [string, number] => [
      t('faresPreviewBand', band),
      instantInBand(band, now),
    ]),
  ];
  const caption = t('faresPreview', { type: vehicle?.label || type });
  return (
    <TableScroll label={caption}>
      <table className="figures-table fare-preview">
        <caption>{caption}</caption>
        <ColumnHeads labels={[t('faresPreviewTrip'), ...columns.map(([heading]) => heading)]} />
        <tbody>
          {PREVIEW_KM.map((km) => (
            <tr key={km}>
              <th scope="row">{t('faresPreviewKm', { km })}</th>
              {columns.map(([, at], column) => (
                <td key={column} className="numeric">
                  {money(quoteDistance(table, type, km, at).amount)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
