import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { assertBefore, StoreUnavailableError, withDeadline } from './deadline.js';

describe('withDeadline', () => {
  it('answers what the call answers when it is in time', async () => {
    await expect(withDeadline('firestore', Promise.resolve(42), Date.now() + 1000)).resolves.toBe(42);
  });

  it('turns a call that never answers into a 503 at the deadline, not later', async () => {
    const started = Date.now();
    const error = await withDeadline('firestore', new Promise(() => undefined), Date.now() + 100).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).code).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('turns the SDK saying the backend is unavailable or too slow into a 503', async () => {
    for (const code of [14, 4, 'app/network-error']) {
      const failing = Promise.reject(
        Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code }),
      );
      await expect(withDeadline('firestore', failing, Date.now() + 1000)).rejects.toBeInstanceOf(
        StoreUnavailableError,
      );
    }
  });

  it('passes other errors on as they are', async () => {
    const notFound = Object.assign(new Error('5 NOT_FOUND'), { code: 5 });
    await expect(withDeadline('firestore', Promise.reject(notFound), Date.now() + 1000)).rejects.toBe(
      notFound,
    );
    const apiError = new ApiError(409, 'conflict', 'No.');
    await expect(withDeadline('firestore', Promise.reject(apiError), Date.now() + 1000)).rejects.toBe(
      apiError,
    );
  });

  it('does not even wait when the deadline has passed', async () => {
    await expect(withDeadline('auth', Promise.resolve(1), Date.now() - 1)).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
  });
});

describe('assertBefore', () => {
  it('lets a transaction commit before its deadline and stops it after', () => {
    expect(() => assertBefore(Date.now() + 1000)).not.toThrow();
    expect(() => assertBefore(Date.now() - 1)).toThrow(StoreUnavailableError);
  });
});
