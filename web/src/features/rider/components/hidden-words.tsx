import type { ReactNode } from 'react';

/** `<hidden>…</hidden>` in a message: words for screen readers only (which order a button is for). */
export const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;
