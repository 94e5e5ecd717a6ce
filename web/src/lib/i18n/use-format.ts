import { formattersFor } from './formatters';
import { useLanguage } from './use-language';

/** Numbers, money, distances, dates and times for the active language (see formattersFor). */
export function useFormat() {
  return formattersFor(useLanguage());
}
