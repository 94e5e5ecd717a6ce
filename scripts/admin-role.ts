// npm run admin:grant -- <email> <role>   |   npm run admin:revoke -- <email> <role>
// Sets or clears a role claim. Talks to the local Auth emulator unless GOOGLE_APPLICATION_CREDENTIALS
// (or DROPWISE_REAL_PROJECT) says a real project is meant.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

// `customer` marks an account an admin made as a customer without a phone sign-in (it may book).
const ROLES = ['admin', 'eduAdmin', 'rider', 'customer'] as const;
type Role = (typeof ROLES)[number];

const [action, email, role] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !email || !ROLES.includes(role as Role)) {
  console.error(`usage: npm run admin:${action ?? 'grant'} -- <email> <${ROLES.join('|')}>`);
  process.exit(2);
}

const realProject = Boolean(process.env.GOOGLE_APPLICATION_CREDENTIALS || process.env.DROPWISE_REAL_PROJECT);
if (!realProject) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const app = initializeApp(
  realProject ? undefined : { projectId: process.env.DROPWISE_PROJECT_ID ?? 'demo-dropwise' },
);
const auth = getAuth(app);

try {
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  if (action === 'grant') claims[role as Role] = true;
  else delete claims[role as Role];
  await auth.setCustomUserClaims(user.uid, claims);
  // A revoked role ends at once: the functions check the account's claims, and revoking the
  // refresh tokens makes the app sign in again instead of refreshing the old role for an hour.
  if (action === 'revoke') await auth.revokeRefreshTokens(user.uid);
  console.log(`${action === 'grant' ? 'Granted' : 'Revoked'} ${role} for ${email} (${user.uid}).`);
  console.log(
    action === 'grant'
      ? 'The user gets the role when their ID token next refreshes (sign out and in, or within an hour).'
      : 'The functions refuse the role at once; the user is signed out of the app.',
  );
  process.exit(0);
} catch (error) {
  console.error(`Could not ${action} ${role} for ${email}: ${(error as Error).message}`);
  process.exit(1);
}
