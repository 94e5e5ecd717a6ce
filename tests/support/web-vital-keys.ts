/**
 * Every key a stored web vital may have, sorted: the metric, the route pattern, the navigation
 * type and the times. Nothing that identifies the visitor (no address, URL, user or session).
 */
export const STORED_WEB_VITAL_KEYS = [
  'createdAt',
  'day',
  'expiresAt',
  'metricId',
  'name',
  'navigationType',
  'rating',
  'route',
  'value',
];
