import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '@dropwise/domain/functions-region';
import { APP_URL, PROJECT_ID } from '../support/emulators';

describe('GET /api/health through the Hosting rewrite', () => {
  it('answers JSON saying Firestore is reachable', async () => {
    const response = await fetch(`${APP_URL}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      success: true,
      data: { status: 'ok', firestore: 'reachable' },
    });
  });

  it('answers an unknown API path with a JSON 404 in the API error shape', async () => {
    const response = await fetch(`${APP_URL}/api/no-such-thing`);
    expect(response.status).toBe(404);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toEqual(expect.any(String));
    // The request id lets support find the request's log entry; it is the only extra.
    expect(await response.json()).toEqual({
      success: false,
      error: { code: 'not_found', message: 'No such endpoint.', requestId },
    });
  });

  it('serves the SPA for deep links with no-cache, and hashed assets with a long cache', async () => {
    const page = await fetch(`${APP_URL}/riderHistory/some-order`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');

    // The app's entry script, whatever its chunk is named.
    const asset = html.match(/<script type="module"[^>]*src="(\/assets\/[\w.-]+\.js)"/)?.[1];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(`${APP_URL}${asset}`);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('where the functions run', () => {
  const functionsUrl = process.env.DROPWISE_FUNCTIONS_URL ?? 'http://127.0.0.1:5001';

  it('the built functions serve the API in Mumbai (asia-south1), and nothing in us-central1', async () => {
    const mumbai = await fetch(`${functionsUrl}/${PROJECT_ID}/${FUNCTIONS_REGION}/api/api/health`);
    expect(FUNCTIONS_REGION).toBe('asia-south1');
    expect(mumbai.status).toBe(200);
    expect(await mumbai.json()).toMatchObject({ success: true });
    const iowa = await fetch(`${functionsUrl}/${PROJECT_ID}/us-central1/api/api/health`);
    expect(iowa.status).toBe(404);
  });
});
