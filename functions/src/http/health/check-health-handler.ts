import type { Request, Response } from 'express';
import { db } from '../../lib/firebase-admin.js';
import { firestoreReachable } from '../../services/health/firestore-reachable.js';

/** GET /api/health: 200 when Firestore answers; otherwise 503 in the error shape, for monitors. */
export async function checkHealthHandler(_req: Request, res: Response): Promise<void> {
  if (await firestoreReachable(db)) {
    res.status(200).json({ success: true, data: { status: 'ok', firestore: 'reachable' } });
    return;
  }
  // The error shape every endpoint answers, plus what a monitor reads.
  res.status(503).json({
    success: false,
    error: {
      code: 'unavailable',
      message: 'Firestore cannot be reached right now.',
      requestId: res.locals.requestId as string,
    },
    data: { status: 'degraded', firestore: 'unreachable' },
  });
}
