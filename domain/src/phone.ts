/**
 * Phone numbers as people type them ("98765 43210", "098765-43210", "+91 98765 43210",
 * "0091 9876543210") normalised to E.164 ("+919876543210"). Numbers without a country code are
 * taken as Indian, the product's home market. Pure: shared by the web forms and the functions.
 */
export const DEFAULT_COUNTRY_CODE = '91';

const ALLOWED_CHARACTERS = /^[\s(]*\+?[\d\s\-().]+$/;
const INDIAN_NATIONAL_NUMBER = /^[2-9]\d{9}$/;

export function normalisePhone(input: string, defaultCountryCode = DEFAULT_COUNTRY_CODE): string | null {
  const trimmed = input.trim();
  if (!trimmed || trimmed.length > 25 || !ALLOWED_CHARACTERS.test(trimmed)) return null;

  let digits = trimmed.replace(/\D/g, '');
  let international = /^[\s(]*\+/.test(trimmed);
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }

  if (!international) {
    const national = digits.startsWith('0') ? digits.slice(1) : digits;
    if (defaultCountryCode === '91' && national.length === 12 && national.startsWith('91')) {
      return validInternational(national);
    }
    return validInternational(defaultCountryCode + national);
  }
  return validInternational(digits);
}

function validInternational(digits: string): string | null {
  // E.164: a country code that does not start with 0, at most 15 digits in all.
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  if (digits.startsWith('91') && !INDIAN_NATIONAL_NUMBER.test(digits.slice(2))) return null;
  return `+${digits}`;
}

export const PHONE_FORMAT_MESSAGE = 'Enter a valid phone number, for example 98765 43210 or +91 98765 43210.';
