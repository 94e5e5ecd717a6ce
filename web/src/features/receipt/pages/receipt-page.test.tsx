import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { getReceipt } from '@/features/receipt/api/get-receipt';
import { receiptForTests } from '@/features/receipt/api/receipt-for-tests';
import { ReceiptScreen } from './receipt-page';

// The same Auth on every render, as reactfire gives it.
const auth = vi.hoisted(() => ({}));
vi.mock('reactfire', () => ({ useAuth: () => auth }));
vi.mock('@/features/receipt/api/get-receipt', () => ({ getReceipt: vi.fn() }));

beforeAll(() => Promise.all([ensureCatalogue('receipt', 'en'), ensureCatalogue('common', 'en')]));
afterEach(() => {
  cleanup();
  vi.mocked(getReceipt).mockReset();
});

// A parcel's receipt: its back link goes to the parcel history.
const RECEIPT = receiptForTests({ receiptNumber: 'DW/2627/K7Q/0007', orderId: 'order-7', kind: 'parcel' });

async function open(orderId = 'order-7') {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[`/receipt/${orderId}`]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/receipt/:orderId" element={<ReceiptScreen />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
  });
}

describe('ReceiptScreen', () => {
  it('asks for the order’s receipt and prints it from the browser', async () => {
    vi.mocked(getReceipt).mockResolvedValue(RECEIPT);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await open();
    expect(vi.mocked(getReceipt).mock.calls[0]?.[1]).toBe('order-7');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Receipt');
    expect(screen.getByRole('link', { name: 'Back to your order' }).getAttribute('href')).toBe(
      '/parcelHistory/order-7',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('says the receipt comes with delivery when the order is not delivered yet', async () => {
    vi.mocked(getReceipt).mockRejectedValue(new ApiError(409, 'conflict', 'The order is not delivered yet.'));
    await open();
    screen.getByText('The receipt is ready once your order is delivered.');
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
  });

  it('does not tell whose an order is that is not the customer’s', async () => {
    vi.mocked(getReceipt).mockRejectedValue(new ApiError(404, 'not_found', 'No such order.'));
    await open('someone-else');
    screen.getByText('There is no receipt for this order in your account.');
  });

  it('offers to try again when the receipt could not be loaded', async () => {
    vi.mocked(getReceipt)
      .mockRejectedValueOnce(
        new ApiError(0, 'unavailable', 'We could not reach Dropwise. Check your connection and try again.'),
      )
      .mockResolvedValueOnce(RECEIPT);
    await open();
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not load the receipt: We could not reach Dropwise. Check your connection and try again.',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    screen.getByText('DW/2627/K7Q/0007');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
