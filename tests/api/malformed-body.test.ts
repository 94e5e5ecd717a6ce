import { describe, expect, it } from 'vitest';
import { APP_URL } from '../support/emulators';

describe('a request body that is not valid JSON', () => {
  it('gets a 400 that leaks no stack trace or internal message', async () => {
    const response = await fetch(`${APP_URL}/api/education/addform`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.77' },
      body: '{"course": "BCA", "name": ',
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).not.toMatch(/node_modules|SyntaxError|Unexpected (token|end)|\bat \w+ \(/);
  });
});
