const ALREADY_EXISTS = 6;
/** The emulator may abort one of two simultaneous commits on the same document instead. */
const ABORTED = 10;

/** True when a commit was refused because a document it creates exists, or is being created. */
export function isCreateConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === ALREADY_EXISTS || code === ABORTED;
}
