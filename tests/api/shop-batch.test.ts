import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '@dropwise/domain/collections';
import { adminDb } from '../support/booking-fixtures';
import { demo, signInWithPassword, type SignedInUser } from '../support/emulators';
import {
  csvOf,
  csvRow,
  newShop,
  newStaff,
  shopOrderCount,
  uploadBatch,
  leaveNoShopOrdersOpen,
} from '../support/api-shops';

interface RowsError {
  code: string;
  rows: Array<{ line: number; fields: Record<string, string> }>;
}

leaveNoShopOrdersOpen();
describe('a shop uploads many deliveries at once', () => {
  let staff: SignedInUser;
  let shopId: string;
  const run = Date.now();

  beforeAll(async () => {
    const admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    shopId = await newShop(admin, 'Batch Bakery');
    staff = await newStaff(admin, shopId);
  });

  const rowsOf = (answer: { body: { error?: unknown } }) => (answer.body.error as RowsError).rows;

  it('one bad row in 50: 400 invalid_rows naming that line and its columns, nothing booked', async () => {
    const rows = Array.from({ length: 50 }, (_, index) => csvRow(`B${run}-${index}`));
    rows[36] = csvRow(`B${run}-36`, { codPaise: '5000001', receiverPhone: '12' });
    const before = await shopOrderCount(shopId);
    const answer = await uploadBatch(staff, csvOf(rows));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('invalid_rows');
    expect(rowsOf(answer)).toHaveLength(1);
    // The header is line 1, so the 37th row is line 38.
    expect(rowsOf(answer)[0]!.line).toBe(38);
    expect(Object.keys(rowsOf(answer)[0]!.fields).sort()).toEqual(['codPaise', 'receiverPhone']);
    expect(await shopOrderCount(shopId)).toBe(before);
  });

  it.each([
    ['a fractional amount', { codPaise: '10.5' }, 'codPaise'],
    ['a latitude without a longitude', { dropOffLng: '' }, 'dropOffLng'],
    ['an unknown fee payer', { feePaidBy: 'nobody' }, 'feePaidBy'],
    [
      'an address nobody can locate, without a point',
      { dropOffAddress: 'Nowhere 123', dropOffLat: '', dropOffLng: '' },
      'dropOffAddress',
    ],
  ])('refuses a row with %s, naming the column', async (_label, change, column) => {
    const before = await shopOrderCount(shopId);
    const answer = await uploadBatch(staff, csvOf([csvRow(`C${run}-ok`), csvRow(`C${run}-bad`, change)]));
    expect(answer.status).toBe(400);
    expect(rowsOf(answer)).toEqual([{ line: 3, fields: { [column]: expect.any(String) } }]);
    expect(await shopOrderCount(shopId)).toBe(before);
  });

  it('refuses a wrong header, a repeated reference, 201 rows and a JSON body, booking nothing', async () => {
    const before = await shopOrderCount(shopId);
    const wrongHeader = await uploadBatch(staff, `name,phone\r\nAsha,+919822000111\r\n`);
    expect(rowsOf(wrongHeader)[0]!.fields.file).toContain('reference,receiverName');
    const repeated = await uploadBatch(staff, csvOf([csvRow(`D${run}`), csvRow(`D${run}`)]));
    expect(rowsOf(repeated)).toEqual([{ line: 3, fields: { reference: expect.any(String) } }]);
    const tooMany = await uploadBatch(
      staff,
      csvOf(Array.from({ length: 201 }, (_, i) => csvRow(`E${run}-${i}`))),
    );
    expect(tooMany.status).toBe(400);
    expect(rowsOf(tooMany)[0]!.fields.file).toContain('200');
    const json = await uploadBatch(staff, JSON.stringify({ rows: [] }), 'application/json');
    expect(json.status).toBe(400);
    expect(await shopOrderCount(shopId)).toBe(before);
  });

  it('a valid file books every row; the same file again books nothing and lists the references', async () => {
    const rows = [
      csvRow(`F${run}-1`),
      csvRow(`F${run}-2`, { feePaidBy: 'receiver', codPaise: '0', note: 'Leave with the guard, "B" wing' }),
      csvRow(`F${run}-3`, {
        dropOffAddress: 'yerwada',
        dropOffLat: '',
        dropOffLng: '',
        sizeBand: 'large',
      }),
    ];
    const before = await shopOrderCount(shopId);
    const first = await uploadBatch(staff, csvOf(rows));
    expect(first.body.error).toBeUndefined();
    expect(first.status).toBe(201);
    const created = (first.body.data as { created: string[]; duplicates: string[] }).created;
    expect(created).toHaveLength(3);
    expect(await shopOrderCount(shopId)).toBe(before + 3);
    const second = await (await adminDb.doc(`${ORDERS}/${created[1]}`).get()).data()!;
    expect(second.shopDelivery).toMatchObject({ reference: `F${run}-2`, feePaidBy: 'receiver', codPaise: 0 });
    expect(second.parcel.description).toBe('Leave with the guard, "B" wing');
    const again = await uploadBatch(staff, csvOf(rows));
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual({ created: [], duplicates: [`F${run}-1`, `F${run}-2`, `F${run}-3`] });
    expect(await shopOrderCount(shopId)).toBe(before + 3);
  });
});
