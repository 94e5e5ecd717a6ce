import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { readPageIn } from '@/testing/page-language';
import { receiptForTests as ride } from '@/features/receipt/api/receipt-for-tests';
import { ReceiptView } from './receipt-view';

beforeAll(() => Promise.all([ensureCatalogue('receipt', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const fareLines = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));

/** A ₹75 ride that also collected two earlier orders' cancellation fees. */
const withFees = ride({
  earlierFees: [
    { orderId: 'Qx7bP2mNa8c0dE4fG6hJ1kLm', amountPaise: 2400 },
    { orderId: 'Zz9yX8wV7u6t5s4r3q2p1o0n', amountPaise: 850 },
  ],
  totalPaise: 10750,
});

describe('a receipt that collects earlier cancellation fees', () => {
  it('lists each fee as its own line, after the tax and in the total', () => {
    render(<ReceiptView receipt={withFees} />);
    expect(fareLines().slice(-4)).toEqual([
      ['Tax (0%)', '₹0'],
      ['Cancellation fee, order Qx7bP2mN', '₹24'],
      ['Cancellation fee, order Zz9yX8wV', '₹8.50'],
      ['Total', '₹107.50'],
    ]);
  });

  it('has no such line when there were none', () => {
    render(<ReceiptView receipt={ride()} />);
    expect(fareLines().some(([label]) => label?.startsWith('Cancellation fee'))).toBe(false);
  });
});

describe('earlier cancellation fees in Hindi', () => {
  readPageIn('hi', ['receipt']);

  it('names the fee in Hindi', () => {
    render(<ReceiptView receipt={withFees} />);
    expect(fareLines()[fareLines().length - 3]).toEqual(['रद्द करने का शुल्क, ऑर्डर Qx7bP2mN', '₹24']);
  });
});
