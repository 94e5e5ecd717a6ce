/**
 * CSV that spreadsheet programs open correctly (RFC 4180 quoting, CRLF line ends, a UTF-8 byte
 * order mark so Excel reads non-ASCII names) and that cannot inject formulas: a cell starting
 * with = + - @, a tab or a carriage return is prefixed with an apostrophe, as OWASP advises, so
 * it is shown as text instead of being evaluated.
 */
export type CsvCell = string | number | boolean | null | undefined | Date;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as typed: the apostrophe `neutraliseFormula` (or a spreadsheet) put before it is not part of the value. */
export function unneutraliseFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  const safe = neutraliseFormula(text);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  }
  return CSV_BYTE_ORDER_MARK + lines.join('\r\n') + '\r\n';
}
