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
  removed: common.removed,
  kept: [
    'Deliveries and rides you carried stay in our records without personal data, because we must keep records of the trips and payments we handled (for accounts and tax, for up to 8 years).',
    'Your rider registration with a shop (vehicle and shop link) is removed by the shop or a Dropwise admin once your account is deleted; tell your shop you are leaving.',
  ],
  signInHint:
    'Sign in with the phone number registered for your rider account, then come back to this page. If you only sign in with an email and password, write to us (below) from that email address.',
};

export const digistallWording: DeleteAccountWording = {
  path: '/delete-account-digistall',
  title: 'Delete your Digistall account',
  accountName: 'Digistall account',
  removed: common.removed,
  kept: [
    'Orders placed with your stall stay in our records without personal data, because we must keep records of the sales and payments we handled (for accounts and tax, for up to 8 years).',
    'Your stall listing is taken down by a Dropwise admin once your account is deleted.',
  ],
  signInHint: 'Sign in with the phone number of your Digistall account, then come back to this page.',
};
