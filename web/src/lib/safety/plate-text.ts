// How registrations are stored (normaliseRegistration in @dropwise/domain/safety/rider-papers):
// a state series `MH12AB1234` or a Bharat series `22BH1234AA`, with no spaces.
const STATE_SERIES = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/;
const BH_SERIES = /^(\d{2})(BH)(\d{4})([A-Z]{1,2})$/;

/**
 * A registration number spaced as plates print it (`MH 12 AB 1234`, `22 BH 1234 AA`), so it can be
 * read at a glance against the plate at the kerb; anything else comes back as it is.
 */
export function plateText(registration: string): string {
  const match = BH_SERIES.exec(registration) ?? STATE_SERIES.exec(registration);
  return match ? match.slice(1).filter(Boolean).join(' ') : registration;
}
