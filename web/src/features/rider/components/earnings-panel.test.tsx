import { cleanup, render, screen, within } from '@testing-library/react';
import type { FirestoreError } from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Live } from '@/lib/firebase/use-live';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { readPageIn } from '@/testing/page-language';
import type { RiderRating } from '@/features/rider/api/use-earnings';
import type { RiderCash } from '@/lib/money/rider-cash';
import type { RiderDay } from '@/features/rider/lib/earnings';
import { EarningsPanel } from './earnings-panel';

// The panel shows any refusal the same way; only the status matters to it.
const REFUSED = { status: 'error', error: new Error('refused') as FirestoreError } as const;

beforeAll(() => Promise.all([ensureCatalogue('rider', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const loaded = <T,>(data: T): Live<T> => ({ status: 'success', data });
const day = (date: string, trips: number, faresPaise: number, platformSharePaise: number): RiderDay => ({
  date,
  trips,
  faresPaise,
  platformSharePaise,
  earningsPaise: faresPaise - platformSharePaise,
  cancellationFeesPaise: 0,
});

// Thursday 26 November 2026; the week began on Monday the 23rd.
const TODAY = '2026-11-26';
const DAYS = [
  day('2026-11-22', 7, 70000, 14000), // last Sunday: in neither column
  day('2026-11-23', 2, 16000, 3200),
  day('2026-11-25', 1, 7750, 1550),
  day('2026-11-26', 3, 24050, 4810),
];
const CASH = loaded<RiderCash>({ collectedPaise: 60000, depositedPaise: 20000, cashInHandPaise: 40050 });
const RATING = loaded<RiderRating | null>({ average: 4.6, count: 23 });

/** The panel's table as rows of cells: the row's name, then today's and this week's. */
function tableRows(): string[][] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('EarningsPanel', () => {
  it('sums today and the week from Monday, leaving out the week before', () => {
    render(<EarningsPanel today={TODAY} days={loaded(DAYS)} cash={CASH} rating={RATING} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Earnings');
    screen.getByRole('table', { name: 'Earnings' });
    screen.getByRole('columnheader', { name: 'This week' });
    expect(tableRows()).toEqual([
      ['', 'Today', 'This week'],
      ['Trips', '3', '6'],
      ['Fares', '₹240.50', '₹478'],
      ["Platform's share", '₹48.10', '₹95.60'],
      ['Your earnings', '₹192.40', '₹382.40'],
    ]);
  });

  it('shows the week’s cancellation fees, taken off the earnings, when there are any', () => {
    // Tuesday: an order given back without a valid reason, and no trip that day.
    const fee = { ...day('2026-11-24', 0, 0, 0), earningsPaise: -800, cancellationFeesPaise: 800 };
    render(<EarningsPanel today={TODAY} days={loaded([...DAYS, fee])} cash={CASH} rating={RATING} />);
    expect(tableRows().slice(3)).toEqual([
      ["Platform's share", '₹48.10', '₹95.60'],
      ['Cancellation fees', '₹0', '-₹8'],
      ['Your earnings', '₹192.40', '₹374.40'],
    ]);
  });

  it('shows the cash the rider holds and their rating', () => {
    render(<EarningsPanel today={TODAY} days={loaded(DAYS)} cash={CASH} rating={RATING} />);
    const figures = screen.getAllByRole('definition').map((figure) => figure.textContent);
    expect(figures).toEqual(['₹400.50', '4.6 ★ from 23 trips']);
  });

  it('counts a day with no trips as zero, and a rider nobody has rated yet', () => {
    render(
      <EarningsPanel
        today="2026-11-30"
        days={loaded(DAYS)}
        cash={loaded({ collectedPaise: 0, depositedPaise: 0, cashInHandPaise: 0 })}
        rating={loaded(null)}
      />,
    );
    expect(tableRows()[1]).toEqual(['Trips', '0', '0']);
    expect(tableRows()[4]).toEqual(['Your earnings', '₹0', '₹0']);
    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      '₹0',
      'No ratings yet',
    ]);
  });

  it('says when the figures are loading or could not be loaded', () => {
    const { rerender } = render(
      <EarningsPanel
        today={TODAY}
        days={{ status: 'loading' }}
        cash={{ status: 'loading' }}
        rating={RATING}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<EarningsPanel today={TODAY} days={REFUSED} cash={REFUSED} rating={RATING} />);
    expect(screen.getByRole('alert').textContent).toBe('Your earnings could not be loaded.');
    expect(screen.getAllByRole('definition')[0]?.textContent).toBe('Could not be loaded');
  });
});

describe('EarningsPanel in Marathi', () => {
  readPageIn('mr', ['rider']);

  it('writes the figures in Devanagari digits', () => {
    render(<EarningsPanel today={TODAY} days={loaded(DAYS)} cash={CASH} rating={RATING} />);
    expect(tableRows()[0]).toEqual(['', 'आज', 'हा आठवडा']);
    expect(tableRows()[2]).toEqual(['भाडे', '₹२४०.५०', '₹४७८']);
    expect(screen.getAllByRole('definition')[1]?.textContent).toBe('२३ ट्रिपवरून ४.६ ★');
  });
});
