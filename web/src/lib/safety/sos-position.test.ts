import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOS_LOCATE_MS, sosPosition } from './sos-position';

afterEach(() => vi.useRealTimers());

/**
 * A stand-in for the browser's geolocation (jsdom has none) that answers with `answer` when
 * given one, and otherwise never: a permission prompt nobody answers.
 */
function geolocation(answer?: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  return {
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) =>
      answer?.(success, failure ?? (() => undefined)),
  } as Geolocation;
}

describe('sosPosition', () => {
  it('takes the fix the phone gives, with its accuracy capped', async () => {
    const fix = sosPosition(
      geolocation((success) =>
        success({ coords: { latitude: 18.52, longitude: 73.85, accuracy: 250_000 } } as GeolocationPosition),
      ),
    );
    await expect(fix).resolves.toEqual({ lat: 18.52, lng: 73.85, accuracy: 100_000 });
  });

  it('goes without a position when it is refused, or when none comes in time', async () => {
    await expect(
      sosPosition(geolocation((_, failure) => failure({ code: 1 } as GeolocationPositionError))),
    ).resolves.toBeNull();
    await expect(sosPosition(undefined)).resolves.toBeNull();
    vi.useFakeTimers();
    const waiting = sosPosition(geolocation());
    let settled: unknown = 'pending';
    void waiting.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(SOS_LOCATE_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });
});
