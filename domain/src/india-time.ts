/**
 * Days and months in India time: every ledger day, day total and receipt month is counted in it,
 * whatever the zone of the machine that counts.
 */

/** `YYYY-MM-DD` of a moment in India time. */
export function indiaDate(at: number | Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** `YYYY-MM` of a moment in India time. */
export function indiaMonth(at: number | Date): string {
  return indiaDate(at).slice(0, 7);
}
