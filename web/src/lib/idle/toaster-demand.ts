/**
 * Whether the page needs react-hot-toast's Toaster yet. The public pages load it only when they
 * raise their first toast (mounting it is a sizeable piece of main-thread work a visitor who only
 * reads the page never needs); the signed-in areas ask for it once the page is idle.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function isToasterWanted(): boolean {
  return wanted;
}

/** Calls `listener` once the Toaster is wanted; returns the unsubscribe function. */
export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
