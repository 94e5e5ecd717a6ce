import type { Request, Response } from 'express';
import { firestoreCall } from '../lib/deadline.js';
import { db } from '../lib/firebase-admin.js';

/** Well inside the request's budget, so the answer is a prompt 503 rather than a cut-off. */
const PROBE_TIMEOUT_MS = 3000;

async function firestoreReachable(): Promise<boolean> {
  const probe = db.collection('_health').doc('probe').get();
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS),
  );
  try {
    await firestoreCall(Promise.race([probe, timeout]));
    return true;
  } catch {
    return false;
  }
}

export async function health(_req: Request, res: Response): Promise<void> {
  const reachable = await firestoreReachable();
  res.status(reachable ? 200 : 503).json({
    success: reachable,
    data: { status: reachable ? 'ok' : 'degraded', firestore: reachable ? 'reachable' : 'unreachable' },
  });
}
