import type { ReactNode } from 'react';
import { ColumnHeads } from '../../../components/column-heads';
import type { MessageKey } from '../../../lib/i18n/catalogue-loaders';
import { useT } from '../../../lib/i18n/use-t';

/** A table of figures that scrolls sideways on a narrow screen, its caption for screen readers only. */
export function FiguresTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  /** The column headings, as admin messages. */
  headings: readonly MessageKey<'admin'>[];
  /** The table's body and foot. */
  children: ReactNode;
}) {
  const t = useT('admin');
  return (
    <div className="table-scroll">
      <table className="figures-table">
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads labels={headings.map((heading) => t(heading))} />
        {children}
      </table>
    </div>
  );
}

/** One right-aligned cell per figure, in order. */
export function FigureCells({ figures }: { figures: readonly string[] }) {
  return figures.map((text, index) => (
    <td key={index} className="numeric">
      {text}
    </td>
  ));
}
