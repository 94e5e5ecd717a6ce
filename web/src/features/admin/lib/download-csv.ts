import { type CsvCell, type CsvColumn, toCsv } from '@dropwise/domain/csv';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import type { Translate } from '@/lib/i18n/use-t';
import { saveCsvText } from '@/lib/files/save-blob';

/** Saves the rows currently on screen as an injection-safe CSV file. */
export function downloadCsv(fileName: string, headers: string[], rows: CsvCell[][]): void {
  const columns: CsvColumn<CsvCell[]>[] = headers.map((header, index) => ({
    header,
    value: (row) => row[index],
  }));
  saveCsvText(toCsv(columns, rows), fileName);
}

/** The fields of a record that a CSV cell can hold as they are. */
type CsvField<Row> = { [K in keyof Row]: Row[K] extends CsvCell ? K : never }[keyof Row];

/** How a list of records is exported: the file's name, the column headings as admin messages, and the record's field under each. */
export interface CsvExport<Row> {
  fileName: string;
  headers: MessageKey<'admin'>[];
  fields: CsvField<Row>[];
}

/** Saves `records` as `csv` lays them out, the headings in the admin's language. */
export function downloadRecordsCsv<Row>(t: Translate<'admin'>, csv: CsvExport<Row>, records: Row[]): void {
  downloadCsv(
    csv.fileName,
    csv.headers.map((header) => t(header)),
    // CsvField admits only the fields whose values are CsvCells.
    records.map((record) => csv.fields.map((field) => record[field] as CsvCell)),
  );
}
