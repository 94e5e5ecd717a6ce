/**
 * Wraps an async run so that only one goes at a time: a call during a run joins it, and the run
 * goes round once more, so what came in meanwhile is not left over.
 */
export function oneRunAtATime(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await run();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
}
