/**
 * Rupees as people type them, to and from integer paise. Amounts are stored and sent in paise
 * (docs/money.md); going through a floating-point number of rupees would turn "77.10" into
 * 7709.999… paise, so the digits are read and written as text instead.
 */

const PAISE_PER_RUPEE = 100;

/** Whole rupees: plain digits, or grouped the Indian way (1,00,000) or the Western way (100,000). */
const RUPEES = /^(\d+|\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;
/** Past this many digits of rupees, paise would no longer be exact in a JavaScript number. */
const MAX_RUPEE_DIGITS = 12;
const DEVANAGARI_ZERO = 0x0966;

/**
 * Paise from what someone typed: "77" is 7700, "77.5" 7750, "77.05" 7705, "1,200" 120000; a
 * leading ₹ or "Rs" and Devanagari digits (a Hindi or Marathi keyboard) are fine. Anything else
 * (a third decimal, a minus sign, letters, nothing at all) is null.
 */
export function parseRupees(typed: string): number | null {
  const text = typed
    .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
    .trim()
    .replace(/^(?:₹|rs\.?|inr)\s*/i, '');
  const match = RUPEES.exec(text);
  if (!match) return null;
  const rupees = (match[1] ?? '').replace(/,/g, '');
  if (rupees.replace(/^0+(?=\d)/, '').length > MAX_RUPEE_DIGITS) return null;
  const paise = (match[2] ?? '').padEnd(2, '0');
  return Number(rupees) * PAISE_PER_RUPEE + Number(paise);
}

/** What a rupee field starts with for an amount in paise: "77", "77.50", "1200.05". */
export function rupeeText(paise: number): string {
  const rupees = Math.trunc(paise / PAISE_PER_RUPEE);
  const rest = Math.abs(paise % PAISE_PER_RUPEE);
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/** Paise as rupees with two decimals and no grouping ("1234.50"), for CSV files. */
export function paiseAsRupeeText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(paise) / PAISE_PER_RUPEE);
  const rest = Math.abs(paise) % PAISE_PER_RUPEE;
  return `${sign}${whole}.${String(rest).padStart(2, '0')}`;
}
