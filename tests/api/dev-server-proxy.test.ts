import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));

/**
 * `npm run dev` serves the app from the Vite dev server; its proxy must send the function's paths
 * to the functions emulator (DROPWISE_FUNCTIONS_URL) and leave every other path to the app.
 */
describe('the Vite dev server of npm run dev, against the running emulators', () => {
  let server: ViteDevServer;
  let devUrl: string;

  beforeAll(async () => {
    server = await createServer({
      root: webRoot,
      configFile: `${webRoot}vite.config.ts`,
      mode: 'emulator',
      logLevel: 'error',
      clearScreen: false,
      // Any free port: the documented one may be taken by a developer's own dev server.
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    });
    await server.listen();
    devUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    expect(devUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers /api/health from the function, through the proxy', async () => {
    const response = await fetch(`${devUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toEqual(expect.any(String));
    expect(await response.json()).toEqual({ success: true, data: { status: 'ok', firestore: 'reachable' } });
  });

  it('passes a request body through, and routes /counter/** to the function as Hosting does', async () => {
    const enrol = await fetch(`${devUrl}/api/education/addform`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ course: 'BCA', name: '', email: 'not-an-email', number: '1', city: '' }),
    });
    expect(enrol.status).toBe(400);
    const answer = (await enrol.json()) as { success: boolean; error: { fields?: Record<string, unknown> } };
    expect(answer.success).toBe(false);
    expect(Object.keys(answer.error.fields ?? {})).toEqual(expect.arrayContaining(['name', 'email']));

    const counter = await fetch(`${devUrl}/counter/noSuchProductEduCounter`);
    expect(counter.status).toBe(404);
    expect(await counter.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
  });

  it('serves the app itself, with the hot-reload client, for any other path', async () => {
    const page = await fetch(`${devUrl}/education`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/@vite/client');
  });
});
