import type { ReactNode } from 'react';

/** One term of a description list and what it says, kept together in a row for styling. */
export function DescriptionRow({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
