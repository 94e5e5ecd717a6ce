import { render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { NO_ORDER_MONEY, type OrderMoney } from '@/lib/orders/order-money';
import { orderViewForTests } from '@/lib/orders/order-view-for-tests';
import { renderingToasts } from '@/testing/toaster';
import { saveCash } from './cash-form-for-tests';
import { JobCash } from './finished-jobs';

renderingToasts();
beforeAll(() => Promise.all([ensureCatalogue('rider', 'en'), ensureCatalogue('common', 'en')]));

describe('JobCash', () => {
  const settlement = {
    farePaise: 7700,
    taxRatePercent: 0,
    taxPaise: 0,
    totalPaise: 7700,
    platformSharePercent: 20,
    platformSharePaise: 1540,
    riderEarningsPaise: 6160,
  };
  const delivered = (money: Partial<OrderMoney>) =>
    orderViewForTests({ status: 'delivered', money: { ...NO_ORDER_MONEY, settlement, ...money } });
  const recorded = (collectedPaise: number, flagged: boolean) => ({
    method: 'cash' as const,
    collectedPaise,
    collectedAt: new Date(),
    flagged,
  });

  it('asks for the cash of a delivered job, starting at its total', () => {
    render(<JobCash order={delivered({})} recordCash={vi.fn()} />);
    expect((screen.getByLabelText('Amount collected (₹) for order o1') as HTMLInputElement).value).toBe('77');
  });

  it('says how much was recorded, and when the admins will check it', () => {
    const { rerender } = render(
      <JobCash order={delivered({ payment: recorded(7700, false) })} recordCash={vi.fn()} />,
    );
    screen.getByText('Cash recorded: ₹77');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByText('The admins will check this amount.')).toBeNull();
    rerender(<JobCash order={delivered({ payment: recorded(7000, true) })} recordCash={vi.fn()} />);
    screen.getByText('Cash recorded: ₹70');
    screen.getByText('The admins will check this amount.');
  });

  it('shows the saved amount at once, before the order says so', async () => {
    const recordCash = vi.fn(async () => ({ entryId: 'collection-o1', cashInHandPaise: 7700 }));
    render(
      <>
        <JobCash order={delivered({})} recordCash={recordCash} />
        <Toaster />
      </>,
    );
    await saveCash();
    expect(recordCash).toHaveBeenCalledWith('o1', { amountPaise: 7700 });
    screen.getByText('Cash recorded: ₹77');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('asks nothing of a job delivered before deliveries were settled', () => {
    const { container } = render(
      <JobCash order={orderViewForTests({ status: 'delivered' })} recordCash={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
  });
});
