import { orderBy, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { sumDayShards } from '@dropwise/domain/day-totals';
import {
  moneyRulesFixture,
  receiptCounter,
  receiptSeries,
  today,
  todayShards,
  yesterday,
} from '../support/money-records';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { assertNoClientWrites } from '../support/rules-writes';
import { DAILY_TOTALS, RECEIPT_COUNTERS, RECEIPT_SERIES } from '@dropwise/domain/collections';

describe('money after the trip rules', () => {
  const { dbFor } = moneyRulesFixture('money-reports');

  describe('dailyTotals (the Reports screen)', () => {
    const fromYesterday = [where('date', '>=', yesterday), orderBy('date')];

    it('an admin may read a shard or an old whole day, and list the days from one on, as the screen does', async () => {
      const db = dbFor('admin');
      expect((await mayRead(db, `${DAILY_TOTALS}/${todayShards[1]}`)).get('delivered')).toBe(6);
      expect((await mayRead(db, `${DAILY_TOTALS}/${yesterday}`)).get('delivered')).toBe(10);
      const days = await mayList(db, DAILY_TOTALS, ...fromYesterday);
      expect(days.docs.map((snapshot) => snapshot.id)).toEqual([yesterday, ...todayShards]);
      const summed = sumDayShards(days.docs.map((snapshot) => snapshot.data()));
      expect(summed.get(today)).toMatchObject({ delivered: 10, booked: 14, cancelled: 2 });
      expect(summed.get(yesterday)).toMatchObject({ delivered: 10, booked: 12, cancelled: 1 });
    });

    it.each(['rider', 'customer', 'eduAdmin', 'anonymous'] as const)(
      'the %s may neither read nor list them, shards or whole days',
      async (asker) => {
        const db = dbFor(asker);
        await mayNotRead(db, `${DAILY_TOTALS}/${todayShards[0]}`);
        await mayNotRead(db, `${DAILY_TOTALS}/${yesterday}`);
        await mayNotList(db, DAILY_TOTALS);
        await mayNotList(db, DAILY_TOTALS, ...fromYesterday);
      },
    );

    it.each(['admin', 'eduAdmin', 'rider', 'customer', 'anonymous'] as const)(
      'the %s may not create, change or delete a shard (only the functions do)',
      async (asker) => {
        await assertNoClientWrites(
          dbFor(asker),
          { existing: `${DAILY_TOTALS}/${todayShards[0]}`, created: `${DAILY_TOTALS}/2026-11-27_3` },
          { date: '2026-11-27', shard: 3, booked: 0, delivered: 0, cancelled: 0, failed: 0 },
          { delivered: 0 },
        );
      },
    );
  });

  describe('receiptCounters and receiptSeries (the functions’ own)', () => {
    it.each(['admin', 'eduAdmin', 'rider', 'customer', 'anonymous'] as const)(
      'the %s may neither read nor write them',
      async (asker) => {
        const db = dbFor(asker);
        await mayNotRead(db, `${RECEIPT_COUNTERS}/${receiptCounter}`);
        await mayNotList(db, RECEIPT_COUNTERS);
        await assertNoClientWrites(
          db,
          { existing: `${RECEIPT_COUNTERS}/${receiptCounter}`, created: `${RECEIPT_COUNTERS}/2627_other` },
          { series: 'ABC', last: 0 },
          { last: 0 },
        );
        await mayNotRead(db, `${RECEIPT_SERIES}/${receiptSeries}`);
        await mayNotList(db, RECEIPT_SERIES);
        await assertNoClientWrites(
          db,
          { existing: `${RECEIPT_SERIES}/${receiptSeries}`, created: `${RECEIPT_SERIES}/2627_ABC` },
          { series: 'ABC', counter: '2627_other' },
          { counter: 'x' },
        );
      },
    );
  });
});
