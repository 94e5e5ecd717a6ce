import { toCsv } from '@dropwise/domain/csv';
import { parseCsv } from '@dropwise/domain/shops/csv-parse';
import { BATCH_COLUMNS, BATCH_MAX_ROWS } from '@dropwise/domain/shops/shop-batch';
import type { RowProblems } from '@/lib/api/api-error';

export const TEMPLATE_FILE_NAME = 'dropwise-deliveries.csv';

/** The template: the header line alone, the columns in the order the upload reads them. */
export function batchTemplate(): string {
  return toCsv(
    BATCH_COLUMNS.map((header) => ({ header, value: () => '' })),
    [],
  );
}

/** A line of the chosen file, with the problems the server found in it (none for a good line). */
export interface FileLine {
  line: number;
  cells: string[];
  problems: Record<string, string>;
}

/** What the screen can tell of a file before sending it. */
export type FileCheck =
  | { state: 'ok'; rows: number }
  | { state: 'empty' }
  | { state: 'unreadable' }
  | { state: 'tooMany'; rows: number };

/** Counts the deliveries in a file (the lines after the header), as the server will count them. */
export function checkFile(text: string): FileCheck {
  const records = parseCsv(text);
  if (!records) return { state: 'unreadable' };
  const rows = Math.max(records.length - 1, 0);
  if (rows === 0) return { state: 'empty' };
  return rows > BATCH_MAX_ROWS ? { state: 'tooMany', rows } : { state: 'ok', rows };
}

/**
 * The file back as its lines (the header left out), each with the problems the server gave for its
 * line, so the shop sees every row as it wrote it beside what to change; a line-wide problem
 * (a wrong number of cells, say) is under `file`.
 */
export function linesWithProblems(text: string, rows: readonly RowProblems[]): FileLine[] {
  const byLine = new Map(rows.map((row) => [row.line, row.fields]));
  const records = parseCsv(text) ?? [];
  const lines: FileLine[] = records.slice(1).map((record) => ({
    line: record.line,
    cells: record.cells,
    problems: byLine.get(record.line) ?? {},
  }));
  // A problem on a line the file does not show as a row (the header's): kept, with no cells.
  for (const row of rows) {
    if (!lines.some((line) => line.line === row.line))
      lines.unshift({ line: row.line, cells: [], problems: row.fields });
  }
  return lines;
}
