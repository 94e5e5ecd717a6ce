import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { OFFER_TEST_NOW, offerForTests } from '@/features/rider/lib/offer-for-tests';
import { RiderOffers } from './rider-offers';
import { advance, DECLINE, loaded, offerScreenForTests, REGION } from './rider-offers-for-tests';

offerScreenForTests();

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
    screen.getByText('New parcel offer: pickup 0.8 km away');
    screen.getByRole('region', { name: 'Parcel offer from Swargate' });
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
    screen.getByRole('region', { name: REGION });
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
