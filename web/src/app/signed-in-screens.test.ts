import { describe, expect, it } from 'vitest';
import { areaPaths } from './routes';
import { loadSignedInScreen, signedInScreenPaths } from './signed-in-screens';

describe('the signed-in screens', () => {
  it('declares a screen for every path of every signed-in area, and no other', () => {
    const routed = Object.values(areaPaths).flat();
    expect([...signedInScreenPaths()].sort()).toEqual([...routed].sort());
    expect(new Set(routed).size).toBe(routed.length);
  });

  it('refuses a path it has no screen for, by name', async () => {
    await expect(loadSignedInScreen('/no-such-screen')).rejects.toThrow('/no-such-screen');
  });
});
