import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { readOrderHistory } from '@/lib/orders/order-history-view';
import { StatusTimeline } from './status-timeline';

beforeAll(() =>
  Promise.all(['history', 'common', 'cancellation'].map((area) => ensureCatalogue(area as never, 'en'))),
);
afterEach(cleanup);

describe('StatusTimeline', () => {
  it('says the rider accepted the offer when they took the order from one', () => {
    // Stored out of order: the timeline reads them oldest first.
    const entries = readOrderHistory([
      { n: 3, from: 'assigned', to: 'picked_up', by: { uid: 'r1', role: 'rider' } },
      { n: 1, from: null, to: 'pending', by: { uid: 'c1', role: 'customer' } },
      {
        n: 2,
        from: 'pending',
        to: 'assigned',
        by: { uid: 'r1', role: 'rider' },
        riderId: 'r1',
        viaOffer: true,
      },
    ]);
    render(<StatusTimeline entries={entries} />);
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines[1]).toMatch(/^Rider assigned .*, your rider accepted the offer$/);
    expect(lines[2]).toMatch(/^Picked up .* by your rider$/);
    expect(lines[2]).not.toContain('offer');
  });
});
