import { describe, expect, it } from 'vitest';
import { oneFunctionInstance } from '../support/function-instance';

/**
 * The built function in one process, as deployed: the functions emulator answers every preflight
 * itself with any origin allowed, so only a host outside it shows the function's own CORS.
 */
const instance = oneFunctionInstance(5098);

/** A browser's preflight before a cross-origin call with a JSON body and a bearer token. */
function preflight(path: string, origin: string, method: string): Promise<Response> {
  return fetch(`${instance.url()}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  });
}

describe('CORS preflight', () => {
  it.each([
    ['PUT', '/api/fares'],
    ['PATCH', '/api/admin/riders/demo-rider'],
    ['POST', '/api/orders'],
    ['DELETE', '/api/admin/shops/demo-shop/riders/demo-rider'],
  ])('lets the app origin send %s %s with a token and a JSON body', async (method, path) => {
    const response = await preflight(path, 'http://127.0.0.1:5000', method);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
    expect(response.headers.get('access-control-allow-methods')?.split(', ')).toContain(method);
    expect(response.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
  });

  it('refuses another origin and grants it nothing', async () => {
    const response = await preflight('/api/fares', 'https://evil.example', 'PUT');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });
});
