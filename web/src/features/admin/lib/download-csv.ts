import { type CsvCell, type CsvColumn, toCsv } from '@domain/csv';
import { saveBlob } from '../../../lib/files/save-blob';

/** Saves the rows currently on screen as an injection-safe CSV file. */
export function downloadCsv(fileName: string, headers: string[], rows: CsvCell[][]): void {
  const columns: CsvColumn<CsvCell[]>[] = headers.map((header, index) => ({
    header,
    value: (row) => row[index],
  }));
  saveBlob(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
