import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '@dropwise/domain/functions-region';
import * as deployed from './index.js';

interface Rewrite {
  source: string;
  function?: { functionId: string; region?: string };
}

describe('the functions region', () => {
  it('every exported function runs in Mumbai', () => {
    const regions = Object.entries(deployed).map(([name, fn]) => [
      name,
      (fn as { __endpoint?: { region?: string[] } }).__endpoint?.region,
    ]);
    expect(regions.length).toBeGreaterThan(3);
    for (const [name, region] of regions) expect(region, String(name)).toEqual([FUNCTIONS_REGION]);
  });

  it("Hosting's rewrites call the API in the same region", () => {
    const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { rewrites: Rewrite[] };
    };
    const calls = config.hosting.rewrites.filter((rewrite) => rewrite.function);
    expect(calls.map((rewrite) => rewrite.source)).toEqual(['/api/**', '/counter/**']);
    for (const rewrite of calls) expect(rewrite.function?.region).toBe(FUNCTIONS_REGION);
  });
});
