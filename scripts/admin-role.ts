// npm run admin:grant -- <email> <role>   |   npm run admin:revoke -- <email> <role>
// Sets or clears a role claim. Talks to the local Auth emulator unless GOOGLE_APPLICATION_CREDENTIALS
// (or DROPWISE_REAL_PROJECT) says a real project is meant.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const ROLES = ['admin', 'eduAdmin', 'rider'] as const;
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
  console.log(`${action === 'grant' ? 'Granted' : 'Revoked'} ${role} for ${email} (${user.uid}).`);
  console.log(
    'The user gets the change when their ID token next refreshes (sign out and in, or within an hour).',
  );
  process.exit(0);
} catch (error) {
  console.error(`Could not ${action} ${role} for ${email}: ${(error as Error).message}`);
  process.exit(1);
}
