/** The numbers and dates on a rider's papers, as people type them and as they are stored. */

/**
 * India's state and union-territory codes, as they open licence and registration numbers (the
 * Ministry of Road Transport's list; OD and OR are both in use for Odisha, TS and TG for Telangana).
 */
const STATE_CODES = new Set(
  (
    'AN AP AR AS BR CG CH DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY RJ SK TG TN TR TS ' +
    'UK UP WB'
  ).split(' '),
);

const LICENCE = /^([A-Z]{2})(\d{2})((?:19|20)\d{2})(\d{7})$/;
const REGISTRATION = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/;
const BH_SERIES = /^(\d{2})BH(\d{4})([A-Z]{1,2})$/;

const compact = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');

/** `MH12 20190012345` from `mh-12-2019-0012345` and the like; null for anything else. */
export function normaliseLicenceNumber(value: string): string | null {
  const match = LICENCE.exec(compact(value));
  if (!match || !STATE_CODES.has(match[1]!)) return null;
  return `${match[1]}${match[2]} ${match[3]}${match[4]}`;
}

/** `MH12AB1234` from `MH 12 AB 1234`, `mh-12-ab-1234`; the BH series `22BH1234AA`; null otherwise. */
export function normaliseRegistration(value: string): string | null {
  const plate = compact(value);
  const bh = BH_SERIES.exec(plate);
  if (bh) return plate;
  const match = REGISTRATION.exec(plate);
  if (!match || !STATE_CODES.has(match[1]!) || Number(match[4]) === 0) return null;
  return plate;
}
