import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { readPageIn } from '@/testing/page-language';
import { receiptForTests as ride } from '@/features/receipt/api/receipt-for-tests';
import { ReceiptView } from './receipt-view';

beforeAll(() => Promise.all([ensureCatalogue('receipt', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

/** The fare table's lines: what each is for, and its amount. */
function fareLines(): string[][] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** The receipt's facts, term by term. */
function facts(): Record<string, string> {
  const terms = screen.getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('ReceiptView', () => {
  it('heads the receipt with Dropwise, its number, and the delivery’s date and time in India', () => {
    render(<ReceiptView receipt={ride()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Receipt');
    screen.getByText('Dropwise');
    expect(facts()).toMatchObject({
      'Receipt number': 'DW/2627/K7Q/0123',
      Order: 'order-42',
      Trip: 'Ride · Bike',
      Pickup: 'Pune Railway Station',
      'Drop-off': 'Shaniwar Wada',
      Distance: '6.3 km',
      'Payment method': 'Cash',
      Rider: 'Ravi',
    });
    expect(facts()['Date and time']).toMatch(/^26 Nov 2026, 3:30\spm$/);
    expect(document.title).toBe('Receipt DW/2627/K7Q/0123 · Dropwise');
  });

  it('lists the fare line by line, with the tax line at 0 % too', () => {
    render(<ReceiptView receipt={ride()} />);
    screen.getByRole('table', { name: 'Fare breakdown' });
    expect(fareLines()).toEqual([
      ['Base fare', '₹25'],
      ['Distance (6.3 km x ₹8/km)', '₹50'],
      ['Fare', '₹75'],
      ['Tax (0%)', '₹0'],
      ['Total', '₹75'],
    ]);
  });

  it('says the kilometres the base covered and the time band with what it took off', () => {
    render(
      <ReceiptView
        receipt={ride({
          distanceKm: 6.3,
          fare: {
            ...ride().fare,
            basePaise: 3000,
            distancePaise: 2640,
            baseKm: 3,
            band: { from: '13:00', to: '16:00' },
            multiplier: 0.75,
            bandAdjustmentPaise: -1410,
            farePaise: 4230,
          },
          totalPaise: 4230,
        })}
      />,
    );
    expect(fareLines()).toEqual([
      ['Base fare (first 3 km)', '₹30'],
      ['Distance past 3 km (3.3 km x ₹8/km)', '₹26.40'],
      ['Time-of-day fare 13:00–16:00 × 0.75', '-₹14.10'],
      ['Fare', '₹42.30'],
      ['Tax (0%)', '₹0'],
      ['Total', '₹42.30'],
    ]);
  });

  it('adds the minimum top-up when there is one, the parcel surcharge for a parcel, and tax with paise', () => {
    render(
      <ReceiptView
        receipt={ride({
          kind: 'parcel',
          vehicleType: 'tempo',
          vehicleLabel: 'Tempo',
          distanceKm: 1.2,
          fare: {
            ...ride().fare,
            basePaise: 2500,
            distancePaise: 1000,
            perKm: 8,
            minimumTopUpPaise: 500,
            parcelSurchargePaise: 2000,
            farePaise: 6000,
          },
          taxRatePercent: 5,
          taxPaise: 300,
          totalPaise: 6300,
          riderFirstName: null,
        })}
      />,
    );
    expect(fareLines()).toEqual([
      ['Base fare', '₹25'],
      ['Distance (1.2 km x ₹8/km)', '₹10'],
      ['Minimum fare top-up', '₹5'],
      ['Parcel size surcharge', '₹20'],
      ['Fare', '₹60'],
      ['Tax (5%)', '₹3'],
      ['Total', '₹63'],
    ]);
    expect(facts().Trip).toBe('Parcel · Tempo');
    expect(facts()).not.toHaveProperty('Rider');
  });

  it('shows paise where a line has them, and a distance without its rate on an older order', () => {
    render(
      <ReceiptView
        receipt={ride({
          fare: { ...ride().fare, perKm: null },
          taxRatePercent: 2.5,
          taxPaise: 188,
          totalPaise: 7688,
        })}
      />,
    );
    expect(fareLines().slice(1)).toEqual([
      ['Distance (6.3 km)', '₹50'],
      ['Fare', '₹75'],
      ['Tax (2.5%)', '₹1.88'],
      ['Total', '₹76.88'],
    ]);
  });

  it('leaves the distance out when it is not known', () => {
    render(
      <ReceiptView
        receipt={ride({ distanceKm: null, fare: { ...ride().fare, distancePaise: 0, farePaise: 2500 } })}
      />,
    );
    expect(fareLines().map(([label]) => label)).toEqual(['Base fare', 'Fare', 'Tax (0%)', 'Total']);
    expect(facts()).not.toHaveProperty('Distance');
  });
});

describe('ReceiptView in Hindi', () => {
  readPageIn('hi', ['receipt']);

  it('says every line in Hindi', () => {
    render(<ReceiptView receipt={ride()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('रसीद');
    expect(fareLines().map(([label]) => label)).toEqual([
      'बेस किराया',
      'दूरी (6.3 कि॰मी॰ x ₹8/कि.मी.)',
      'किराया',
      'टैक्स (0%)',
      'कुल',
    ]);
    expect(facts()['भुगतान का तरीका']).toBe('नकद');
  });
});
