import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { helplineTargetProblem } from './helpline-check-plugin';

const webRoot = new URL('..', import.meta.url).pathname;

/** A real `vite build` of the web app in production mode (no web/.env.production here). */
function productionBuild(helplineUrl?: string) {
  const outDir = mkdtempSync(join(tmpdir(), 'dropwise-helpline-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.VITE_HELPLINE_URL;
  if (helplineUrl !== undefined) env.VITE_HELPLINE_URL = helplineUrl;
  try {
    return spawnSync(
      'npx',
      ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--logLevel', 'error'],
      {
        cwd: webRoot,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

describe('the HelpLine build check', () => {
  it('accepts an http(s) address and explains anything else', () => {
    expect(helplineTargetProblem('https://wa.me/910000000000')).toBeNull();
    expect(helplineTargetProblem('http://help.example/chat')).toBeNull();
    expect(helplineTargetProblem(undefined)).toBe('VITE_HELPLINE_URL is not set.');
    expect(helplineTargetProblem('  ')).toBe('VITE_HELPLINE_URL is not set.');
    expect(helplineTargetProblem('javascript:alert(1)')).toMatch(/must be an http\(s\) address/);
    expect(helplineTargetProblem('wa.me/91')).toMatch(/is not an address/);
  });

  it('fails a production build without VITE_HELPLINE_URL, saying what to set', { timeout: 90_000 }, () => {
    const build = productionBuild();
    expect(build.status).not.toBe(0);
    expect(build.stderr + build.stdout).toContain('VITE_HELPLINE_URL is not set.');
    expect(build.stderr + build.stdout).toContain('web/.env.production');
  });
});
