import { RIDERS } from '@dropwise/domain/collections';
import { PAPER_TEXT_FIELDS, type Papers } from '@dropwise/domain/safety/rider-papers';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import { textOrNull } from '@/lib/firebase/read-record';

/** `riders/{uid}.papers` read defensively: each paper's text as stored, an odd value as absent. */
export function toPapers(value: unknown): Partial<Papers> | null {
  if (!value || typeof value !== 'object') return null;
  const stored = value as Record<string, unknown>;
  const papers: Partial<Papers> = {};
  for (const field of PAPER_TEXT_FIELDS) {
    const text = textOrNull(stored[field]);
    if (text) papers[field] = text;
  }
  const verification = (stored.policeVerification ?? {}) as Record<string, unknown>;
  const reference = textOrNull(verification.reference);
  const verifiedOn = textOrNull(verification.verifiedOn);
  if (reference && verifiedOn) papers.policeVerification = { reference, verifiedOn };
  return papers;
}

/**
 * The signed-in rider's papers as an admin entered them (`riders/{uid}.papers`), live: null when
 * none were entered yet, undefined while loading or when the document cannot be read.
 */
export function useOwnPapers(riderId: string): Partial<Papers> | null | undefined {
  const live = useLive(doc(useFirestore(), RIDERS, riderId), (snapshot) => toPapers(snapshot.get('papers')));
  return live.status === 'success' ? live.data : undefined;
}
