import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestBudgetMs, requestIdFrom } from './request-context.js';

describe('requestIdFrom', () => {
  it("takes the trace id from Cloud Run's trace header", () => {
    expect(requestIdFrom('105445aa7843bc8bf206b12000100000/1;o=1')).toBe('105445aa7843bc8bf206b12000100000');
  });

  it('makes a fresh id when there is no header or it is not a trace id', () => {
    for (const header of [undefined, '', 'not-a-trace<script>', '../../etc/passwd']) {
      const id = requestIdFrom(header);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});

describe('requestBudgetMs', () => {
  // The emulator scripts set a wider budget for the whole run; this test sets its own.
  const configured = process.env.DROPWISE_REQUEST_BUDGET_MS;
  beforeEach(() => {
    delete process.env.DROPWISE_REQUEST_BUDGET_MS;
  });
  afterEach(() => {
    if (configured === undefined) delete process.env.DROPWISE_REQUEST_BUDGET_MS;
    else process.env.DROPWISE_REQUEST_BUDGET_MS = configured;
  });

  it('is 4 s unless the environment sets a positive number, and refuses anything else by name', () => {
    expect(requestBudgetMs()).toBe(4000);
    process.env.DROPWISE_REQUEST_BUDGET_MS = '1500';
    expect(requestBudgetMs()).toBe(1500);
    process.env.DROPWISE_REQUEST_BUDGET_MS = 'soon';
    expect(() => requestBudgetMs()).toThrow(/DROPWISE_REQUEST_BUDGET_MS="soon"/);
  });
});
