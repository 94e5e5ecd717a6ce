import { breakdownLines, type FareBreakdown, formatMoney } from '@domain/fares';
import './fare-breakdown.css';

export interface FareSummary {
  amount: number;
  currency: string;
  distanceKm: number | null;
  /** Rate per km; absent on orders stored before it was kept. */
  perKm?: number;
  breakdown: FareBreakdown;
}

/** A fare as receipt lines and a total; used for the estimate and on the order page. */
export function FareBreakdownTable({ fare, caption }: { fare: FareSummary; caption: string }) {
  return (
    <table className="fare-table">
      <caption>{caption}</caption>
      <tbody>
        {breakdownLines(fare).map(([label, amount]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{formatMoney(amount, fare.currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>
            <strong>{formatMoney(fare.amount, fare.currency)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
