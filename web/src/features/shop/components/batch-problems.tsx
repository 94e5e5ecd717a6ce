import { BATCH_COLUMNS } from '@dropwise/domain/shops/shop-batch';
import { ColumnHeads } from '@/components/column-heads';
import { localizeFieldMessage } from '@/lib/i18n/field-message';
import { useT } from '@/lib/i18n/use-t';
import type { FileLine } from '@/features/shop/lib/batch-file';
import { TableScroll } from '@/components/table-scroll';

// Between a column's name and its problem: punctuation, the same in every language.
const COLON = ': ';

/**
 * The uploaded file shown back, one row per delivery with the line it is on, what it says, and
 * what to change (in the reader's language, each by its column). The rows with problems come first.
 */
export function BatchProblems({ lines }: { lines: FileLine[] }) {
  const t = useT('shop');
  const bad = lines.filter((line) => Object.keys(line.problems).length > 0);
  const ordered = [...bad, ...lines.filter((line) => !bad.includes(line))];
  const heads = [t('batchLine'), t('batchProblems'), ...BATCH_COLUMNS];
  return (
    <section className="batch-problems" aria-label={t('batchRefusedRegion')}>
      <p role="alert">{t('batchRefused', { bad: bad.length, total: lines.length })}</p>
      <TableScroll label={t('batchRefusedRegion')}>
        <table className="stack-table batch-table">
          <caption className="visually-hidden">{t('batchRefusedRegion')}</caption>
          <ColumnHeads labels={heads} />
          <tbody>
            {ordered.map((line) => {
              const problems = Object.entries(line.problems);
              return (
                <tr
                  key={line.line}
                  className={problems.length ? 'batch-bad' : undefined}
                  data-line={line.line}
                >
                  <td data-label={heads[0]}>{line.line}</td>
                  <td data-label={heads[1]}>
                    {problems.length ? (
                      <ul className="batch-problem-list">
                        {problems.map(([column, message]) => (
                          <li key={column}>
                            {column === 'file' ? null : <strong>{column}</strong>}
                            {column === 'file' ? null : COLON}
                            <span>{localizeFieldMessage(message)}</span>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      t('batchRowOk')
                    )}
                  </td>
                  {BATCH_COLUMNS.map((column, index) => (
                    <td
                      key={column}
                      data-label={column}
                      className={line.problems[column] ? 'batch-bad-cell' : undefined}
                    >
                      {line.cells[index] ?? ''}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
