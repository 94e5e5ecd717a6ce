import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_ORDER_MONEY } from '@/lib/orders/order-money';
import { orderViewForTests } from '@/lib/orders/order-view-for-tests';
import type { ShopDeliveryView } from '@/lib/orders/shop-delivery';
import { readPageIn } from '@/testing/page-language';
import { JobCash } from './finished-jobs';
import { JobCard } from './job-card';
import { fakeRaiseSos, readRiderScreensInEnglish } from './job-card-for-tests';

readRiderScreensInEnglish();

const raiseSos = fakeRaiseSos();
const delivery = (overrides: Partial<ShopDeliveryView> = {}): ShopDeliveryView => ({
  shopName: 'Joshi Kirana',
  reference: 'INV-7',
  codPaise: 45_000,
  feePaidBy: 'receiver',
  collectPaise: 52_080,
  ...overrides,
});
const shopParcel = (status: 'assigned' | 'picked_up' | 'delivered', shopDelivery = delivery()) =>
  orderViewForTests({
    kind: 'parcel',
    status,
    customerName: 'Joshi Kirana',
    parcel: { sizeBand: 'small', description: '', receiverName: null, receiverPhone: null },
    shopDelivery,
  });

describe('a shop’s parcel on the rider’s job card', () => {
  it('says the amount to collect, goods and fee, above the receiver’s code at the drop-off, and not before', () => {
    const receiver = { name: 'Asha Kulkarni', phone: '+919800000003' };
    const { rerender } = render(
      <JobCard
        raiseSos={raiseSos}
        order={shopParcel('assigned')}
        shopReceiver={receiver}
        current
        onMove={vi.fn()}
      />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('link', { name: 'Call receiver' }).getAttribute('href')).toBe(
      'tel:+919800000003',
    );
    screen.getByText('Joshi Kirana → Asha Kulkarni', { exact: false });

    rerender(<JobCard raiseSos={raiseSos} order={shopParcel('picked_up')} current onMove={vi.fn()} />);
    const note = screen.getByRole('note');
    within(note).getByText('Collect ₹520.80 from the receiver');
    within(note).getByText('Goods ₹450 for Joshi Kirana, and the delivery fee ₹70.80.');
    const code = screen.getByLabelText("Ask for the receiver's code for order o1");
    // The amount comes first on the card, then the code step.
    expect(note.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when the shop pays the fee, and when there is nothing to collect', () => {
    const { rerender } = render(
      <JobCard
        raiseSos={raiseSos}
        order={shopParcel('picked_up', delivery({ feePaidBy: 'shop', collectPaise: 45_000 }))}
        current
        onMove={vi.fn()}
      />,
    );
    screen.getByText('Collect ₹450 from the receiver');
    screen.getByText('Goods ₹450 for Joshi Kirana; the shop pays the delivery fee.');
    rerender(
      <JobCard
        raiseSos={raiseSos}
        order={shopParcel('picked_up', delivery({ feePaidBy: 'shop', codPaise: 0, collectPaise: 0 }))}
        current
        onMove={vi.fn()}
      />,
    );
    screen.getByText('Collect nothing: the goods are paid and the shop pays the delivery fee.');
  });

  it('starts the cash form at the amount to collect, not the fare', () => {
    const settlement = {
      farePaise: 6000,
      taxRatePercent: 18,
      taxPaise: 1080,
      totalPaise: 7080,
      platformSharePercent: 20,
      platformSharePaise: 1200,
      riderEarningsPaise: 4800,
    };
    const order = { ...shopParcel('delivered'), money: { ...NO_ORDER_MONEY, settlement } };
    render(<JobCash order={order} recordCash={vi.fn()} />);
    expect((screen.getByLabelText('Amount collected (₹) for order o1') as HTMLInputElement).value).toBe(
      '520.80',
    );
    screen.getByText('Due: ₹520.80');
  });
});

describe.each([
  ['hi', 'पाने वाले से ₹520.80 लें'],
  ['mr', 'घेणाऱ्याकडून ₹५२०.८० घ्या'],
] as const)('the amount to collect in %s', (language, words) => {
  readPageIn(language, ['rider', 'safety']);
  it('is said in the rider’s language', () => {
    render(<JobCard raiseSos={raiseSos} order={shopParcel('picked_up')} current onMove={vi.fn()} />);
    screen.getByText(words);
  });
});
