import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorTokens, type ActorTokens } from '../support/admin-api';
import { testDb } from '../support/admin-sdk';
import { APP_URL, demo, signInWithPhone } from '../support/emulators';
import {
  type Actor,
  BAD_INPUT_TABLE,
  type BadInputCase,
  type EndpointBadInput,
  renderBadInputTable,
} from './bad-input-table';
import { ENROLMENTS, FARE_TABLE_PATH, ORDERS, RIDERS, SHOPS, USERS } from '@dropwise/domain/collections';

/**
 * Every row of the bad-input table, through Hosting as the app calls the API: a 4xx in the error
 * shape, no stack trace, and nothing stored. The callers are signed in with the role the endpoint
 * needs, so what refuses the request is its input, not its authorisation.
 */
let tokens: ActorTokens;
let customerUid: string;
const ids: Record<string, string> = {};

function fill(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => ids[name] ?? name);
}

function tokenFor(actor: Actor): string | undefined {
  return actor === 'anyone' ? undefined : tokens[actor];
}

async function send(endpoint: EndpointBadInput, badCase: BadInputCase): Promise<Response> {
  const { request } = badCase;
  const token = tokenFor(endpoint.actor);
  const body = request.raw ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  return fetch(`${APP_URL}${fill(request.path ?? endpoint.path)}`, {
    method: request.method ?? endpoint.method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body,
  });
}

/** What a bad request must not change: collection sizes and the documents the table aims at. */
async function storedState(): Promise<string> {
  const counts = await Promise.all(
    [ENROLMENTS, ORDERS, SHOPS, RIDERS, USERS].map(
      async (name) => (await testDb.collection(name).count().get()).data().count,
    ),
  );
  const watched = [
    `${ENROLMENTS}/${ids.enrolment}`,
    `${ORDERS}/${ids.order}`,
    `${SHOPS}/demo-shop-kothrud`,
    `${RIDERS}/demo-rider-2`,
    FARE_TABLE_PATH,
    `${USERS}/${customerUid}`,
  ];
  const updates = await Promise.all(
    watched.map(async (path) => (await testDb.doc(path).get()).updateTime?.toMillis() ?? 'absent'),
  );
  return JSON.stringify({ counts, updates });
}

beforeAll(async () => {
  tokens = await actorTokens();
  customerUid = (await signInWithPhone(demo.customerPhone)).uid;
  const enrolment = await testDb.collection(ENROLMENTS).limit(1).get();
  ids.enrolment = enrolment.docs[0]?.id ?? 'none';
  const order = await testDb
    .collection(ORDERS)
    .where('customerUid', '==', customerUid)
    .where('status', '==', 'pending')
    .limit(1)
    .get();
  ids.order = order.docs[0]?.id ?? 'none';
  expect(ids.enrolment).not.toBe('none');
  expect(ids.order).not.toBe('none');
});

describe.each(BAD_INPUT_TABLE)('bad input to $endpoint', (endpoint) => {
  let before: string;
  beforeAll(async () => {
    before = await storedState();
  });

  it.each(endpoint.cases.map((badCase) => [`${badCase.kind}: ${badCase.label}`, badCase] as const))(
    '%s gets a 4xx in the error shape',
    async (_name, badCase) => {
      const response = await send(endpoint, badCase);
      const text = await response.text();
      expect(response.status, text).toBeGreaterThanOrEqual(400);
      expect(response.status, text).toBeLessThan(500);
      expect(response.headers.get('content-type') ?? '').toContain('application/json');
      const body = JSON.parse(text) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['success', 'error']);
      expect(body).toMatchObject({
        success: false,
        error: { code: expect.any(String), message: expect.any(String) },
      });
      expect(text).not.toMatch(/\bat .+\.[jt]s:\d+|stack|Error:|firestore|firebase-admin/i);
    },
  );

  it('stores nothing', async () => {
    expect(await storedState()).toBe(before);
  });
});

describe('the security guide', () => {
  // Compared cell by cell, so a formatter padding the table's columns changes nothing.
  const cells = (table: string) =>
    table
      .trim()
      .split('\n')
      .map((line) =>
        line
          .split('|')
          .map((cell) => cell.trim().replace(/^-+$/, '---'))
          .join('|'),
      );

  it('lists exactly the classes this table tests, per endpoint', () => {
    const guide = readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8');
    const listed = /<!-- bad-input-table:start -->\n([\s\S]*?)\n<!-- bad-input-table:end -->/.exec(
      guide,
    )?.[1];
    expect(cells(listed ?? '')).toEqual(cells(renderBadInputTable()));
  });
});
