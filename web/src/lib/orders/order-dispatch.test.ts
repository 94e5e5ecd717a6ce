import { describe, expect, it } from 'vitest';
import { readOrderDispatch } from './order-dispatch';

const until = Date.UTC(2026, 2, 5, 9, 0, 30);
const timestamp = { toMillis: () => until };

describe('readOrderDispatch', () => {
  it('reads the stored summary, with its end time from the Timestamp', () => {
    expect(
      readOrderDispatch({ state: 'offering', round: 2, rounds: 3, offered: 3, until: timestamp }),
    ).toEqual({
      state: 'offering',
      round: 2,
      rounds: 3,
      offered: 3,
      until,
    });
  });

  it('tells a wait for a free rider from a scheduled ride waiting for its start', () => {
    expect(
      readOrderDispatch({ state: 'waiting', waitingFor: 'rider', round: 3, rounds: 3, until: timestamp }),
    ).toEqual({ state: 'waiting', waitingFor: 'rider', round: 3, rounds: 3, offered: 0, until });
    expect(readOrderDispatch({ state: 'waiting', round: 0, rounds: 3, until: timestamp })).not.toHaveProperty(
      'waitingFor',
    );
  });

  it('reads no dispatch for an order without one, or with a state it does not know', () => {
    expect(readOrderDispatch(undefined)).toBeNull();
    expect(readOrderDispatch('offering')).toBeNull();
    expect(readOrderDispatch({ state: 'searching', round: 1 })).toBeNull();
  });

  it('never shows more rounds done than there are, nor a made-up end time', () => {
    expect(readOrderDispatch({ state: 'no_rider', round: 3, rounds: 'three', until: 'soon' })).toEqual({
      state: 'no_rider',
      round: 3,
      rounds: 3,
      offered: 0,
      until: null,
    });
  });
});
