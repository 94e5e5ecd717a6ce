/** gRPC status codes Firestore's commits fail with. */
const ALREADY_EXISTS = 6;
/** The emulator may abort one of two simultaneous commits on the same document instead. */
const ABORTED = 10;

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/** True when a commit was refused because a document it creates exists already. */
export function isAlreadyExists(error: unknown): boolean {
  return codeOf(error) === ALREADY_EXISTS;
}

/**
 * True when a commit was refused because a document it creates exists, or is being created: for
 * batched writes outside a transaction, which two simultaneous callers can both attempt.
 */
export function isCreateConflict(error: unknown): boolean {
  const code = codeOf(error);
  return code === ALREADY_EXISTS || code === ABORTED;
}
