import { z } from 'zod';
import { unneutraliseFormula } from '../csv.js';
import { coordinatesSchema } from '../fares.js';
import { addressSchema } from '../booking-places.js';
import { firstProblemPerField } from '../field-problems.js';
import {
  codPaiseSchema,
  feePaidBySchema,
  receiverSchema,
  shopNoteSchema,
  shopReferenceSchema,
  sizeBandSchema,
} from './shop-booking.js';
import { parseCsv } from './csv-parse.js';

/** The columns of a shop's upload, in this order (the template's header line). */
export const BATCH_COLUMNS = [
  'reference',
  'receiverName',
  'receiverPhone',
  'dropOffAddress',
  'dropOffLat',
  'dropOffLng',
  'sizeBand',
  'codPaise',
  'feePaidBy',
  'note',
] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];

export const BATCH_MAX_ROWS = 200;

/** A row's problems: its line in the file (the header is line 1) and a message per column. */
export interface BatchRowProblem {
  line: number;
  fields: Partial<Record<BatchColumn | 'file', string>>;
}

/** One valid row, ready to book: the same fields as a single booking, with the shop's reference. */
export interface BatchRow {
  line: number;
  reference: string;
  receiver: { name: string; phone: string };
  dropOff: { address: string; coordinates?: { lat: number; lng: number } };
  sizeBand: z.output<typeof sizeBandSchema>;
  codPaise: number;
  feePaidBy: z.output<typeof feePaidBySchema>;
  note?: string;
}

/** A number, or empty; one schema (not a union) so a bad cell gets this message, not zod's "Invalid input". */
const optionalNumberCell = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^(-?\d+(\.\d+)?)?$/, message)
    .transform((cell) => (cell === '' ? ('' as const) : Number(cell)));

const rowSchema = z.object({
  reference: shopReferenceSchema,
  receiverName: receiverSchema.shape.name,
  receiverPhone: receiverSchema.shape.phone,
  dropOffAddress: addressSchema,
  dropOffLat: optionalNumberCell('Give the latitude as a number, or leave it empty.'),
  dropOffLng: optionalNumberCell('Give the longitude as a number, or leave it empty.'),
  sizeBand: sizeBandSchema,
  codPaise: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter the cash to collect as a whole number of paise.')
    .transform(Number)
    .pipe(codPaiseSchema),
  feePaidBy: feePaidBySchema,
  note: shopNoteSchema,
});

function rowOf(line: number, cells: Record<BatchColumn, string>): BatchRow | BatchRowProblem {
  const parsed = rowSchema.safeParse(cells);
  if (!parsed.success)
    return { line, fields: firstProblemPerField(parsed.error.issues) as BatchRowProblem['fields'] };
  const row = parsed.data;
  const hasLat = row.dropOffLat !== '';
  const hasLng = row.dropOffLng !== '';
  if (hasLat !== hasLng) {
    const missing = hasLat ? 'dropOffLng' : 'dropOffLat';
    return { line, fields: { [missing]: 'Give both latitude and longitude, or neither.' } };
  }
  const point = hasLat ? coordinatesSchema.safeParse({ lat: row.dropOffLat, lng: row.dropOffLng }) : null;
  if (point && !point.success) return { line, fields: { dropOffLat: 'This point is not on the map.' } };
  return {
    line,
    reference: row.reference,
    receiver: { name: row.receiverName, phone: row.receiverPhone },
    dropOff: { address: row.dropOffAddress, ...(point?.success ? { coordinates: point.data } : {}) },
    sizeBand: row.sizeBand,
    codPaise: row.codPaise,
    feePaidBy: row.feePaidBy,
    ...(row.note ? { note: row.note } : {}),
  };
}

/**
 * Checks a whole upload: the header, the row count, each row's fields, and references repeated
 * within the file. Answers every valid row, or every problem (nothing is booked then).
 */
export function readBatch(text: string): { rows: BatchRow[] } | { problems: BatchRowProblem[] } {
  const records = parseCsv(text);
  if (!records || records.length === 0) {
    return { problems: [{ line: 1, fields: { file: 'The file is empty or a quote is left open.' } }] };
  }
  const [header, ...body] = records;
  const names = header!.cells.map((cell) => cell.trim());
  if (names.join(',') !== BATCH_COLUMNS.join(',')) {
    return {
      problems: [
        { line: header!.line, fields: { file: `The first line must be: ${BATCH_COLUMNS.join(',')}` } },
      ],
    };
  }
  if (body.length === 0) return { problems: [{ line: 2, fields: { file: 'Add at least one delivery.' } }] };
  if (body.length > BATCH_MAX_ROWS) {
    return {
      problems: [
        {
          line: body[BATCH_MAX_ROWS]!.line,
          fields: { file: `Upload at most ${BATCH_MAX_ROWS} deliveries at once.` },
        },
      ],
    };
  }
  const rows: BatchRow[] = [];
  const problems: BatchRowProblem[] = [];
  const seen = new Set<string>();
  for (const record of body) {
    if (record.cells.length !== BATCH_COLUMNS.length) {
      problems.push({
        line: record.line,
        fields: { file: `This line has ${record.cells.length} cells, not ${BATCH_COLUMNS.length}.` },
      });
      continue;
    }
    const cells = Object.fromEntries(
      BATCH_COLUMNS.map((name, index) => [name, unneutraliseFormula(record.cells[index]!)]),
    ) as Record<BatchColumn, string>;
    const row = rowOf(record.line, cells);
    if ('fields' in row) problems.push(row);
    else if (seen.has(row.reference.toLowerCase())) {
      problems.push({
        line: row.line,
        fields: { reference: 'This reference is already on an earlier line.' },
      });
    } else {
      seen.add(row.reference.toLowerCase());
      rows.push(row);
    }
  }
  return problems.length > 0 ? { problems } : { rows };
}
