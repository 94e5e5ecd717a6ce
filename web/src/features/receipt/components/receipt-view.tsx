import { type ReactNode, useEffect } from 'react';
import { useFareLineLabels } from '@/lib/fares/fare-line-labels';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';
import type { Receipt } from '@/features/receipt/api/get-receipt';
import { EarlierFeeRows } from './earlier-fee-rows';
import './receipt.css';

/** A receipt line: what it is for, and its amount already formatted. */
type Line = { key: string; label: string; amount: string };

/** One fact of the receipt: what it is, and what it says. */
function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/**
 * A delivered order's receipt, laid out to print on one A4 page: who issued it, its number and
 * date, the trip, the fare line by line, the tax (its line is there at 0 % too, so a receipt
 * always says what tax was charged), the total, how it was paid and who the rider was. Saving it
 * as PDF takes the page title as the file's name, so the title carries the receipt number.
 */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const t = useT('receipt');
  const common = useT('common');
  const labels = useDomainLabels();
  const format = useFormat();
  const paise = usePaise();
  const label = useFareLineLabels();
  const { fare } = receipt;
  const rupeesPerKm = (rupees: number) => paise(Math.round(rupees * 100));

  useEffect(() => {
    const before = document.title;
    document.title = t('documentTitle', { number: receipt.receiptNumber });
    return () => {
      document.title = before;
    };
  }, [t, receipt.receiptNumber]);

  const baseKm = fare.baseKm ?? 0;
  const lines: Line[] = [{ key: 'base', label: label.base(baseKm), amount: paise(fare.basePaise) }];
  const km = receipt.distanceKm;
  // A trip the base covers has no distance to charge: its base line already says so.
  if ((km !== null && (!baseKm || km > baseKm)) || fare.distancePaise > 0) {
    const rate = fare.perKm === null ? undefined : rupeesPerKm(fare.perKm);
    lines.push({
      key: 'distance',
      label: km === null ? t('distance') : label.distance({ km, rate, baseKm }),
      amount: paise(fare.distancePaise),
    });
  }
  // Receipts of orders priced before time bands have no band, and no line for one.
  if (fare.band)
    lines.push({
      key: 'band',
      label: label.band(fare.band, fare.multiplier),
      amount: paise(fare.bandAdjustmentPaise),
    });
  if (fare.minimumTopUpPaise > 0)
    lines.push({ key: 'minimum', label: common('fareMinimumTopUp'), amount: paise(fare.minimumTopUpPaise) });
  if (receipt.kind === 'parcel')
    lines.push({
      key: 'parcel',
      label: common('fareParcelSurcharge'),
      amount: paise(fare.parcelSurchargePaise),
    });
  const rate = format.number(receipt.taxRatePercent / 100, { style: 'percent', maximumFractionDigits: 2 });

  return (
    <article className="receipt" aria-labelledby="receipt-heading">
      <div className="receipt-head">
        <p className="receipt-brand">{common('brand')}</p>
        <h1 id="receipt-heading">{t('heading')}</h1>
      </div>
      <dl className="receipt-facts">
        <Fact term={t('receiptNumber')} className="receipt-number">
          {receipt.receiptNumber}
        </Fact>
        <Fact term={t('issuedAt')}>{format.dateTime(receipt.issuedAt)}</Fact>
        <Fact term={t('order')}>{receipt.orderId}</Fact>
        <Fact term={t('trip')}>
          {t('tripLine', {
            kind: labels.kind(receipt.kind),
            vehicle: labels.vehicle(receipt.vehicleType, receipt.vehicleLabel),
          })}
        </Fact>
        <Fact term={t('pickup')}>{receipt.pickup.label}</Fact>
        <Fact term={t('dropOff')}>{receipt.dropOff.label}</Fact>
        {receipt.distanceKm !== null ? (
          <Fact term={t('distance')}>{format.distanceKm(receipt.distanceKm)}</Fact>
        ) : null}
      </dl>
      <table className="receipt-fare">
        <caption>{t('fareCaption')}</caption>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.label}</th>
              <td>{line.amount}</td>
            </tr>
          ))}
          <tr className="receipt-subtotal">
            <th scope="row">{t('fare')}</th>
            <td>{paise(fare.farePaise)}</td>
          </tr>
          <tr>
            <th scope="row">{t('tax', { rate })}</th>
            <td>{paise(receipt.taxPaise)}</td>
          </tr>
          <EarlierFeeRows fees={receipt.earlierFees ?? []} />
        </tbody>
        <tfoot>
          <tr className="receipt-total">
            <th scope="row">{common('fareTotal')}</th>
            <td>{paise(receipt.totalPaise)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="receipt-facts">
        <Fact term={t('paymentMethod')}>
          {receipt.paymentMethod === 'cash' ? t('cash') : receipt.paymentMethod}
        </Fact>
        {receipt.riderFirstName ? <Fact term={t('rider')}>{receipt.riderFirstName}</Fact> : null}
      </dl>
      <p className="receipt-thanks">{t('thanks')}</p>
    </article>
  );
}
