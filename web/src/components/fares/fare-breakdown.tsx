import type { StoredFareBreakdown } from '@dropwise/domain/fares';
import { useMoney } from '@/lib/fares/use-money';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import './fare-breakdown.css';

export interface FareSummary {
  amount: number;
  currency: string;
  distanceKm: number | null;
  /** Rate per km; absent on orders stored before it was kept. */
  perKm?: number;
  breakdown: StoredFareBreakdown;
}

/**
 * A fare as receipt lines and a total; used for the estimate and on the order page. Lines of zero
 * are left out; the distance line names the km and the rate when the fare carries it (orders
 * stored before it did may not), the same lines on every screen.
 */
export function FareBreakdownTable({ fare, caption }: { fare: FareSummary; caption: string }) {
  const t = useT('common');
  const f = useFormat();
  const money = useMoney();
  const { base, distance, minimumTopUp, parcelSurcharge } = fare.breakdown;
  const lines: Array<[string, string, number]> = [['base', t('fareBase'), base]];
  if (fare.distanceKm !== null && (distance > 0 || fare.perKm !== undefined)) {
    const km = f.distanceKm(fare.distanceKm);
    lines.push([
      'distance',
      fare.perKm === undefined
        ? t('fareDistanceOnly', { distance: km })
        : t('fareDistance', { distance: km, rate: money(fare.perKm, fare.currency) }),
      distance,
    ]);
  }
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
