/**
 * Runs work for one key at a time on this instance: work for a key that is already busy starts
 * when the earlier work settles, whether it succeeded or failed; other keys run alongside.
 *
 * Firestore transactions that read and then write the same document (a customer's booking
 * limits, say) lock each other: two at once wait on each other until the store aborts one and
 * the SDK retries it after a pause (1 s at first, then 1.5 times longer each time), in production
 * as on the emulator. Taking turns on the instance first costs the later one the earlier one's
 * time instead, and holds no answer, so instances never disagree. Only busy keys are held, so the memory is bounded by the requests
 * in flight.
 */
export function oneAtATime(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
