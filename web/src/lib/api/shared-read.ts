/**
 * One read at a time per key: callers that ask while a read is out share its answer, and the first
 * caller after it settles reads afresh. Two parts of one screen that need the same answer (the
 * order page's cancel form and live trip both need the fare table) then cost one API call, not
 * two, without keeping an answer that could go stale.
 */
export function sharedRead<K extends object, T>(read: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const out = new WeakMap<K, Promise<T>>();
  return (key) => {
    const pending = out.get(key);
    if (pending) return pending;
    const reading = read(key).finally(() => out.delete(key));
    out.set(key, reading);
    return reading;
  };
}
