import type { OrderDispatch } from '@dropwise/domain/dispatch';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formattersFor } from '@/lib/i18n/formatters';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { DispatchState } from './dispatch-state';

const NOW = Date.UTC(2026, 2, 5, 8, 30, 0);

beforeAll(() => ensureCatalogue('admin', 'en'));
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const dispatch = (overrides: Partial<OrderDispatch>): OrderDispatch => ({
  state: 'offering',
  round: 1,
  rounds: 3,
  offered: 3,
  until: NOW + 12_000,
  ...overrides,
});

describe('DispatchState', () => {
  it('says who holds an offer, which round, and counts down to its end', async () => {
    const { container } = render(<DispatchState dispatch={dispatch({})} />);
    expect(container.textContent).toBe('Offered to 3 riders · round 1 of 3 · ends in 12 s');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(container.textContent).toBe('Offered to 3 riders · round 1 of 3 · ends in 7 s');
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(container.textContent).toBe('Offered to 3 riders · round 1 of 3 · ending');
  });

  it('counts one rider as one', () => {
    const { container } = render(<DispatchState dispatch={dispatch({ offered: 1, round: 3 })} />);
    expect(container.textContent).toBe('Offered to 1 rider · round 3 of 3 · ends in 12 s');
  });

  it('marks an order nobody accepted', () => {
    render(<DispatchState dispatch={dispatch({ state: 'no_rider', offered: 0, until: null })} />);
    const badge = screen.getByText('No rider found');
    expect(badge.className).toBe('dispatch-no-rider');
  });

  it('says an order waits for the next free rider in range, and until when', () => {
    const until = NOW + 10 * 60_000;
    const { container } = render(
      <DispatchState dispatch={dispatch({ state: 'waiting', waitingFor: 'rider', offered: 0, until })} />,
    );
    expect(container.textContent).toBe(
      `Every rider in range is busy: offered to the next one free · until ${formattersFor('en').time(until)}`,
    );
  });

  it('says when offers start for an order that waits, with the day when it is not today', () => {
    const later = NOW + 65 * 60_000;
    const { container, rerender } = render(
      <DispatchState dispatch={dispatch({ state: 'waiting', offered: 0, until: later })} />,
    );
    const f = formattersFor('en');
    expect(container.textContent).toBe(`Offers start at ${f.time(later)}`);
    const tomorrow = NOW + 26 * 60 * 60_000;
    rerender(<DispatchState dispatch={dispatch({ state: 'waiting', offered: 0, until: tomorrow })} />);
    expect(container.textContent).toBe(`Offers start at ${f.dateTime(tomorrow)}`);
    expect(container.textContent).not.toBe(`Offers start at ${f.time(tomorrow)}`);
  });

  it.each([['accepted'], ['manual']] as const)('shows nothing once dispatch is %s', (state) => {
    const { container } = render(<DispatchState dispatch={dispatch({ state })} />);
    expect(container.textContent).toBe('');
  });

  it('shows nothing for an order booked while dispatch was off', () => {
    const { container } = render(<DispatchState dispatch={null} />);
    expect(container.innerHTML).toBe('');
  });
});
