import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { ensureCatalogue } from '../../../lib/i18n/i18n-store';
import type { OffersState } from '../api/use-offers';
import { OFFER_TEST_NOW, offerForTests } from '../lib/offer-for-tests';
import type { OfferAction } from './offer-card';
import { RiderOffers } from './rider-offers';

beforeAll(() => {
  // The toaster asks whether to animate; jsdom has no media queries.
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
  return Promise.all([ensureCatalogue('rider', 'en'), ensureCatalogue('common', 'en')]);
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(OFFER_TEST_NOW);
});
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
});

const loaded = (...offers: ReturnType<typeof offerForTests>[]): OffersState => ({
  status: 'success',
  offers,
});

const ACCEPT = 'Accept the ride from Pune Railway Station';
const DECLINE = 'Decline the ride from Pune Railway Station';
const REGION = 'Ride offer from Pune Railway Station';

/** An answer the test settles when it wants to. */
function heldAnswer() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const answer = vi.fn(
    (_orderId: string, _action: OfferAction) =>
      new Promise<void>((resolve, reject) => (settle = { resolve, reject })),
  );
  return { answer, settle: () => settle };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('RiderOffers', () => {
  it('counts down every second and hides the offer when its time is up', async () => {
    render(<RiderOffers state={loaded(offerForTests())} answer={vi.fn()} />);
    expect(screen.getByRole('timer').textContent).toBe('27 s left');
    await advance(1_000);
    expect(screen.getByRole('timer').textContent).toBe('26 s left');
    await advance(25_000);
    expect(screen.getByRole('timer').textContent).toBe('1 s left');
    await advance(1_000);
    expect(screen.queryByRole('region', { name: REGION })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'New offers' })).toBeNull();
  });

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
    expect(screen.getByRole('region', { name: 'Ride offer from Swargate' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Accept the ride from Swargate' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByText('Order accepted: it is now your current job.')).toBeTruthy();
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
    const answer = vi.fn(async () => {
      throw new ApiError(409, 'conflict', 'Another rider took this order first.');
    });
    render(<RiderOffers state={loaded(offerForTests())} answer={answer} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ACCEPT })));
    expect(screen.getByRole('alert').textContent).toContain('Another rider took this order first.');
    expect(screen.queryByRole('region', { name: REGION })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the offer ended when the server says so, though its countdown still ran', async () => {
    const answer = vi.fn(async () => {
      throw new ApiError(409, 'conflict', 'This offer has ended.');
    });
    render(<RiderOffers state={loaded(offerForTests())} answer={answer} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ACCEPT })));
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
    const answer = vi.fn(async () => {
      throw new ApiError(403, 'forbidden', 'No offer for you.');
    });
    render(<RiderOffers state={loaded(offerForTests())} answer={answer} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ACCEPT })));
    expect(screen.getByRole('alert').textContent).toContain('This offer is not yours.');
  });

  it('keeps the offer when the answer did not get through, and says why', async () => {
    const answer = vi.fn(async () => {
      throw new ApiError(0, 'unavailable', 'offline');
    });
    render(<RiderOffers state={loaded(offerForTests())} answer={answer} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ACCEPT })));
    expect(screen.getByRole('alert').textContent).toContain('We could not reach Dropwise.');
    expect((screen.getByRole('button', { name: ACCEPT }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says nothing when a decline finds the offer already over', async () => {
    const answer = vi.fn(async () => {
      throw new ApiError(409, 'conflict', 'The offer has expired.');
    });
    render(<RiderOffers state={loaded(offerForTests())} answer={answer} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: DECLINE })));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: REGION })).toBeNull();
  });

  it('pops up a toast for an offer that arrives, not for those there on opening', async () => {
    const first = offerForTests();
    const { rerender } = render(
      <>
        <Toaster />
        <RiderOffers state={loaded(first)} answer={vi.fn()} />
      </>,
    );
    await advance(0);
    expect(screen.queryByText(/^New ride offer/)).toBeNull();

    const arriving = offerForTests({
      orderId: 'o2',
      kind: 'parcel',
      distanceToPickupKm: 0.8,
      pickup: { label: 'Swargate', coordinates: { lat: 18.5, lng: 73.86 } },
      expiresAt: OFFER_TEST_NOW + 30_000,
    });
    rerender(
      <>
        <Toaster />
        <RiderOffers state={loaded(first, arriving)} answer={vi.fn()} />
      </>,
    );
    await advance(0);
    expect(screen.getByText('New parcel offer: pickup 0.8 km away')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Parcel offer from Swargate' })).toBeTruthy();
  });

  it('shows an order offered again after an answer once its first offer has gone', async () => {
    const answer = vi.fn(async () => {});
    const { rerender } = render(<RiderOffers state={loaded(offerForTests())} answer={answer} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: DECLINE })));
    expect(screen.queryByRole('region', { name: REGION })).toBeNull();
    // Until the server removes it, the declined offer stays hidden.
    rerender(<RiderOffers state={loaded(offerForTests())} answer={answer} />);
    expect(screen.queryByRole('region', { name: REGION })).toBeNull();
    rerender(<RiderOffers state={loaded()} answer={answer} />);
    rerender(<RiderOffers state={loaded(offerForTests({ round: 2 }))} answer={answer} />);
    expect(screen.getByRole('region', { name: REGION })).toBeTruthy();
  });

  it('counts an offer that arrives on a phone a minute fast down from its full time', async () => {
    // The phone's clock says 60 s later than the server's: by it, the offer ended 30 s ago.
    const { rerender } = render(<RiderOffers state={loaded()} answer={vi.fn()} />);
    vi.setSystemTime(OFFER_TEST_NOW + 60_000);
    const arriving = offerForTests({ offeredAt: OFFER_TEST_NOW, expiresAt: OFFER_TEST_NOW + 30_000 });
    rerender(<RiderOffers state={loaded(arriving)} answer={vi.fn()} />);
    expect(screen.getByRole('timer').textContent).toBe('30 s left');
    await advance(29_000);
    expect(screen.getByRole('timer').textContent).toBe('1 s left');
    await advance(1_000);
    expect(screen.queryByRole('region', { name: REGION })).toBeNull();
  });

  it('counts a first offer from the time it arrives, not from when the screen last counted', async () => {
    const { rerender } = render(<RiderOffers state={loaded()} answer={vi.fn()} />);
    // Nothing on screen for ten minutes: the clock has not moved meanwhile.
    vi.setSystemTime(OFFER_TEST_NOW + 600_000);
    const arriving = offerForTests({
      offeredAt: OFFER_TEST_NOW + 600_000,
      expiresAt: OFFER_TEST_NOW + 630_000,
    });
    rerender(<RiderOffers state={loaded(arriving)} answer={vi.fn()} />);
    expect(screen.getByRole('timer').textContent).toBe('30 s left');
  });

  it('says when the offers could not be loaded', () => {
    render(<RiderOffers state={{ status: 'error', offers: [] }} answer={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('Your offers could not be loaded.');
  });
});
