import { type ReactNode, useId } from 'react';

/** A section named by its heading, so a screen reader lists it by that name. */
export function TitledSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
