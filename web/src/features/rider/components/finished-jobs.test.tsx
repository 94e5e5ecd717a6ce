import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { orderViewForTests } from '@/lib/orders/order-view-for-tests';
import { FinishedJobs } from './finished-jobs';

beforeAll(() =>
  Promise.all([
    ensureCatalogue('rider', 'en'),
    ensureCatalogue('common', 'en'),
    ensureCatalogue('safety', 'en'),
  ]),
);
afterEach(cleanup);

const raiseSos = vi.fn(async () => ({
  alertId: 'a1',
  call: '112' as const,
  told: { contacts: [], admins: 1 },
}));
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('FinishedJobs', () => {
  it('keeps the SOS button on a trip that ended within 30 minutes, and not on an older one', () => {
    render(
      <FinishedJobs
        orders={[
          orderViewForTests({ id: 'recent', status: 'cancelled', updatedAt: minutesAgo(5) }),
          orderViewForTests({ id: 'older', status: 'cancelled', updatedAt: minutesAgo(45) }),
        ]}
        recordCash={vi.fn()}
        raiseSos={raiseSos}
      />,
    );
    const line = (id: string) => document.querySelector<HTMLElement>(`[data-order-id="${id}"]`)!;
    expect(within(line('recent')).getByRole('button', { name: 'SOS' }).textContent).toBe('SOS');
    expect(within(line('older')).queryByRole('button', { name: 'SOS' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'SOS' })).toHaveLength(1);
  });
});
