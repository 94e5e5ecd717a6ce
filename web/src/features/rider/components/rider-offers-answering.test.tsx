import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { OFFER_TEST_NOW, offerForTests } from '@/features/rider/lib/offer-for-tests';
import { RiderOffers } from './rider-offers';
import {
  ACCEPT,
  advance,
  DECLINE,
  heldAnswer,
  loaded,
  offerScreenForTests,
  pressRefused,
  REGION,
} from './rider-offers-for-tests';

offerScreenForTests();

describe('RiderOffers: answering', () => {
  it('accepts, holds every button meanwhile, then lets the card go', async () => {
    const { answer, settle } = heldAnswer();
    const other = offerForTests({
      orderId: 'o2',
      pickup: { label: 'Swargate', coordinates: { lat: 18.5, lng: 73.86 } },
      expiresAt: OFFER_TEST_NOW + 29_000,
    });
    render(
      <>
        <Toaster />
        <RiderOffers state={loaded(offerForTests(), other)} answer={answer} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: ACCEPT }));
    expect(answer).toHaveBeenCalledWith('o1', 'accept');
    expect((screen.getByRole('button', { name: 'Accepting...' }) as HTMLButtonElement).disabled).toBe(true);
    const otherAccept = screen.getByRole('button', { name: 'Accept the ride from Swargate' });
    expect((otherAccept as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(otherAccept);
    expect(answer).toHaveBeenCalledTimes(1);

    await act(async () => settle().resolve());
    expect(screen.queryByRole('region', { name: REGION })).toBeNull();
    screen.getByRole('region', { name: 'Ride offer from Swargate' });
    expect(
      (screen.getByRole('button', { name: 'Accept the ride from Swargate' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    screen.getByText('Order accepted: it is now your current job.');
  });

  it('declines, and the card goes', async () => {
    const answer = vi.fn(async () => {});
    render(<RiderOffers state={loaded(offerForTests())} answer={answer} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: DECLINE })));
    expect(answer).toHaveBeenCalledWith('o1', 'decline');
    expect(screen.queryByRole('region', { name: REGION })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says kindly that another rider took the order, until dismissed', async () => {
    await pressRefused(ACCEPT, new ApiError(409, 'conflict', 'Another rider took this order first.'));
    expect(screen.getByRole('alert').textContent).toContain('Another rider took this order first.');
    expect(screen.queryByRole('region', { name: REGION })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the offer ended when the server says so, though its countdown still ran', async () => {
    await pressRefused(ACCEPT, new ApiError(409, 'conflict', 'This offer has ended.'));
    expect(screen.getByRole('alert').textContent).toContain('This offer has ended.');
  });

  it('takes a refusal in other words after the time was up for the offer having ended', async () => {
    const { answer, settle } = heldAnswer();
    render(
      <RiderOffers state={loaded(offerForTests({ expiresAt: OFFER_TEST_NOW + 2_000 }))} answer={answer} />,
    );
    fireEvent.click(screen.getByRole('button', { name: ACCEPT }));
    // The answer is slow: the countdown reaches 0 meanwhile, and the card stays until it comes.
    await advance(3_000);
    expect(screen.getByRole('timer').textContent).toBe('This offer has ended.');
    await act(async () => settle().reject(new ApiError(409, 'conflict', 'The offer has expired.')));
    expect(screen.getByRole('alert').textContent).toContain('This offer has ended.');
    expect(screen.queryByRole('region', { name: REGION })).toBeNull();
  });

  it('says an offer that is not theirs is not theirs', async () => {
    await pressRefused(ACCEPT, new ApiError(403, 'forbidden', 'No offer for you.'));
    expect(screen.getByRole('alert').textContent).toContain('This offer is not yours.');
  });

  it('keeps the offer when the answer did not get through, and says why', async () => {
    await pressRefused(ACCEPT, new ApiError(0, 'unavailable', 'offline'));
    expect(screen.getByRole('alert').textContent).toContain('We could not reach Dropwise.');
    expect((screen.getByRole('button', { name: ACCEPT }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says nothing when a decline finds the offer already over', async () => {
    await pressRefused(DECLINE, new ApiError(409, 'conflict', 'The offer has expired.'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: REGION })).toBeNull();
  });
});
