import { type CsvCell, type CsvColumn, toCsv } from '@domain/csv';

/** Saves the rows currently on screen as an injection-safe CSV file. */
export function downloadCsv(fileName: string, headers: string[], rows: CsvCell[][]): void {
  const columns: CsvColumn<CsvCell[]>[] = headers.map((header, index) => ({
    header,
    value: (row) => row[index],
  }));
  const blob = new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
