import { indiaMonth } from './india-time.js';

/**
 * Receipt (tax invoice) numbers: `DW/<financial year>/<series>/<number>`, e.g. `DW/2627/K7Q/0042`,
 * 16 characters, the most Rule 46(b) of the CGST Rules allows. Each rider delivers under a series
 * of their own for the financial year, numbered 0001, 0002... without gaps, so no two riders ever
 * share a counter (docs/money.md, "Receipts").
 */

/** Series codes: no 0/O or 1/I, so a number read out over the phone is not misheard. */
export const SERIES_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const SERIES_CODE_LENGTH = 3;
/** The last number of a series; the rider's next delivery opens a new series. */
export const MAX_IN_SERIES = 9_999;
export const RECEIPT_NUMBER_PATTERN = /^DW\/\d{4}\/[2-9A-HJ-NP-Z]{3}\/\d{4}$/;

/** The financial year (April to March, India time) of a moment: `2627` for 2026-27. */
export function financialYearOf(at: number | Date): string {
  const [year, month] = indiaMonth(at).split('-').map(Number) as [number, number];
  const first = month >= 4 ? year : year - 1;
  const twoDigits = (value: number) => String(value % 100).padStart(2, '0');
  return `${twoDigits(first)}${twoDigits(first + 1)}`;
}

/** A series code drawn at random; the caller claims it for the year, and draws again if taken. */
export function randomSeriesCode(random: () => number = Math.random): string {
  let code = '';
  for (let index = 0; index < SERIES_CODE_LENGTH; index += 1) {
    code += SERIES_ALPHABET[Math.floor(random() * SERIES_ALPHABET.length)];
  }
  return code;
}

export function receiptNumber(financialYear: string, series: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_IN_SERIES) {
    throw new RangeError(`A series numbers 1 to ${MAX_IN_SERIES}, not ${sequence}.`);
  }
  return `DW/${financialYear}/${series}/${String(sequence).padStart(4, '0')}`;
}
