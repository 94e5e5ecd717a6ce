import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { onAccountDisabled } from './account-disabled';
import { ApiError, plainMessage } from './api-error';
import { errorFromResponse, request } from './request';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('the API error shape, read from an answer', () => {
  let stopListening: (() => void) | undefined;
  afterEach(() => stopListening?.());

  it('keeps the status, code, message, field messages and request id', async () => {
    const body = {
      success: false,
      error: {
        code: 'invalid_argument',
        message: 'Check the form.',
        fields: { name: 'Too short.' },
        requestId: 'r-1',
      },
    };
    const error = errorFromResponse(json(400, body), body);
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message, error.requestId]).toEqual([
      400,
      'invalid_argument',
      'Check the form.',
      'r-1',
    ]);
    expect(error.fields).toEqual({ name: 'Too short.' });
  });

  it('reads Retry-After on a 429 and says how long to wait in plain words', () => {
    const body = { success: false, error: { code: 'rate_limited', message: 'Slow down.' } };
    const error = errorFromResponse(json(429, body, { 'Retry-After': '30' }), body);
    expect(error.retryAfterSeconds).toBe(30);
    expect(plainMessage(error)).toBe('Too many attempts. Please wait 30 seconds and try again.');
    const noHeader = errorFromResponse(json(429, body), body);
    expect(plainMessage(noHeader)).toBe('Too many attempts. Please wait a minute and try again.');
  });

  it('gives an answer without the shape (a proxy page) a generic message, and the header request id', () => {
    const response = new Response('<html>Bad gateway</html>', {
      status: 502,
      headers: { 'X-Request-Id': 'r-2' },
    });
    const error = errorFromResponse(response, null);
    expect([error.status, error.code, error.message, error.requestId]).toEqual([
      502,
      'unknown',
      'Something went wrong. Please try again.',
      'r-2',
    ]);
    expect(plainMessage(error)).toBe('Something went wrong on our side. Please try again in a moment.');
  });

  it('reports a refusal of a disabled account to the shell, with the API message', () => {
    const heard: string[] = [];
    stopListening = onAccountDisabled((message) => heard.push(message));
    const body = {
      success: false,
      error: { code: 'account_disabled', message: 'This account is disabled.' },
    };
    errorFromResponse(json(401, body), body);
    errorFromResponse(json(403, { success: false, error: { code: 'forbidden', message: 'No.' } }), null);
    expect(heard).toEqual(['This account is disabled.']);
  });
});

describe('request', () => {
  it('turns a connection that cannot be made into status 0 with a sentence to show', async () => {
    // Port 9 (discard) has no listener here: the connection is refused for real.
    const failure = await request({ method: 'GET', path: 'http://127.0.0.1:9/api/health' }, {}).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
    expect((failure as ApiError).message).toBe(
      'We could not reach Dropwise. Check your connection and try again.',
    );
  });

  it('sends a text body with its own type, and reads a refused file’s rows by line', async () => {
    const heard: { type?: string; body: string } = { body: '' };
    const server = createServer((req, res) => {
      heard.type = req.headers['content-type'];
      req.on('data', (chunk: Buffer) => (heard.body += chunk.toString()));
      req.on('end', () => {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            success: false,
            error: {
              code: 'invalid_rows',
              message: 'Some rows are not right.',
              rows: [{ line: 3, fields: { codPaise: 'Too much.' } }],
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const failure = await request(
        { method: 'POST', path: `http://127.0.0.1:${port}/api/upload` },
        { textBody: { contentType: 'text/csv', text: 'a,b\r\n1,2\r\n' } },
      ).catch((error: unknown) => error);
      expect(heard).toEqual({ type: 'text/csv', body: 'a,b\r\n1,2\r\n' });
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).code).toBe('invalid_rows');
      expect((failure as ApiError).rows).toEqual([{ line: 3, fields: { codPaise: 'Too much.' } }]);
    } finally {
      server.close();
    }
  });
});
