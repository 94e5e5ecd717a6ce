import type { RatingInput } from '@dropwise/domain/ratings';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { NO_ORDER_MONEY, type OrderMoney } from '@/lib/orders/order-money';
import { readPageIn } from '@/testing/page-language';
import { TripRating } from './trip-rating';

beforeAll(() => Promise.all([ensureCatalogue('history', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const HOUR = 3_600_000;
const money = (overrides: Partial<OrderMoney> = {}): OrderMoney => ({
  ...NO_ORDER_MONEY,
  deliveredAt: new Date(Date.now() - 2 * HOUR),
  ...overrides,
});

function renderRating(send = vi.fn(async (_: RatingInput) => {}), orderMoney: OrderMoney = money()) {
  render(<TripRating money={orderMoney} send={send} />);
  return send;
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit rating' })));

/** Rates the trip `stars` against a server that refuses the rating with `error`. */
async function rateRefused(error: ApiError, stars = '3 stars') {
  renderRating(
    vi.fn(async () => {
      throw error;
    }),
  );
  fireEvent.click(screen.getByRole('radio', { name: stars }));
  await submit();
}

describe('TripRating', () => {
  it('offers five stars as a radio group with a name for each', () => {
    renderRating();
    const region = screen.getByRole('region', { name: 'Rate this trip' });
    const group = within(region).getByRole('group', { name: 'How was your trip?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((star) => star.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '1 star' }).getAttribute('value')).toBe('1');
    expect(within(group).getByRole('radio', { name: '4 stars' }).getAttribute('value')).toBe('4');
  });

  it('needs the stars before it sends anything', async () => {
    const send = renderRating();
    await submit();
    expect(send).not.toHaveBeenCalled();
    const group = screen.getByRole('group', { name: 'How was your trip?' });
    expect(within(group).getByRole('alert').textContent).toBe('Choose 1 to 5 stars.');
    expect(group.getAttribute('aria-describedby')).toBe(within(group).getByRole('alert').id);
  });

  it('sends the stars, the tags in their order and the comment, then thanks the customer', async () => {
    const send = renderRating();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    const tags = screen.getByRole('group', { name: 'What stood out? (optional)' });
    expect(within(tags).getAllByRole('checkbox')).toHaveLength(8);
    fireEvent.click(within(tags).getByRole('checkbox', { name: 'Safe driving' }));
    fireEvent.click(within(tags).getByRole('checkbox', { name: 'On time' }));
    fireEvent.click(within(tags).getByRole('checkbox', { name: 'Late' }));
    fireEvent.click(within(tags).getByRole('checkbox', { name: 'Late' }));
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: 'Smooth ride' } });
    await submit();
    expect(send).toHaveBeenCalledWith({
      stars: 4,
      tags: ['on_time', 'safe_driving'],
      comment: 'Smooth ride',
    });
    expect(screen.getByRole('status').textContent).toBe('Thanks for rating this trip');
    expect(screen.queryByRole('button', { name: 'Submit rating' })).toBeNull();
  });

  it('counts the comment’s characters and refuses more than 500', async () => {
    const send = renderRating();
    const comment = screen.getByLabelText('Comment (optional)');
    const counter = () =>
      document.getElementById(comment.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(counter()).toBe('0 of 500 characters');
    fireEvent.change(comment, { target: { value: 'x'.repeat(500) } });
    expect(counter()).toBe('500 of 500 characters');
    fireEvent.change(comment, { target: { value: 'x'.repeat(501) } });
    expect(counter()).toBe('501 of 500 characters');
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('The comment can be at most 500 characters.');
  });

  it('thanks instead of asking when the trip is already rated', () => {
    renderRating(vi.fn(), money({ rated: true }));
    expect(screen.getByRole('status').textContent).toBe('Thanks for rating this trip');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says rating has closed more than 7 days after delivery', () => {
    renderRating(vi.fn(), money({ deliveredAt: new Date(Date.now() - 7 * 24 * HOUR - 60_000) }));
    screen.getByText('Rating has closed: a trip can be rated for 7 days after delivery.');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('closes the form when the server says it is too late, and thanks when it was rated elsewhere', async () => {
    await rateRefused(
      new ApiError(400, 'validation_failed', 'Trips can be rated for 7 days after delivery.'),
    );
    expect(screen.getByText(/Rating has closed/).textContent).toBe(
      'Rating has closed: a trip can be rated for 7 days after delivery.',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    cleanup();
    await rateRefused(new ApiError(409, 'conflict', 'You have already rated this trip.'));
    expect(screen.getByRole('status').textContent).toBe('Thanks for rating this trip');
  });

  it('says any other refusal under the form', async () => {
    await rateRefused(new ApiError(400, 'validation_failed', 'You can rate a trip once it is delivered.'));
    expect(screen.getByRole('alert').textContent).toBe('You can rate a trip once it is delivered.');
    expect((screen.getByRole('button', { name: 'Submit rating' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts the server’s field messages beside their fields, and anything else under the form', async () => {
    renderRating(
      vi.fn(async () => {
        throw new ApiError(400, 'validation_failed', 'Some fields are missing or invalid.', {
          fields: { comment: 'The comment contains characters we cannot store.' },
        });
      }),
    );
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: 'odd' } });
    await submit();
    expect(screen.getByLabelText('Comment (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('The comment contains characters we cannot store.');
    cleanup();
    await rateRefused(
      new ApiError(0, 'unavailable', 'We could not reach Dropwise. Check your connection and try again.'),
      '2 stars',
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not reach Dropwise. Check your connection and try again.',
    );
  });

  it('shows nothing for an order without a delivery time', () => {
    const { container } = render(<TripRating money={NO_ORDER_MONEY} send={vi.fn()} />);
    expect(container.textContent).toBe('');
  });
});

describe('TripRating in Marathi', () => {
  readPageIn('mr', ['history'], { fieldMessages: true });

  it('names the stars and says the rule in Marathi', async () => {
    renderRating();
    expect(screen.getByRole('radio', { name: '३ स्टार' }).getAttribute('value')).toBe('3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'रेटिंग पाठवा' })));
    expect(screen.getByRole('alert').textContent).toBe('१ ते ५ स्टार निवडा.');
  });
});
