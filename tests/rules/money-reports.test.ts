import { orderBy, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { moneyRulesFixture, today, yesterday } from '../support/money-records';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { assertNoClientWrites } from '../support/rules-writes';
import { DAILY_TOTALS, RECEIPT_COUNTERS } from '@dropwise/domain/collections';

describe('money after the trip rules', () => {
  const { dbFor } = moneyRulesFixture('money-reports');

  describe('dailyTotals (the Reports screen)', () => {
    const fromYesterday = [where('date', '>=', yesterday), orderBy('date')];

    it('an admin may read a day and list the days from one on, as the screen does', async () => {
      const db = dbFor('admin');
      const day = await mayRead(db, `${DAILY_TOTALS}/${today}`);
      expect(day.get('delivered')).toBe(10);
      const days = await mayList(db, DAILY_TOTALS, ...fromYesterday);
      expect(days.docs.map((snapshot) => snapshot.id)).toEqual([yesterday, today]);
    });

    it.each(['rider', 'customer', 'eduAdmin', 'anonymous'] as const)(
      'the %s may neither read nor list them',
      async (asker) => {
        const db = dbFor(asker);
        await mayNotRead(db, `${DAILY_TOTALS}/${today}`);
        await mayNotList(db, DAILY_TOTALS);
        await mayNotList(db, DAILY_TOTALS, ...fromYesterday);
      },
    );

    it.each(['admin', 'eduAdmin', 'rider', 'customer', 'anonymous'] as const)(
      'the %s may not create, change or delete a day (only the functions do)',
      async (asker) => {
        await assertNoClientWrites(
          dbFor(asker),
          { existing: `${DAILY_TOTALS}/${today}`, created: `${DAILY_TOTALS}/2026-11-27` },
          { booked: 0, delivered: 0, cancelled: 0, failed: 0 },
          { delivered: 0 },
        );
      },
    );
  });

  describe('receiptCounters (the functions’ own)', () => {
    it.each(['admin', 'eduAdmin', 'rider', 'customer', 'anonymous'] as const)(
      'the %s may neither read nor write them',
      async (asker) => {
        const db = dbFor(asker);
        await mayNotRead(db, `${RECEIPT_COUNTERS}/2026-11`);
        await mayNotList(db, RECEIPT_COUNTERS);
        await assertNoClientWrites(
          db,
          { existing: `${RECEIPT_COUNTERS}/2026-11`, created: `${RECEIPT_COUNTERS}/2026-12` },
          { last: 0 },
          { last: 0 },
        );
      },
    );
  });
});
