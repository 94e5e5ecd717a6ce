/**
 * Where people write about their data. Replace with the operator's real privacy mailbox before
 * launch (docs/accounts.md, limits).
 */
export const PRIVACY_CONTACT_EMAIL = 'privacy@dropwise.app';
/** How long deletion requests by email take at most. */
export const DELETION_REQUEST_DAYS = 30;
