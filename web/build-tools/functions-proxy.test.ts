import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '@dropwise/domain/functions-region';
import { functionRoutes, functionsEmulatorProxy } from './functions-proxy';

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));

describe('the dev server proxy to the functions emulator', () => {
  it('takes every path Hosting rewrites to a function from firebase.json, and nothing else', () => {
    expect(functionRoutes(firebaseJson)).toEqual([
      { prefix: '/api/', functionId: 'api', region: FUNCTIONS_REGION },
      { prefix: '/counter/', functionId: 'api', region: FUNCTIONS_REGION },
    ]);
  });

  it('puts the project, region and function before the path, as the functions emulator expects', () => {
    const proxy = functionsEmulatorProxy(functionRoutes(firebaseJson), 'http://127.0.0.1:5001', 'demo-x');
    expect(Object.keys(proxy)).toEqual(['^/api/', '^/counter/']);
    const api = proxy['^/api/']!;
    expect(api.target).toBe('http://127.0.0.1:5001');
    expect(api.rewrite?.('/api/health?x=1')).toBe('/demo-x/asia-south1/api/api/health?x=1');
    expect(proxy['^/counter/']!.rewrite?.('/counter/dropwiseEduCounter')).toBe(
      '/demo-x/asia-south1/api/counter/dropwiseEduCounter',
    );
  });

  // A rewrite that names no region gets Hosting's default, us-central1.
  it('accepts a function named by a string, and refuses a rewrite source it cannot route', () => {
    expect(functionRoutes({ hosting: { rewrites: [{ source: '/hook/**', function: 'hook' }] } })).toEqual([
      { prefix: '/hook/', functionId: 'hook', region: 'us-central1' },
    ]);
    expect(() => functionRoutes({ hosting: { rewrites: [{ source: '**/x', function: 'x' }] } })).toThrow(
      /unsupported rewrite source/,
    );
  });
});
