import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { readPageIn } from '@/testing/page-language';
import { OFFER_TEST_NOW, offerForTests } from '@/features/rider/lib/offer-for-tests';
import { OfferCard, secondsLeft } from './offer-card';

beforeAll(() => Promise.all([ensureCatalogue('rider', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const NOW = OFFER_TEST_NOW;

const card = (overrides: Partial<Parameters<typeof OfferCard>[0]> = {}) => {
  const props = {
    offer: offerForTests(),
    now: NOW,
    timing: { deadline: NOW + 27_000, span: 30_000 },
    pending: null,
    disabled: false,
    onAnswer: vi.fn(),
    ...overrides,
  };
  render(<OfferCard {...props} />);
  return props;
};

describe('secondsLeft', () => {
  it('counts whole seconds up, and never below 0', () => {
    expect(secondsLeft(NOW + 26_001, NOW)).toBe(27);
    expect(secondsLeft(NOW + 1, NOW)).toBe(1);
    expect(secondsLeft(NOW, NOW)).toBe(0);
    expect(secondsLeft(NOW - 5_000, NOW)).toBe(0);
  });
});

describe('OfferCard', () => {
  it('shows how far, how long and how much, where from and to, and the time left', () => {
    card();
    const region = screen.getByRole('region', { name: 'Ride offer from Pune Railway Station' });
    const figures = within(region)
      .getAllByRole('definition')
      .map((figure) => figure.textContent);
    expect(figures).toEqual(['1.2 km', '4.5 km', '₹120']);
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['To pickup', 'Trip', 'Fare']);
    expect(region.textContent).toContain('Pune Railway Station');
    expect(region.textContent).toContain('Shaniwar Wada');
    expect(within(region).getByRole('timer').textContent).toBe('27 s left');
  });

  it("draws the time left as a bar, the part of the offer's whole length", () => {
    card({ timing: { deadline: NOW + 27_000, span: 54_000 } });
    const bar = document.querySelector<HTMLElement>('.offer-bar-left');
    expect(bar?.style.width).toBe('50%');
  });

  it('answers Accept and Decline with the offer they are on', () => {
    const props = card();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the ride from Pune Railway Station' }));
    expect(props.onAnswer).toHaveBeenLastCalledWith(props.offer, 'accept');
    fireEvent.click(screen.getByRole('button', { name: 'Decline the ride from Pune Railway Station' }));
    expect(props.onAnswer).toHaveBeenLastCalledWith(props.offer, 'decline');
    expect(props.onAnswer).toHaveBeenCalledTimes(2);
  });

  it('names a parcel offer as a parcel', () => {
    card({ offer: offerForTests({ kind: 'parcel' }) });
    const region = screen.getByRole('region', { name: 'Parcel offer from Pune Railway Station' });
    within(region).getByRole('button', { name: 'Accept the parcel from Pune Railway Station' });
    expect(screen.queryByRole('region', { name: /^Ride offer/ })).toBeNull();
  });

  it('says the offer has ended at 0 and takes no answer', () => {
    const props = card({ now: NOW + 27_000 });
    expect(screen.getByRole('timer').textContent).toBe('This offer has ended.');
    for (const button of screen.getAllByRole('button')) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(button);
    }
    expect(props.onAnswer).not.toHaveBeenCalled();
  });

  it('holds both buttons while an answer is on its way, and says which', () => {
    card({ pending: 'accept' });
    const accepting = screen.getByRole('button', { name: 'Accepting...' }) as HTMLButtonElement;
    expect(accepting.disabled).toBe(true);
    expect(
      (
        screen.getByRole('button', {
          name: 'Decline the ride from Pune Railway Station',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });
});

describe('OfferCard in Marathi', () => {
  readPageIn('mr', ['rider']);

  it('says the time left, the fare and the buttons in Marathi', () => {
    card();
    expect(screen.getByRole('timer').textContent).toBe('२७ सेकंद बाकी');
    screen.getByRole('region', { name: 'Pune Railway Station येथून राइडची ऑफर' });
    const accept = screen.getByRole('button', { name: 'Pune Railway Station येथून राइड स्वीकारा' });
    expect(accept.textContent).toBe('Pune Railway Station येथून राइड स्वीकारा');
    expect(screen.getAllByRole('definition').at(-1)?.textContent).toBe('₹१२०');
  });
});
