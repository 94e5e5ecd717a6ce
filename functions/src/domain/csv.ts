/**
 * CSV that spreadsheet programs open correctly and that cannot run formulas: every cell is quoted,
 * quotes are doubled, and a cell starting with = + - @, a tab or a carriage return gets a leading
 * apostrophe so Excel, LibreOffice and Sheets show it as text (OWASP "CSV injection").
 */
export type CsvCell = string | number | boolean | null | undefined | Date;

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows joined with CRLF (RFC 4180) and a byte-order mark so Excel reads UTF-8 names correctly. */
export function toCsv(headers: string[], rows: CsvCell[][]): string {
  const lines = [headers, ...rows].map((row) => row.map((cell) => quote(neutraliseCell(cell))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
