import type { DispatchTimer } from './dispatch-timer.js';

/** What the dispatch steps need from outside the store: a clock, a timer, the admins to tell. */
export interface DispatchDeps {
  now: () => number;
  timer: DispatchTimer;
  /** The admins told when nobody takes an order; without it nobody is told. */
  adminUids?: () => Promise<string[]>;
  /** Adds up the documents the steps read (the benchmark prints reads per order). */
  countReads?: (documents: number) => void;
}
