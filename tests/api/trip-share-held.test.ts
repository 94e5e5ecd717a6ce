import { describe, expect, it } from 'vitest';
import { fix, pastReportSpacing, pickUp, report, assignedRide } from '../support/live-trip';
import { admin, customer, ride, rider, useTripShareFile } from '../support/api-trip-share';
import { share, tokenOf } from '../support/api-trip-share-calls';
import { shownBy, trackOn } from '../support/api-trip-held';
import { oneFunctionInstance } from '../support/function-instance';

useTripShareFile('trip-share-held-rider');

/**
 * The long poll, on one function instance of its own (as Cloud Functions serves it) whose hold
 * limit is shortened, and whose request budget is shorter than the hold: a normal hold must not
 * be cut off with 503 at the budget.
 */
const HOLD_MS = 6_000;
/** Its cut-off would come at the budget plus 0.8 s, well before the hold limit. */
const BUDGET_MS = 2_500;
const instance = oneFunctionInstance(5091, {
  DROPWISE_TRACK_HOLD_MS: String(HOLD_MS),
  DROPWISE_REQUEST_BUDGET_MS: String(BUDGET_MS),
});
/** The product's goal: a report or a status change shows on a held page within 2 s. */
const SHOWS_WITHIN_MS = 2_000;

describe('the tracking long poll', () => {
  let orderId: string;
  let token: string;

  it('without after it answers at once as before; with an older fix or another status, at once with the view', async () => {
    orderId = await assignedRide(customer, admin, rider, ride);
    token = tokenOf((await share(customer, orderId)).body.data!.url);
    expect((await report(rider, fix())).status).toBe(200);

    const asked = performance.now();
    const plain = await trackOn(instance.url(), token);
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body).sort()).toEqual(['data', 'success']);
    expect(plain.data).toMatchObject({
      status: 'assigned',
      position: { lat: 18.5301, at: expect.any(Number) },
    });
    expect(plain.answeredAt - asked).toBeLessThan(HOLD_MS / 2);
    const at = plain.data.position!.at;

    for (const shown of [
      { after: at - 1_000, status: 'assigned' },
      { after: at, status: 'accepted' },
    ]) {
      const started = performance.now();
      const answer = await trackOn(instance.url(), token, shown);
      expect(answer.status).toBe(200);
      expect(answer.data).toEqual(plain.data);
      expect(answer.answeredAt - started).toBeLessThan(HOLD_MS / 2);
    }
  });

  it('a held call answers within 2 s of the rider’s next report, with the new position and estimate', async () => {
    const before = await trackOn(instance.url(), token);
    const held = trackOn(instance.url(), token, shownBy(before));
    await pastReportSpacing();
    const sent = performance.now();
    expect((await report(rider, fix({ lat: 18.5349 }))).status).toBe(200);
    const reported = performance.now();
    const answer = await held;
    expect(answer.status).toBe(200);
    expect(answer.data.position).toMatchObject({ lat: 18.5349 });
    expect(answer.data.position!.at).toBeGreaterThan(before.data.position!.at);
    expect(answer.data.eta).toMatchObject({ toward: 'pickup' });
    // Held until the report, then answered soon after it.
    expect(answer.answeredAt).toBeGreaterThan(sent);
    expect(answer.answeredAt - reported).toBeLessThan(SHOWS_WITHIN_MS);
  });

  it('with nothing changing it answers at the hold limit, past the request budget, with the view as it is', async () => {
    const before = await trackOn(instance.url(), token);
    const started = performance.now();
    const answer = await trackOn(instance.url(), token, shownBy(before));
    const took = answer.answeredAt - started;
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual(before.data);
    expect(took).toBeGreaterThanOrEqual(HOLD_MS - 50);
    expect(took).toBeLessThan(HOLD_MS + SHOWS_WITHIN_MS);
  });

  it('a status change (picked up) answers a held call with the new status', async () => {
    const before = await trackOn(instance.url(), token);
    // Answered at once, it would still say assigned.
    const held = trackOn(instance.url(), token, shownBy(before));
    await pickUp(rider, orderId);
    const pickedUp = performance.now();
    const answer = await held;
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ status: 'picked_up', eta: { toward: 'dropOff' } });
    expect(answer.answeredAt - pickedUp).toBeLessThan(SHOWS_WITHIN_MS);
  });

  it('stopping the share answers a held call 404', async () => {
    const before = await trackOn(instance.url(), token);
    expect(before.data.status).toBe('picked_up');
    const held = trackOn(instance.url(), token, shownBy(before));
    expect((await share(customer, orderId, 'DELETE')).status).toBe(200);
    const stopped = performance.now();
    const answer = await held;
    expect(answer.status).toBe(404);
    expect(answer.body.error?.message).toBe('This trip is no longer shared.');
    expect(answer.answeredAt - stopped).toBeLessThan(SHOWS_WITHIN_MS);
  });
});
