import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { orderViewForTests } from '@/lib/orders/order-view-for-tests';
import type { OrderView } from '@/lib/orders/order-view';
import { readPageIn } from '@/testing/page-language';
import { JobCard, type MoveRequest } from './job-card';

beforeAll(() =>
  Promise.all(
    ['rider', 'common', 'safety', 'cancellation'].map((area) => ensureCatalogue(area as never, 'en')),
  ),
);
afterEach(cleanup);

const raiseSos = vi.fn();
/** A ₹80 ride assigned a minute ago: a rider has no free minutes. */
const order = (overrides: Partial<OrderView> = {}) =>
  orderViewForTests({ assignment: { at: new Date(Date.now() - 60_000), pickupEtaMinutes: 5 }, ...overrides });

function renderCard(job = order(), onMove = vi.fn(async (_order: OrderView, _move: MoveRequest) => {})) {
  render(<JobCard order={job} current onMove={onMove} raiseSos={raiseSos} />);
  return onMove;
}

const now = () => document.querySelector('.fee-now')?.textContent;
const openGiveBack = () => fireEvent.click(screen.getByRole('button', { name: 'Give back order o1' }));
const confirm = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Give back order o1' })));

describe('Giving a job back', () => {
  it('lists the valid reasons, says the rule and what giving it back now costs', () => {
    renderCard();
    openGiveBack();
    const group = screen.getByRole('group', { name: 'Why are you giving this order back?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual([
      'Vehicle breakdown',
      'Accident',
      'Customer unreachable at the pickup for 10 minutes',
      'Other',
    ]);
    screen.getByText(
      "Without one of these reasons you lose 10% of the fare, at most ₹100, from today's earnings.",
    );
    expect(now()).toBe("Giving it back now costs you ₹8 from today's earnings.");
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(now()).toBe("Giving it back now costs you ₹8 from today's earnings.");
    fireEvent.click(screen.getByRole('radio', { name: 'Accident' }));
    expect(now()).toBe('Giving it back now costs you nothing.');
  });

  it('sends the step back to the board with the reason in words', async () => {
    const onMove = renderCard();
    openGiveBack();
    fireEvent.click(screen.getByRole('radio', { name: 'Vehicle breakdown' }));
    await confirm();
    expect(onMove).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'o1' }), {
      to: 'accepted',
      reason: 'Vehicle breakdown',
    });
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('sends the rider’s own words, and asks for them when missing', async () => {
    const onMove = renderCard();
    openGiveBack();
    await confirm();
    expect(screen.getByRole('alert').textContent).toBe('Choose a reason.');
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await confirm();
    expect(screen.getByLabelText('Say why').getAttribute('aria-invalid')).toBe('true');
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Say why'), { target: { value: 'Tyre puncture on the way' } });
    await confirm();
    expect(onMove).toHaveBeenCalledExactlyOnceWith(expect.anything(), {
      to: 'accepted',
      reason: 'Tyre puncture on the way',
    });
  });

  it('keeps the form open when the step was refused', async () => {
    renderCard(
      order(),
      vi.fn(async () => Promise.reject(new Error('refused'))),
    );
    openGiveBack();
    fireEvent.click(screen.getByRole('radio', { name: 'Accident' }));
    await confirm();
    screen.getByRole('group', { name: 'Why are you giving this order back?' });
  });

  it('follows the fare table’s terms', () => {
    render(
      <JobCard
        order={order()}
        current
        onMove={vi.fn()}
        raiseSos={raiseSos}
        cancellationTerms={{ percent: 5, capRupees: 3, graceMinutes: 5 }}
      />,
    );
    openGiveBack();
    expect(now()).toBe("Giving it back now costs you ₹3 from today's earnings.");
  });

  it('is not offered once the job is picked up, or its pickup waits to be sent', () => {
    renderCard(order({ status: 'picked_up' }));
    expect(screen.queryByRole('button', { name: 'Give back order o1' })).toBeNull();
    cleanup();
    render(<JobCard order={order()} current waiting={['picked_up']} onMove={vi.fn()} raiseSos={raiseSos} />);
    expect(screen.queryByRole('button', { name: 'Give back order o1' })).toBeNull();
  });

  it('says a give-back waits for the connection, and offers nothing more', () => {
    render(<JobCard order={order()} current waiting={['accepted']} onMove={vi.fn()} raiseSos={raiseSos} />);
    expect(screen.getByRole('status').textContent).toBe('Give back: waiting for connection…');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['SOS']);
  });
});

describe('Giving a job back in Hindi', () => {
  readPageIn('hi', ['rider', 'cancellation', 'safety']);

  it('says what it costs in Hindi', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'वापस करें: ऑर्डर o1' }));
    expect(now()).toBe('अभी वापस करने पर आज की कमाई से ₹8 कटेंगे।');
  });
});
