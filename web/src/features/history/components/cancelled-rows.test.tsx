import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderViewForTests } from '@/lib/orders/order-view-for-tests';
import { readPageIn } from '@/testing/page-language';
import { CancelledRows } from './cancelled-rows';

afterEach(cleanup);

const cancelled = orderViewForTests({
  status: 'cancelled',
  cancelReason: 'My plans changed',
  cancellationFee: { amountPaise: 2_450, payer: 'customer', riderId: 'r1' },
});

const rows = (order = cancelled) => {
  render(
    <dl>
      <CancelledRows order={order} />
    </dl>,
  );
  return screen.queryAllByRole('definition').map((row) => row.textContent);
};

describe('a cancelled order’s reason and fee', () => {
  describe('in English', () => {
    readPageIn('en', ['history', 'cancellation']);

    it('says why and what the customer will pay with their next trip', () => {
      expect(rows()).toEqual(['My plans changed', '₹24.50, added to your next trip’s receipt']);
    });

    it('shows a reason in the customer’s own words as written, and no fee a rider paid', () => {
      const own = { ...cancelled, cancelReason: 'Found a bus', cancellationFee: null };
      expect(rows(own)).toEqual(['Found a bus']);
      cleanup();
      const ridersFee = {
        ...cancelled,
        cancellationFee: { ...cancelled.cancellationFee!, payer: 'rider' as const },
      };
      expect(rows(ridersFee)).toEqual(['My plans changed']);
    });

    it('shows nothing on an order that is not cancelled', () => {
      expect(rows({ ...cancelled, status: 'assigned' })).toEqual([]);
    });
  });

  describe('in Marathi', () => {
    readPageIn('mr', ['history', 'cancellation']);

    it('says a listed reason and the fee in Marathi', () => {
      const [reason, fee] = rows();
      expect(reason).toBe('माझा प्लॅन बदलला');
      expect(fee).toMatch(/^₹२४\.५०, तुमच्या पुढच्या प्रवासाच्या पावतीत जोडले जाईल$/);
    });
  });
});
