import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { emailAccount, unique } from '../support/admin-api';
import { decodeClaims, PROJECT_ID, signInWithPassword } from '../support/emulators';

const run = promisify(execFile);
const cwd = new URL('../..', import.meta.url).pathname;

async function adminCli(action: 'grant' | 'revoke', ...args: string[]) {
  return run('npx', ['tsx', 'scripts/admin-role.ts', action, ...args], {
    cwd,
    env: {
      ...process.env,
      DROPWISE_PROJECT_ID: PROJECT_ID,
      GOOGLE_APPLICATION_CREDENTIALS: '',
      DROPWISE_REAL_PROJECT: '',
    },
  });
}

describe('the admin role CLI against the Auth emulator', () => {
  it('grants a role claim that the next sign-in carries, and revokes it again', async () => {
    const email = `cli-${unique()}@dropwise.test`;
    await emailAccount(email, 'cli-pass-1');

    const granted = await adminCli('grant', email, 'admin');
    expect(granted.stdout).toContain(`Granted admin for ${email}`);
    expect(decodeClaims((await signInWithPassword(email, 'cli-pass-1')).idToken).admin).toBe(true);

    await adminCli('revoke', email, 'admin');
    expect(decodeClaims((await signInWithPassword(email, 'cli-pass-1')).idToken).admin).toBeUndefined();
  });

  it('refuses an unknown role and an unknown email with a non-zero exit', async () => {
    await expect(adminCli('grant', 'someone@dropwise.test', 'superuser')).rejects.toMatchObject({ code: 2 });
    await expect(adminCli('grant', `nobody-${unique()}@dropwise.test`, 'rider')).rejects.toMatchObject({
      code: 1,
    });
  });
});
