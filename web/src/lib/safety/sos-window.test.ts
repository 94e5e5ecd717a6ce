import { describe, expect, it } from 'vitest';
import { plateText } from './plate-text';
import { sosAvailable } from './sos-window';

const now = Date.parse('2026-11-28T20:00:00+05:30');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);

describe('sosAvailable', () => {
  it('is open while a rider has the order, whenever it last changed', () => {
    expect(sosAvailable({ status: 'assigned', riderId: 'r1', updatedAt: minutesAgo(600) }, now)).toBe(true);
    expect(sosAvailable({ status: 'picked_up', riderId: 'r1', updatedAt: null }, now)).toBe(true);
  });

  it('stays open for 30 minutes after a trip with a rider ended, by its last change', () => {
    expect(sosAvailable({ status: 'delivered', riderId: 'r1', updatedAt: minutesAgo(30) }, now)).toBe(true);
    expect(sosAvailable({ status: 'delivered', riderId: 'r1', updatedAt: minutesAgo(31) }, now)).toBe(false);
    expect(sosAvailable({ status: 'cancelled', riderId: null, updatedAt: minutesAgo(1) }, now)).toBe(false);
    expect(sosAvailable({ status: 'delivered', riderId: 'r1', updatedAt: null }, now)).toBe(false);
  });

  it('is closed before a rider is assigned', () => {
    expect(sosAvailable({ status: 'pending', riderId: null, updatedAt: minutesAgo(1) }, now)).toBe(false);
  });
});

describe('plateText', () => {
  it.each([
    ['MH12AB1234', 'MH 12 AB 1234'],
    ['DL1CAB1234', 'DL 1 CAB 1234'],
    ['MH121234', 'MH 12 1234'],
    ['22BH1234AA', '22 BH 1234 AA'],
    ['something else', 'something else'],
  ])('spaces %s as %s', (stored, shown) => expect(plateText(stored)).toBe(shown));
});
