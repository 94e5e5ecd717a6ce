import { describe, expect, it } from 'vitest';
import { startOfDay } from './order-records';

describe('order list date filter', () => {
  it('reads a calendar day as local midnight', () => {
    const day = startOfDay('2026-03-05');
    expect(day?.getFullYear()).toBe(2026);
    expect(day?.getMonth()).toBe(2);
    expect(day?.getDate()).toBe(5);
    expect(day?.getHours()).toBe(0);
  });

  it.each(['', '5 March', '2026-3-5', '2026-13-45'])(
    'ignores a value that is not a valid day: %j',
    (value) => {
      expect(startOfDay(value)).toBeUndefined();
    },
  );
});
