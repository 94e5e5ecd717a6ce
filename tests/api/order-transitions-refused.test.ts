import { beforeAll, describe, expect, it } from 'vitest';
import { demo, signInWithPassword, type SignedInUser } from '../support/emulators';
import { move, type OrderActors, orderAt, signInOrderActors, statusOf } from '../support/order-actors';

type Actors = OrderActors & { eduAdmin: SignedInUser };
let actors: Actors;

beforeAll(async () => {
  const eduAdmin = await signInWithPassword(demo.eduAdmin.email, demo.eduAdmin.password);
  actors = { ...(await signInOrderActors()), eduAdmin };
});

/** A move that must be refused: who asks, for what, and the answer (a 400 names its field). */
interface RefusedMove {
  by: keyof Actors;
  body: Record<string, unknown> | (() => Record<string, unknown>);
  status: number;
  field?: string;
  code?: string;
}

const toRiderA = () => ({ to: 'assigned', riderId: actors.riderA.uid });

/** Moves each refused on an order at `from`, which stays where it was. */
const REFUSED_MOVES: Array<{
  name: string;
  from: 'pending' | 'accepted' | 'assigned';
  moves: RefusedMove[];
}> = [
  {
    name: 'the admin may not reassign an order to the rider who has it: 409',
    from: 'assigned',
    moves: [{ by: 'admin', body: toRiderA, status: 409 }],
  },
  {
    name: 'the admin may not assign an inactive or unknown rider, nor no rider at all: 400',
    from: 'accepted',
    moves: [
      { by: 'admin', body: { to: 'assigned', riderId: 'booking-rider-off' }, status: 400, field: 'riderId' },
      { by: 'admin', body: { to: 'assigned', riderId: 'nobody-at-all' }, status: 400 },
      { by: 'admin', body: { to: 'assigned' }, status: 400 },
    ],
  },
  {
    name: "a rider moving someone else's order gets 403 and nothing changes",
    from: 'assigned',
    moves: [{ by: 'riderB', body: { to: 'picked_up' }, status: 403, code: 'forbidden' }],
  },
  {
    // Not assigned to them at all: refused before the state machine is asked.
    name: 'a rider may not accept an order: 403',
    from: 'pending',
    moves: [{ by: 'riderA', body: { to: 'accepted', reason: 'Mine now' }, status: 403 }],
  },
  {
    name: 'a rider may not deliver before picking up (409) nor cancel (403)',
    from: 'assigned',
    moves: [
      { by: 'riderA', body: { to: 'delivered' }, status: 409 },
      { by: 'riderA', body: { to: 'cancelled', reason: 'Tired' }, status: 403 },
    ],
  },
  {
    // Giving an order back always says why, as cancelling does.
    name: 'a rider may not give an order back without a reason: 400',
    from: 'assigned',
    moves: [{ by: 'riderA', body: { to: 'accepted' }, status: 400 }],
  },
  {
    name: 'the admin may not skip steps: pending straight to delivered or assigned is refused',
    from: 'pending',
    moves: [
      { by: 'admin', body: { to: 'delivered' }, status: 403 },
      { by: 'admin', body: toRiderA, status: 409 },
    ],
  },
  {
    name: 'a customer or an education admin may not use the transition endpoint: 403',
    from: 'pending',
    moves: [
      { by: 'customer', body: { to: 'cancelled', reason: 'Via the wrong door' }, status: 403 },
      { by: 'eduAdmin', body: { to: 'accepted' }, status: 403 },
    ],
  },
  {
    name: 'an unknown status is refused with 400 naming it',
    from: 'pending',
    moves: [{ by: 'admin', body: { to: 'teleported' }, status: 400, field: 'to' }],
  },
];

describe('POST /api/orders/:id/transition', () => {
  it.each(REFUSED_MOVES)('$name', async ({ from, moves }) => {
    const id = await orderAt(from);
    for (const { by, body, status, field, code } of moves) {
      const answer = await move(actors[by], id, typeof body === 'function' ? body() : body);
      expect(answer.status).toBe(status);
      if (field) expect(answer.body.error?.fields).toHaveProperty(field);
      if (code) expect(answer.body.error?.code).toBe(code);
    }
    expect(await statusOf(id)).toBe(from);
  });

  it('an unknown order is refused with 404', async () => {
    expect((await move(actors.admin, 'no-such-order', { to: 'accepted' })).status).toBe(404);
  });
});
