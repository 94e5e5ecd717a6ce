/**
 * Sets `key` as the newest entry of `map`, first dropping the oldest entry when the map holds
 * `max` already: an instance's memory of clients, accounts or records stays bounded however many
 * it meets. A Map keeps insertion order, so the first key is the oldest.
 */
export function rememberAtMost<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}
