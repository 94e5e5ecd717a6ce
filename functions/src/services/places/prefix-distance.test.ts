import { describe, expect, it } from 'vitest';
import { prefixDistanceWithin } from './prefix-distance.js';

describe('prefix distance', () => {
  it('allows the given number of edits against some prefix of the word', () => {
    expect(prefixDistanceWithin('hinjewadi', 'hinjawadi', 1)).toBe(true);
    expect(prefixDistanceWithin('swarg', 'swargate', 0)).toBe(true);
    expect(prefixDistanceWithin('swrag', 'swargate', 1)).toBe(true); // neighbours swapped
    expect(prefixDistanceWithin('swagr', 'kothrud', 1)).toBe(false);
    expect(prefixDistanceWithin('magarpata', 'magarpatta', 1)).toBe(true);
    expect(prefixDistanceWithin('magxxpata', 'magarpatta', 1)).toBe(false);
  });
});
