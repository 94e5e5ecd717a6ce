import type { ReactNode } from 'react';
import { ColumnHeads } from '@/components/column-heads';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { TableScroll } from '@/components/table-scroll';

/**
 * A table of figures that scrolls sideways on a narrow screen, its caption for screen readers
 * only, with an optional totals row under the body.
 */
export function FiguresTable({
  caption,
  headings,
  total,
  children,
}: {
  caption: string;
  /** The column headings, as admin messages. */
  headings: readonly MessageKey<'admin'>[];
  /** The totals row: its label, across the columns that head each body row, and its figures. */
  total?: { label: string; labelColumns?: number; figures: readonly string[] };
  /** The body's rows. */
  children: ReactNode;
}) {
  const t = useT('admin');
  return (
    <TableScroll label={caption}>
      <table className="figures-table">
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads labels={headings.map((heading) => t(heading))} />
        <tbody>{children}</tbody>
        {total ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={total.labelColumns}>
                {total.label}
              </th>
              <FigureCells figures={total.figures} />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </TableScroll>
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
