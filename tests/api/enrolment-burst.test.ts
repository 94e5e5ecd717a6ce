import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { enrolmentRequestSchema } from '@dropwise/domain/enrolment';
import { enrolmentId } from '../../functions/src/services/education/enrolment-id';
import { adminDb, enrolmentCount, uniqueClientIp, uniquePhone, validEnrolment } from '../support/education';
import { oneFunctionInstance } from '../support/function-instance';
import { ENROLMENTS } from '@dropwise/domain/collections';

/**
 * The built function in one process, as Cloud Functions serves concurrent requests: of
 * enrolments that arrive together, each is stored once, counted once against its client's limit,
 * and answered with its own id.
 */
const LIMIT = 10;
const instance = oneFunctionInstance(5095, {
  DROPWISE_TRUST_PROXY_HOPS: '1',
  DROPWISE_RATE_LIMIT_ENROL_PER_MINUTE: String(LIMIT),
});

interface Answer {
  status: number;
  body: { success: boolean; id?: string; duplicate?: boolean; error?: { code: string } };
}

async function submitEnrolmentFrom(clientIp: string, enrolment: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${instance.url()}/api/education/addform`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify(enrolment),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function stored(ids: string[]): Promise<number> {
  const snapshots = await adminDb.getAll(...ids.map((id) => adminDb.doc(`${ENROLMENTS}/${id}`)));
  return snapshots.filter((snapshot) => snapshot.exists).length;
}

describe('a burst of enrolments on one instance', () => {
  it("stores each of 100 simultaneous enrolments once, with its client's slot", async () => {
    await instance.resetOps();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => submitEnrolmentFrom(uniqueClientIp(), validEnrolment())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    const ids = answers.map((answer) => answer.body.id as string);
    expect(new Set(ids).size).toBe(100);
    expect(answers.every((answer) => answer.body.duplicate === undefined)).toBe(true);
    expect(await stored(ids)).toBe(100);

    const ops = await instance.ops();
    // Each stored enrolment writes its record and its client's rate-limit slot.
    expect(ops.writes).toBe(200);
  });

  it('answers simultaneous replays with the one stored record', async () => {
    const people = Array.from({ length: 30 }, () => validEnrolment({ number: uniquePhone() }));
    const answers = await Promise.all(
      [...people, ...people, ...people].map((person) => submitEnrolmentFrom(uniqueClientIp(), person)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(90).fill(200));
    const ids = new Set(answers.map((answer) => answer.body.id as string));
    expect(ids.size).toBe(30);
    const fresh = answers.filter((answer) => answer.body.duplicate === undefined);
    expect(new Set(fresh.map((answer) => answer.body.id)).size).toBe(30);
    expect(fresh).toHaveLength(30);
    expect(await stored([...ids])).toBe(30);
  });

  it('answers replays of enrolments another instance stored, beside new ones', async () => {
    const earlier = Array.from({ length: 20 }, () => validEnrolment({ number: uniquePhone() }));
    // Stored as another instance would have: this one has not seen them.
    const earlierIds = await Promise.all(
      earlier.map(async (person) => {
        const enrolment = enrolmentRequestSchema.parse(person);
        const id = enrolmentId(enrolment.course, enrolment.phone);
        await adminDb
          .doc(`${ENROLMENTS}/${id}`)
          .create({ ...enrolment, status: 'new', createdAt: FieldValue.serverTimestamp() });
        return id;
      }),
    );
    const fresh = Array.from({ length: 40 }, () => validEnrolment({ number: uniquePhone() }));
    const before = await enrolmentCount();
    const answers = await Promise.all(
      [...earlier, ...fresh].map((person) => submitEnrolmentFrom(uniqueClientIp(), person)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(200));
    expect(answers.slice(0, 20).map((answer) => answer.body)).toEqual(
      earlierIds.map((id) => ({ success: true, id, duplicate: true })),
    );
    expect(answers.slice(20).every((answer) => answer.body.duplicate === undefined)).toBe(true);
    expect(await stored(answers.slice(20).map((answer) => answer.body.id as string))).toBe(40);
    expect(await enrolmentCount()).toBe(before + 40);
  });

  it(`lets one client store exactly ${LIMIT} of a simultaneous burst, and refuses the rest with 429`, async () => {
    const clientIp = uniqueClientIp();
    const before = await enrolmentCount();
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 8 }, () => submitEnrolmentFrom(clientIp, validEnrolment())),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted).toHaveLength(LIMIT);
    expect(refused).toHaveLength(8);
    expect(refused.every((answer) => answer.body.error?.code === 'rate_limited')).toBe(true);
    expect(await stored(accepted.map((answer) => answer.body.id as string))).toBe(LIMIT);
    expect(await enrolmentCount()).toBe(before + LIMIT);
  });
});
