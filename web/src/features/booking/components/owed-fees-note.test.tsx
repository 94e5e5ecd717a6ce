import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { readPageIn } from '@/testing/page-language';
import { readOwedFees } from '@/features/booking/api/use-owed-fees';
import { OwedFeesNote } from './owed-fees-note';

beforeAll(() => Promise.all([ensureCatalogue('cancellation', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

describe('readOwedFees', () => {
  it('adds up what each earlier order owes, leaving out odd amounts', () => {
    expect(readOwedFees({ owed: { a: 2400, b: 850, c: -5, d: 1.5, e: 'x' } })).toEqual({
      totalPaise: 3250,
      orders: 2,
    });
    expect(readOwedFees(undefined)).toEqual({ totalPaise: 0, orders: 0 });
    expect(readOwedFees({ owed: null })).toEqual({ totalPaise: 0, orders: 0 });
  });
});

describe('OwedFeesNote', () => {
  it('says what the fare will also carry, for one earlier order or more', () => {
    const { rerender } = render(<OwedFeesNote owed={{ totalPaise: 2400, orders: 1 }} />);
    screen.getByText('Your fare will also carry ₹24 in cancellation fees from an earlier order.');
    rerender(<OwedFeesNote owed={{ totalPaise: 3250, orders: 2 }} />);
    screen.getByText('Your fare will also carry ₹32.50 in cancellation fees from 2 earlier orders.');
  });

  it('says nothing when nothing is owed or it is not known yet', () => {
    const { container, rerender } = render(<OwedFeesNote owed={{ totalPaise: 0, orders: 0 }} />);
    expect(container.textContent).toBe('');
    rerender(<OwedFeesNote owed={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('OwedFeesNote in Hindi', () => {
  readPageIn('hi', ['cancellation']);

  it('says it in Hindi', () => {
    render(<OwedFeesNote owed={{ totalPaise: 2400, orders: 1 }} />);
    screen.getByText('पहले रद्द किए गए एक ऑर्डर का ₹24 शुल्क भी आपके किराये में जुड़ेगा।');
  });
});
