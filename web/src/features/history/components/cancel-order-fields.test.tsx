import type { CancellationFee } from '@dropwise/domain/cancellation-fee';
import { DEFAULT_CANCELLATION_TERMS } from '@dropwise/domain/cancellation-terms';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { orderViewForTests } from '@/lib/orders/order-view-for-tests';
import type { OrderView } from '@/lib/orders/order-view';
import type { FeeCircumstances } from '@/lib/orders/use-cancellation-fee';
import { readPageIn } from '@/testing/page-language';
import { renderingToasts } from '@/testing/toaster';
import { CancelOrderFields } from './cancel-order-fields';

renderingToasts();
// 26 November 2026, 10:00 UTC: 3:30 pm in India.
const NOW = Date.UTC(2026, 10, 26, 10, 0);
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000);
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await Promise.all(
    ['history', 'cancellation', 'common'].map((area) => ensureCatalogue(area as never, 'en')),
  );
});
afterAll(() => vi.useRealTimers());

/** A ₹240 ride a rider took `minutes` ago, with a pickup estimate of 20 minutes. */
const assigned = (minutes: number, overrides: Partial<OrderView> = {}) =>
  orderViewForTests({
    fare: { ...orderViewForTests().fare!, amount: 240 },
    assignment: { at: minutesAgo(minutes), pickupEtaMinutes: 20 },
    ...overrides,
  });

const CHARGED: CancellationFee = { amountPaise: 2400, waived: false, why: 'no_valid_reason' };

function renderForm(
  order: OrderView,
  circumstances: FeeCircumstances = { terms: DEFAULT_CANCELLATION_TERMS },
  send = vi.fn(async (_reason: string) => CHARGED),
) {
  render(
    <>
      <CancelOrderFields order={order} circumstances={circumstances} send={send} />
      <Toaster />
    </>,
  );
  return send;
}

const now = () => document.querySelector('.fee-now')?.textContent;
const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel ride' })));

describe('CancelOrderFields', () => {
  it('lists the customer’s reasons and one in their own words, then the rules', () => {
    renderForm(assigned(8));
    const group = screen.getByRole('group', { name: 'Why are you cancelling?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['The rider asked me to cancel', 'My plans changed', 'I booked by mistake', 'Something else']);
    screen.getByText(
      "Cancelling is free within 5 minutes of a rider being assigned, if the rider is more than 10 minutes late, or if the rider asked you to cancel. Otherwise it costs 10% of the fare, at most ₹100, added to your next trip's receipt.",
    );
  });

  it('is free within the grace minutes, saying until when', () => {
    renderForm(assigned(2));
    expect(now()).toMatch(/^Cancelling now is free until 3:33\s?pm\.$/);
  });

  it('costs the share of the fare after the grace minutes, and nothing when the rider asked', () => {
    renderForm(assigned(8));
    expect(now()).toBe("Cancelling now costs ₹24, added to your next trip's receipt.");
    choose('My plans changed');
    expect(now()).toBe("Cancelling now costs ₹24, added to your next trip's receipt.");
    choose('The rider asked me to cancel');
    expect(now()).toBe('Cancelling now is free: the rider asked you to cancel.');
  });

  it('is free when the rider is late, unless they are at the pickup', () => {
    renderForm(assigned(31));
    expect(now()).toBe('Cancelling now is free: the rider is running late.');
  });

  it('charges a late rider’s customer all the same once the rider is at the pickup', () => {
    renderForm(assigned(31), { terms: DEFAULT_CANCELLATION_TERMS, riderAtPickup: true });
    expect(now()).toBe("Cancelling now costs ₹24, added to your next trip's receipt.");
  });

  it('is free while no rider holds the order', () => {
    renderForm(assigned(30, { status: 'accepted' }));
    expect(now()).toBe('Cancelling now is free: no rider is assigned yet.');
  });

  it('follows the fare table’s terms, the cap included', () => {
    const terms = { percent: 5, capRupees: 10, graceMinutes: 1 };
    renderForm(assigned(2), { terms });
    screen.getByText(
      /^Cancelling is free within 1 minute of .* Otherwise it costs 5% of the fare, at most ₹10,/,
    );
    expect(now()).toBe("Cancelling now costs ₹10, added to your next trip's receipt.");
  });

  it('asks for a reason, and for words when it is something else, next to each field', async () => {
    const send = renderForm(assigned(8));
    await submit();
    const group = screen.getByRole('group', { name: 'Why are you cancelling?' });
    expect(within(group).getByRole('alert').textContent).toBe('Choose a reason.');
    choose('Something else');
    await submit();
    const words = screen.getByLabelText('Say why');
    expect(words.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(words.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Say why.',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a listed reason’s code and says what the server charged', async () => {
    const send = renderForm(assigned(8));
    choose('My plans changed');
    await submit();
    expect(send).toHaveBeenCalledExactlyOnceWith('changed_plans');
    await screen.findByText("Your ride is cancelled. ₹24 will be added to your next trip's receipt.");
  });

  it('sends the customer’s own words, and says when nothing was charged', async () => {
    const send = renderForm(
      assigned(2),
      undefined,
      vi.fn(async () => ({ amountPaise: 0, waived: true, why: 'within_grace' }) as CancellationFee),
    );
    choose('Something else');
    fireEvent.change(screen.getByLabelText('Say why'), { target: { value: '  Found another way  ' } });
    await submit();
    expect(send).toHaveBeenCalledExactlyOnceWith('Found another way');
    await screen.findByText('Your ride is cancelled, at no charge.');
  });
});

describe('CancelOrderFields in Marathi', () => {
  readPageIn('mr', ['history', 'cancellation']);

  it('says what cancelling now costs in Marathi', () => {
    renderForm(assigned(8));
    expect(now()).toBe('आत्ता रद्द केल्यास ₹२४ लागतील, ते तुमच्या पुढच्या प्रवासाच्या पावतीत जोडले जातील.');
  });
});
