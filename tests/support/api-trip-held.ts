import type { ApiAnswer } from './booking-fixtures';

/** A tracking call, timed: its answer, and when it came (performance.now()). */
export interface TimedTrack extends ApiAnswer {
  answeredAt: number;
  data: { status?: string; position?: { lat: number; lng: number; at: number } | null; eta?: unknown };
}

/**
 * GET /api/track/:token straight to one function instance (`base`), with the long poll's query
 * when given: what the page shows (`after`, its fix's time or 0, and `status`).
 */
export async function trackOn(
  base: string,
  token: string,
  shown?: { after: number; status?: string },
): Promise<TimedTrack> {
  const query = shown ? `?after=${shown.after}${shown.status ? `&status=${shown.status}` : ''}` : '';
  const response = await fetch(`${base}/api/track/${token}${query}`, { signal: AbortSignal.timeout(60_000) });
  const body = (await response.json()) as ApiAnswer['body'];
  return {
    status: response.status,
    body,
    data: (body.data ?? {}) as TimedTrack['data'],
    answeredAt: performance.now(),
  };
}

/** What a page that has `answer` shows, as its next call says it. */
export const shownBy = (answer: TimedTrack) => ({
  after: answer.data.position?.at ?? 0,
  status: answer.data.status,
});
