import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { CancellationFeesList } from './cancellation-fees';

beforeAll(() => ensureCatalogue('admin', 'en'));
afterEach(cleanup);

describe('the cash screen’s cancellation fees', () => {
  it('lists each fee with who paid it, the order, the reason and the amount', async () => {
    render(
      <CancellationFeesList
        fees={{
          status: 'ready',
          entries: [
            {
              id: 'fee-a',
              payer: 'customer',
              riderId: 'r1',
              riderName: 'Kiran Jadhav',
              orderId: 'order-a',
              amountPaise: 2_450,
              note: 'My plans changed',
              createdAt: new Date('2026-11-28T10:00:00+05:30'),
            },
            {
              id: 'fee-b',
              payer: 'rider',
              riderId: 'r2',
              riderName: 'Sunil More',
              orderId: 'order-b',
              amountPaise: 10_000,
              note: 'Going home',
              createdAt: null,
            },
          ],
        }}
      />,
    );
    const rows = await screen.findAllByRole('row');
    expect(rows[1]!.textContent).toMatch(/Customer.*Kiran Jadhav.*order-a.*My plans changed.*₹24\.50/);
    expect(rows[2]!.textContent).toMatch(/Rider.*Sunil More.*order-b.*Going home.*₹100\.00/);
  });

  it('says when there are none, and when they cannot load', async () => {
    const { rerender } = render(<CancellationFeesList fees={{ status: 'ready', entries: [] }} />);
    await screen.findByText('No cancellation fees yet.');
    rerender(<CancellationFeesList fees={{ status: 'error' }} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
  });
});
