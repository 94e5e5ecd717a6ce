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

  it('says the kilometres the base covers, the distance past them, and the night band with its amount', () => {
    const night: FareSummary = {
      amount: 87,
      currency: 'INR',
      distanceKm: 4.1,
      perKm: 12,
      baseKm: 3,
      breakdown: {
        base: 45,
        distance: 13,
        band: { from: '22:00', to: '06:00' },
        multiplier: 1.5,
        bandAdjustment: 29,
        minimumTopUp: 0,
        parcelSurcharge: 0,
      },
    };
    render(<FareBreakdownTable fare={night} caption="Fare" />);
    expect(screen.getByRole('table', { name: 'Fare' }).textContent).toBe(
      'FareBase fare (first 3 km)₹45Distance past 3 km (1.1 km x ₹12/km)₹13' +
        'Night fare 22:00–06:00 × 1.5₹29Total₹87',
    );
  });

  it('writes a band under 1 as a time-of-day fare taking money off, and leaves out a distance the base covers', () => {
    const early: FareSummary = {
      amount: 68,
      currency: 'INR',
      distanceKm: 2.4,
      perKm: 12,
      baseKm: 3,
      breakdown: {
        base: 45,
        distance: 0,
        band: { from: '06:00', to: '08:30' },
        multiplier: 0.8,
        bandAdjustment: -9,
        minimumTopUp: 32,
        parcelSurcharge: 0,
      },
    };
    render(<FareBreakdownTable fare={early} caption="Fare" />);
    expect(screen.getByRole('table', { name: 'Fare' }).textContent).toBe(
      'FareBase fare (first 3 km)₹45Time-of-day fare 06:00–08:30 × 0.8-₹9Minimum fare top-up₹32Total₹68',
    );
  });

  it('shows a band priced at 1 with its ₹0, and none for an order stored before bands', () => {
    const atOne = {
      ...fare.breakdown,
      band: { from: '09:00', to: '11:00' },
      multiplier: 1,
      bandAdjustment: 0,
    };
    render(<FareBreakdownTable fare={{ ...fare, breakdown: atOne }} caption="Banded" />);
    expect(screen.getByRole('table', { name: 'Banded' }).textContent).toContain(
      'Time-of-day fare 09:00–11:00 × 1₹0',
    );
    render(<FareBreakdownTable fare={fare} caption="Older" />);
    expect(screen.getByRole('table', { name: 'Older' }).querySelectorAll('tbody tr')).toHaveLength(3);
  });

  it('speaks Marathi, with its digits', () => {
    act(() => setPageLanguage('mr'));
    render(<FareBreakdownTable fare={fare} caption="भाडे" />);
    const table = screen.getByRole('table', { name: 'भाडे' });
    expect(table.textContent).toContain('मूळ भाडे₹३०');
    expect(table.textContent).toContain('एकूण₹१,२५०');
  });

  it('names the night band in Hindi and Marathi, hours and multiplier in their digits', async () => {
    await ensureCatalogue('common', 'hi');
    const night = {
      ...fare,
      baseKm: 3,
      breakdown: {
        ...fare.breakdown,
        band: { from: '23:00', to: '05:00' },
        multiplier: 1.25,
        bandAdjustment: 20,
      },
    };
    act(() => setPageLanguage('hi'));
    render(<FareBreakdownTable fare={night} caption="hi" />);
    expect(screen.getByRole('table', { name: 'hi' }).textContent).toContain(
      'रात का किराया 23:00–05:00 × 1.25₹20',
    );
    expect(screen.getByRole('table', { name: 'hi' }).textContent).toContain('बेस किराया (पहले 3 कि॰मी॰ तक)');
    cleanup();
    act(() => setPageLanguage('mr'));
    render(<FareBreakdownTable fare={night} caption="mr" />);
    expect(screen.getByRole('table', { name: 'mr' }).textContent).toContain(
      'रात्रीचे भाडे २३:००–०५:०० × १.२५₹२०',
    );
    expect(screen.getByRole('table', { name: 'mr' }).textContent).toContain('मूळ भाडे (पहिल्या ३ किमीपर्यंत)');
  });
});
