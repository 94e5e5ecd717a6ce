import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { auth, db } from './emulator-admin.js';
import { USERS } from '@dropwise/domain/collections';

export interface DemoAccount {
  uid: string;
  label: string;
  email?: string;
  password?: string;
  phoneNumber?: string;
  displayName: string;
  claims: Record<string, boolean>;
}

/** The demo sign-ins listed in the README; tests rely on them. */
export const demoAccounts = {
  admin: {
    uid: 'demo-admin',
    label: 'platform admin',
    email: 'admin@dropwise.test',
    password: 'admin-demo-1',
    displayName: 'Demo Admin',
    claims: { admin: true },
  },
  eduAdmin: {
    uid: 'demo-eduadmin',
    label: 'education admin',
    email: 'eduadmin@dropwise.test',
    password: 'edu-demo-1',
    displayName: 'Demo Education Admin',
    claims: { eduAdmin: true },
  },
  customer: {
    uid: 'demo-customer',
    label: 'customer',
    phoneNumber: '+15555550100',
    displayName: 'Demo Customer',
    claims: {},
  },
  rider: {
    uid: 'demo-rider',
    label: 'rider',
    email: 'rider@dropwise.test',
    password: 'rider-demo-1',
    displayName: 'Demo Rider',
    claims: { rider: true },
  },
} satisfies Record<string, DemoAccount>;

/** Creates the Auth user with this uid, or brings an existing one back to `fields`. */
export async function upsertAuthUser(
  uid: string,
  fields: Pick<DemoAccount, 'email' | 'password' | 'phoneNumber' | 'displayName'> & { disabled: boolean },
): Promise<UserRecord> {
  try {
    await auth.getUser(uid);
    return await auth.updateUser(uid, fields);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    return await auth.createUser({ uid, ...fields });
  }
}

function upsertUser(account: DemoAccount): Promise<UserRecord> {
  const { email, password, phoneNumber, displayName } = account;
  return upsertAuthUser(account.uid, { email, password, phoneNumber, displayName, disabled: false });
}

export async function seedDemoAccounts(): Promise<void> {
  for (const account of Object.values(demoAccounts) as DemoAccount[]) {
    await upsertUser(account);
    await auth.setCustomUserClaims(account.uid, account.claims);
  }
  const customer = demoAccounts.customer;
  await db.doc(`${USERS}/${customer.uid}`).set(
    {
      name: customer.displayName,
      phoneNumber: customer.phoneNumber,
      cityName: 'Pune',
      profileImage: null,
      createdAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}
