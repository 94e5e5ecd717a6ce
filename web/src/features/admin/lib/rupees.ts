import { PAISE_PER_RUPEE } from '@domain/money';

// Digits with optional grouping commas ("1,00,000" or "100,000"), then up to two decimals.
const RUPEES = /^(?:₹\s*)?(\d+(?:,\d+)*)?(?:\.(\d{0,2}))?$/;

/**
 * What an admin typed in rupees ("250", "1,250.50", "₹99.5"), as a whole number of paise, or null
 * when it is not an amount. Read digit by digit rather than through Number(), which would take
 * "1e3" or "0x10" and turn "1,250" into NaN; a third decimal is refused rather than rounded away,
 * so the amount sent is the amount typed.
 */
export function parseRupees(text: string): number | null {
  const match = RUPEES.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const rupees = Number(whole.replace(/,/g, '') || '0');
  return rupees * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0'));
}

/** Paise as rupees with two decimals and no grouping ("1234.50"), for CSV files. */
export function paiseAsRupeeText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(paise) / PAISE_PER_RUPEE);
  const rest = Math.abs(paise) % PAISE_PER_RUPEE;
  return `${sign}${whole}.${String(rest).padStart(2, '0')}`;
}
