import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { renderingToasts } from '@/testing/toaster';
import type { OffersState } from '@/features/rider/api/use-offers';
import { OFFER_TEST_NOW, offerForTests } from '@/features/rider/lib/offer-for-tests';
import type { OfferAction } from './offer-card';
import { RiderOffers } from './rider-offers';

/** The offers screen's tests run on a clock they move, from the time the test offers are made. */
export function offerScreenForTests(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(OFFER_TEST_NOW);
  });
  afterEach(() => vi.useRealTimers());
  renderingToasts();
  beforeAll(() => Promise.all([ensureCatalogue('rider', 'en'), ensureCatalogue('common', 'en')]));
}

export const loaded = (...offers: ReturnType<typeof offerForTests>[]): OffersState => ({
  status: 'success',
  offers,
});

export const ACCEPT = 'Accept the ride from Pune Railway Station';
export const DECLINE = 'Decline the ride from Pune Railway Station';
export const REGION = 'Ride offer from Pune Railway Station';

/** An answer the test settles when it wants to. */
export function heldAnswer() {
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

export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Shows one offer, presses its button, and has the server refuse the answer with `error`. */
export async function pressRefused(button: string, error: ApiError): Promise<void> {
  const answer = vi.fn(async () => {
    throw error;
  });
  render(<RiderOffers state={loaded(offerForTests())} answer={answer} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: button })));
}
