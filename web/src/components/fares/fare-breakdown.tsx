import type { StoredFareBreakdown } from '@dropwise/domain/fares';
import { useFareLineLabels } from '@/lib/fares/fare-line-labels';
import { useMoney } from '@/lib/fares/use-money';
import { useT } from '@/lib/i18n/use-t';
import './fare-breakdown.css';

export interface FareSummary {
  amount: number;
  currency: string;
  distanceKm: number | null;
  /** Rate per km; absent on orders stored before it was kept. */
  perKm?: number;
  /** The kilometres the base covered; absent on orders stored before it was kept. */
  baseKm?: number;
  breakdown: StoredFareBreakdown;
}

/**
 * A fare as receipt lines and a total; used for the estimate and on the order page. Lines of zero
 * are left out; the base says the kilometres it covers, the distance line names the km past them
 * and the rate when the fare carries it (orders stored before it did may not), and the time band
 * the trip was priced in has a line of its own (negative for a band under 1; orders priced before
 * bands have none). The same lines on every screen.
 */
export function FareBreakdownTable({ fare, caption }: { fare: FareSummary; caption: string }) {
  const t = useT('common');
  const money = useMoney();
  const label = useFareLineLabels();
  const { base, distance, band, multiplier, bandAdjustment, minimumTopUp, parcelSurcharge } = fare.breakdown;
  const baseKm = fare.baseKm ?? 0;
  const lines: Array<[string, string, number]> = [['base', label.base(baseKm), base]];
  const km = fare.distanceKm;
  // A trip the base covers has no distance to charge: its base line already says so.
  if (km !== null && (distance > 0 || (fare.perKm !== undefined && (!baseKm || km > baseKm)))) {
    const rate = fare.perKm === undefined ? undefined : money(fare.perKm, fare.currency);
    lines.push(['distance', label.distance({ km, rate, baseKm }), distance]);
  }
  if (band) lines.push(['band', label.band(band, multiplier ?? 1), bandAdjustment ?? 0]);
  if (minimumTopUp > 0) lines.push(['minimum', t('fareMinimumTopUp'), minimumTopUp]);
  if (parcelSurcharge > 0) lines.push(['parcel', t('fareParcelSurcharge'), parcelSurcharge]);

  return (
    <table className="fare-table">
      <caption>{caption}</caption>
      <tbody>
        {lines.map(([key, label, amount]) => (
          <tr key={key}>
            <th scope="row">{label}</th>
            <td>{money(amount, fare.currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('fareTotal')}</th>
          <td>
            <strong>{money(fare.amount, fare.currency)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
