import type { Auth } from 'firebase/auth';
import { pagePaths } from '@dropwise/domain/page-paths';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import type { ComponentType } from 'react';
import { AppHeader } from '@/components/app-header';
import { riderSignInPathFor, shopSignInPathFor } from '@/lib/session/area-return-path';
import { ShopHeader } from '@/components/shop/shop-header';
import { signOutCustomer } from '@/lib/session/sign-out-customer';
import { signOutStaff } from '@/lib/session/sign-out-staff';
import { loginPathFor } from '@/lib/session/use-return-path';
import {
  deleteAccount,
  deleteRiderAccount,
  deleteShopStaffAccount,
} from '@/features/account/api/delete-account';
import { RiderAccountHeader } from './rider-account-header';

type AccountKey = MessageKey<'account'>;

/**
 * What differs between the customer and rider deletion pages, beyond whose session they read: the
 * words (message keys), how the account is deleted and signed out, and where to sign in.
 */
export interface DeletableAccount {
  /** The page's bar: the customer app's header, or the rider's own (no customer links). */
  Header: ComponentType;
  title: AccountKey;
  /** What is removed, beyond the common profile and sign-in. */
  removed: AccountKey[];
  /** What is kept, and why. */
  kept: AccountKey[];
  /** That deletion is final, and how to come back. */
  final: AccountKey;
  signInHint: AccountKey;
  /** "Are you sure?", naming the account. */
  confirm: AccountKey;
  /** Said once the account is gone. */
  deleted: AccountKey;
  remove: (auth: Auth) => Promise<void>;
  signOut: (auth: Auth) => Promise<void>;
  /** The sign-in page, which comes back to this page after. */
  signInPath: string;
}

export const customerAccount: DeletableAccount = {
  Header: AppHeader,
  title: 'deleteCustomerTitle',
  removed: ['removedProfile', 'removedDevices', 'removedPhoneSignIn'],
  kept: ['keptCustomerTrips'],
  final: 'deletionFinalCustomer',
  signInHint: 'signInHintCustomer',
  confirm: 'confirmCustomer',
  deleted: 'deletedCustomer',
  remove: deleteAccount,
  signOut: signOutCustomer,
  signInPath: loginPathFor(pagePaths.deleteAccount),
};

export const riderAccount: DeletableAccount = {
  Header: RiderAccountHeader,
  title: 'deleteRiderTitle',
  removed: ['removedRiderRecord', 'removedRiderShop', 'removedDevices', 'removedRiderSignIn'],
  kept: ['keptRiderTrips'],
  final: 'deletionFinalRider',
  signInHint: 'signInHintRider',
  confirm: 'confirmRider',
  deleted: 'deletedRider',
  remove: deleteRiderAccount,
  signOut: signOutStaff,
  signInPath: riderSignInPathFor(pagePaths.deleteRiderAccount),
};

export const shopStaffAccount: DeletableAccount = {
  Header: ShopHeader,
  title: 'deleteShopTitle',
  removed: ['removedShopStaff', 'removedPhoneSignIn'],
  kept: ['keptShopOrders'],
  final: 'deletionFinalShop',
  signInHint: 'signInHintShop',
  confirm: 'confirmShop',
  deleted: 'deletedShop',
  remove: deleteShopStaffAccount,
  signOut: signOutStaff,
  signInPath: shopSignInPathFor(pagePaths.deleteDigistallAccount),
};
