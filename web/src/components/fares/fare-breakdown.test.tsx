import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue, setPageLanguage } from '@/lib/i18n/i18n-store';
import { FareBreakdownTable, type FareSummary } from './fare-breakdown';

const fare: FareSummary = {
  amount: 1250,
  currency: 'INR',
  distanceKm: 4.2,
  perKm: 12,
  breakdown: { base: 30, distance: 50, minimumTopUp: 0, parcelSurcharge: 1170 },
};

beforeAll(() => Promise.all([ensureCatalogue('common', 'en'), ensureCatalogue('common', 'mr')]));
afterEach(() => {
  cleanup();
  act(() => setPageLanguage('en'));
});

describe('FareBreakdownTable', () => {
  it('writes whole rupees, the distance with its rate, and leaves out the lines of zero', () => {
    render(<FareBreakdownTable fare={fare} caption="Fare estimate" />);
    const text = screen.getByRole('table', { name: 'Fare estimate' }).textContent;
    expect(text).toBe(
      'Fare estimateBase fare₹30Distance (4.2 km x ₹12/km)₹50Parcel size surcharge₹1,170Total₹1,250',
    );
  });

  it('names a distance without its rate when the order did not keep one', () => {
    render(<FareBreakdownTable fare={{ ...fare, perKm: undefined }} caption="Fare" />);
    expect(screen.getByRole('table', { name: 'Fare' }).textContent).toBe(
      'FareBase fare₹30Distance (4.2 km)₹50Parcel size surcharge₹1,170Total₹1,250',
    );
  });

  it('speaks Marathi, with its digits', () => {
    act(() => setPageLanguage('mr'));
    render(<FareBreakdownTable fare={fare} caption="भाडे" />);
    const table = screen.getByRole('table', { name: 'भाडे' });
    expect(table.textContent).toContain('मूळ भाडे₹३०');
    expect(table.textContent).toContain('एकूण₹१,२५०');
  });
});
