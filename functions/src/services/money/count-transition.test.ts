import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { tripMinutes } from './count-transition.js';

const at = (minute: number) => Timestamp.fromMillis(Date.UTC(2026, 10, 28, 6, minute));
const entry = (to: 'pending' | 'assigned' | 'picked_up', minute: number) => ({
  n: 0,
  from: null,
  to,
  by: { uid: 'u', role: 'rider' as const },
  at: at(minute),
  reason: null,
});

describe('tripMinutes', () => {
  it('counts booking to assignment and assignment to pickup from the order and its history', () => {
    const order = {
      createdAt: at(0),
      assignedAt: at(4),
      history: [entry('pending', 0), entry('assigned', 4), entry('picked_up', 13)],
    };
    expect(tripMinutes(order)).toEqual({
      assignMinutesSum: 4,
      assignCount: 1,
      pickupMinutesSum: 9,
      pickupCount: 1,
    });
  });

  it('counts nothing for a trip never picked up, or never assigned', () => {
    expect(tripMinutes({ createdAt: at(0), assignedAt: at(4), history: [entry('assigned', 4)] })).toEqual({});
    expect(tripMinutes({ createdAt: at(0), history: [entry('picked_up', 9)] } as never)).toEqual({});
  });
});
