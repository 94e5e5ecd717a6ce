/** What differs between the customer, rider and Digistall deletion pages: only the words. */
export interface DeleteAccountWording {
  /** The route of this page, to come back to after signing in. */
  path: string;
  title: string;
  accountName: string;
  /** What is removed, beyond the common profile and sign-in. */
  removed: string[];
  /** What is kept, and why. */
  kept: string[];
  signInHint: string;
}

const common = {
  removed: [
    'your profile: name, city, phone number and profile picture',
    'the devices registered for notifications, and your notification history',
    'your sign-in: your phone number and any password you set',
  ],
};

export const customerWording: DeleteAccountWording = {
  path: '/delete-account',
  title: 'Delete your Dropwise account',
  accountName: 'Dropwise account',
  removed: common.removed,
  kept: [
    'Your past rides and parcel deliveries stay in our records without your name, phone number or the receiver’s contact details, because we must keep records of the trips and payments we handled (for accounts and tax, for up to 8 years).',
  ],
  signInHint: 'Sign in with the phone number of the account you want to delete, then come back to this page.',
};

export const riderWording: DeleteAccountWording = {
  path: '/delete-account-rider',
  title: 'Delete your Dropwise rider account',
  accountName: 'rider account',
  removed: [
    'your name, phone number and email on your rider record, which is switched off for good',
    'your link to a shop, and the positions your phone sent while you were on duty',
    'the devices registered for notifications, and your notification history',
    'your sign-in: your email and password',
  ],
  kept: [
    'Deliveries and rides you carried stay in our records without your name or phone number, because we must keep records of the trips and payments we handled (for accounts and tax, for up to 8 years).',
  ],
  signInHint:
    'Sign in with the email and password of your rider account, then come back to this page. Finish or hand over any order you are carrying first: an account with an open order cannot be deleted. If your account was deactivated you cannot sign in; write to us (below) from your rider email address.',
};
