import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderViewForTests } from '@/lib/orders/order-view-for-tests';
import { FinishedJobs } from './finished-jobs';
import { fakeRaiseSos, readRiderScreensInEnglish } from './job-card-for-tests';

readRiderScreensInEnglish();

const raiseSos = fakeRaiseSos();
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
