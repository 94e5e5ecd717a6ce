import { type DataAnswer, endpoint } from './endpoint.js';

export const healthBase = '/api/health';

/** 200 when Firestore answers; otherwise 503 in the error shape, for monitors. */
export const checkHealth = endpoint<DataAnswer<{ status: 'ok'; firestore: 'reachable' }>>()(
  'GET',
  '/api/health',
);
