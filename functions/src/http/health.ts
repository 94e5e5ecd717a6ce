import type { Request, Response } from 'express';
import { firestoreCall } from '../lib/deadline.js';
import { db } from '../lib/firebase-admin.js';

/** Well inside the request's budget, so the answer is a prompt 503 rather than a cut-off. */
const PROBE_TIMEOUT_MS = 3000;

async function probeFirestore(): Promise<boolean> {
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

let probing: Promise<boolean> | undefined;

/**
 * Checks that arrive while a probe is on its way share its answer: a burst of monitors (or a load
 * balancer's many checkers) costs one read, and each answer comes from a read that was on its
 * way when the check arrived.
 */
function firestoreReachable(): Promise<boolean> {
  probing ??= probeFirestore().finally(() => {
    probing = undefined;
  });
  return probing;
}

export async function health(_req: Request, res: Response): Promise<void> {
  if (await firestoreReachable()) {
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
