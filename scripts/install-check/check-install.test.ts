import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const script = join(root, 'scripts/install-check/check-install.sh');
const manifests = [
  'package.json',
  'package-lock.json',
  'domain/package.json',
  'functions/package.json',
  'web/package.json',
];

/** A copy of the repository's manifests alone: what `npm ci` reads to decide whether it can install. */
async function copyManifests(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'install-check-'));
  for (const file of manifests) await cp(join(root, file), join(dir, file), { recursive: true });
  return dir;
}

async function check(dir: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('bash', [script, dir], { env: { ...process.env, CI: '' } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('install check', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copyManifests();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('accepts the committed lockfile', async () => {
    const result = await check(dir);
    expect(result.output).toContain('installs as committed');
    expect(result.code).toBe(0);
  }, 60_000);

  it('refuses a lockfile left behind by a changed dependency range, naming the fix', async () => {
    const path = join(dir, 'functions/package.json');
    const manifest = JSON.parse(await readFile(path, 'utf8')) as { dependencies: Record<string, string> };
    manifest.dependencies['firebase-admin'] = '^11.0.0';
    await writeFile(path, JSON.stringify(manifest, null, 2));

    const result = await check(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain('package-lock.json is out of step with package.json');
    expect(result.output).toMatch(/Invalid|Missing/);
    expect(result.output).toContain("run 'npm install' and commit");
  }, 60_000);
});
