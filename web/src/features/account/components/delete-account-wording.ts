import { pagePaths } from '@domain/page-paths';
import type { MessageKey } from '../../../lib/i18n/catalogue-loaders';
import type { LanguageOwner } from '../../../lib/profile/remember-language';

type AccountKey = MessageKey<'account'>;

/** What differs between the customer and rider deletion pages: only the words (message keys). */
export interface DeleteAccountWording {
  /** The route of this page, to come back to after signing in. */
  path: string;
  /** Whose record the header's language switch writes to on this page. */
  languageOwner: LanguageOwner;
  title: AccountKey;
  /** What is removed, beyond the common profile and sign-in. */
  removed: AccountKey[];
  /** What is kept, and why. */
  kept: AccountKey[];
  signInHint: AccountKey;
  /** "Are you sure?", naming the account. */
  confirm: AccountKey;
  /** Said once the account is gone. */
  deleted: AccountKey;
}

export const customerWording: DeleteAccountWording = {
  path: pagePaths.deleteAccount,
  languageOwner: 'customer',
  title: 'deleteCustomerTitle',
  removed: ['removedProfile', 'removedDevices', 'removedPhoneSignIn'],
  kept: ['keptCustomerTrips'],
  signInHint: 'signInHintCustomer',
  confirm: 'confirmCustomer',
  deleted: 'deletedCustomer',
};

export const riderWording: DeleteAccountWording = {
  path: pagePaths.deleteRiderAccount,
  languageOwner: 'rider',
  title: 'deleteRiderTitle',
  removed: ['removedRiderRecord', 'removedRiderShop', 'removedDevices', 'removedRiderSignIn'],
  kept: ['keptRiderTrips'],
  signInHint: 'signInHintRider',
  confirm: 'confirmRider',
  deleted: 'deletedRider',
};
