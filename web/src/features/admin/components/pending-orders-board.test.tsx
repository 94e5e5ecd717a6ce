import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { orderViewForTests } from '@/lib/orders/order-view-for-tests';
import type { OrderView } from '@/lib/orders/order-view';
import { PendingOrdersBoard } from './pending-orders-board';

// The board's live page and count, as Firestore would give them: set by each test.
const board = vi.hoisted(() => ({ orders: [] as OrderView[] }));

vi.mock('reactfire', () => ({ useAuth: () => ({}), useFirestore: () => ({}) }));
vi.mock('@/lib/firebase/use-cursor-pages', async () => {
  const { onePageForTests } = await import('@/lib/firebase/one-page-for-tests');
  return { useCursorPages: () => onePageForTests(board.orders) };
});
vi.mock('@/features/admin/api/use-order-count', () => ({ useOrderCount: () => board.orders.length }));

beforeAll(() => Promise.all([ensureCatalogue('admin', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const pending = (id: string, dispatch: OrderView['dispatch']) =>
  orderViewForTests({ id, status: 'pending', riderId: null, riderName: null, dispatch });

/** The status cell of an order's row: the status, then where dispatch stands. */
const statusCell = (orderId: string) => {
  const row = document.querySelector<HTMLElement>(`tr[data-order-id="${orderId}"]`);
  if (!row) throw new Error(`no row for ${orderId}`);
  return within(row).getAllByRole('cell')[1]!;
};

describe('PendingOrdersBoard', () => {
  it("shows under each pending order's status where dispatch stands, and keeps Accept", () => {
    const until = Date.now() + 60_000;
    board.orders = [
      pending('offering', { state: 'offering', round: 2, rounds: 3, offered: 2, until }),
      pending('nobody', { state: 'no_rider', round: 3, rounds: 3, offered: 0, until: null }),
      pending('manual', null),
    ];
    render(<PendingOrdersBoard onChanged={vi.fn()} />);

    expect(statusCell('offering').textContent).toMatch(
      /^PendingOffered to 2 riders · round 2 of 3 · ends in (60|59) s$/,
    );
    expect(within(statusCell('nobody')).getByText('No rider found').className).toBe('dispatch-no-rider');
    expect(statusCell('manual').textContent).toBe('Pending');
    for (const id of ['offering', 'nobody', 'manual']) {
      expect((screen.getByRole('button', { name: `Accept order ${id}` }) as HTMLButtonElement).disabled).toBe(
        false,
      );
    }
  });
});
