import { describe, expect, it } from 'vitest';
import { NO_ORDER_MONEY, readOrderMoney } from './order-money';

const timestamp = (ms: number) => ({ toDate: () => new Date(ms), toMillis: () => ms });
const settlement = {
  farePaise: 8000,
  taxRatePercent: 5,
  taxPaise: 400,
  totalPaise: 8400,
  platformSharePercent: 20,
  platformSharePaise: 1600,
  riderEarningsPaise: 6400,
};

describe('readOrderMoney', () => {
  it('reads a delivered order whose cash is recorded', () => {
    expect(
      readOrderMoney({
        deliveredAt: timestamp(1_800_000_000_000),
        settlement,
        receiptNumber: 'DW/2627/K7Q/0042',
        payment: {
          method: 'cash',
          collectedPaise: 8000,
          collectedAt: timestamp(1_800_000_060_000),
          flagged: true,
        },
        rated: true,
      }),
    ).toEqual({
      deliveredAt: new Date(1_800_000_000_000),
      settlement,
      receiptNumber: 'DW/2627/K7Q/0042',
      payment: {
        method: 'cash',
        collectedPaise: 8000,
        collectedAt: new Date(1_800_000_060_000),
        flagged: true,
      },
      rated: true,
    });
  });

  it('reads an order from before payments were kept, or not yet paid, as cash still to record', () => {
    expect(readOrderMoney({})).toEqual(NO_ORDER_MONEY);
    expect(readOrderMoney({ payment: { method: 'cash' } }).payment).toEqual(NO_ORDER_MONEY.payment);
  });

  it('leaves out a settlement with a part missing or not whole paise, rather than show it wrong', () => {
    expect(readOrderMoney({ settlement }).settlement).toEqual(settlement);
    expect(readOrderMoney({ settlement: { ...settlement, taxPaise: undefined } }).settlement).toBeNull();
    expect(readOrderMoney({ settlement: { ...settlement, totalPaise: 84.5 } }).settlement).toBeNull();
    expect(readOrderMoney({ settlement: { ...settlement, farePaise: '8000' } }).settlement).toBeNull();
  });
});
