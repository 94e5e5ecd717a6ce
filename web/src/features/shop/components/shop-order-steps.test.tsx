import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrderHistory } from '@/lib/orders/order-history-view';
import { readPageIn } from '@/testing/page-language';
import { ShopOrderSteps } from './shop-order-steps';

afterEach(cleanup);

const steps = readOrderHistory([
  { n: 0, from: null, to: 'pending', by: { uid: 's1', role: 'customer' } },
  { n: 1, from: 'pending', to: 'cancelled', by: { uid: 'a1', role: 'admin' }, reason: 'My plans changed' },
  { n: 2, from: 'cancelled', to: 'cancelled', by: { uid: 'a1', role: 'admin' }, reason: 'Shop closed early' },
]);

describe("the shop's order steps", () => {
  describe('in Hindi', () => {
    readPageIn('hi', ['shop', 'cancellation', 'common']);

    it('gives a listed reason in the reader’s language and one in someone’s own words as written', () => {
      render(<ShopOrderSteps steps={steps} />);
      const lines = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
      expect(lines[1]).not.toContain('My plans changed');
      expect(lines[1]).toContain('मेरा प्लान बदल गया');
      expect(lines[2]).toContain('Shop closed early');
    });
  });
});
