import type { ComplaintAnswerInput } from '@dropwise/domain/admin/complaints-admin';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { renderingToasts } from '@/testing/toaster';
import type { ComplaintListFilter, DeskComplaint } from '@/features/admin/api/complaints';
import { ComplaintDesk } from './complaint-desk';

renderingToasts();
beforeAll(() => Promise.all([ensureCatalogue('admin', 'en'), ensureCatalogue('common', 'en')]));

const row = (overrides: Partial<DeskComplaint> = {}): DeskComplaint => ({
  complaintId: 'ABCD2345',
  reference: 'DWC-ABCD2345',
  category: 'fare',
  status: 'open',
  answer: null,
  text: 'Charged ₹50 more than the fare shown.',
  dueBy: '2026-02-07T12:00:00.000Z',
  createdAt: '2026-01-31T12:00:00.000Z',
  role: 'customer',
  orderId: 'order-1',
  orderKind: 'ride',
  by: { uid: 'customer-1', role: 'customer', name: 'Asha Patil' },
  overdue: false,
  answeredAt: null,
  ...overrides,
});

const overdueRow = row({
  complaintId: 'EFGH2345',
  reference: 'DWC-EFGH2345',
  category: 'behaviour',
  orderId: 'order-2',
  orderKind: 'parcel',
  by: { uid: 'rider-1', role: 'rider', name: 'Sunil Jadhav' },
  overdue: true,
});

async function renderDesk(load = vi.fn(async (_: ComplaintListFilter) => [overdueRow, row()])) {
  const answer = vi.fn(async (_id: string, _input: ComplaintAnswerInput) => {});
  await act(async () => {
    render(
      <>
        <ComplaintDesk load={load} answer={answer} />
        <Toaster />
      </>,
    );
  });
  return { load, answer };
}

const items = () => screen.getAllByRole('listitem');

describe('ComplaintDesk', () => {
  it('lists open complaints as the server orders them, the overdue one marked, with who filed it about which order', async () => {
    const { load } = await renderDesk();
    expect(load).toHaveBeenCalledWith('open');
    const [first, second] = items();
    expect(within(first!).getByRole('heading').textContent).toBe('DWC-EFGH2345: Behaviour');
    within(first!).getByText('Overdue');
    within(first!).getByText('Parcel order-2');
    within(first!).getByText(/^Sunil Jadhav \(rider\), /);
    expect(within(second!).queryByText('Overdue')).toBeNull();
    within(second!).getByText('Charged ₹50 more than the fare shown.');
    expect(first!.className).toContain('overdue');
  });

  it('reads the list again for the status chosen', async () => {
    const { load } = await renderDesk();
    await act(async () => fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'resolved' } }));
    expect(load).toHaveBeenLastCalledWith('resolved');
  });

  it('sends an answer with its status, then reads the list again', async () => {
    const { load, answer } = await renderDesk();
    const form = screen.getByRole('form', { name: 'Answer complaint DWC-ABCD2345' });
    fireEvent.change(within(form).getByLabelText('Answer'), { target: { value: 'Refunded ₹50 to you.' } });
    fireEvent.change(within(form).getByLabelText('Status after this answer'), {
      target: { value: 'resolved' },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send answer' })));
    expect(answer).toHaveBeenCalledWith('ABCD2345', { answer: 'Refunded ₹50 to you.', status: 'resolved' });
    expect(load).toHaveBeenCalledTimes(2);
    await screen.findByText('Answer to DWC-ABCD2345 sent.');
  });

  it('says beside the answer box that it is empty, and sends nothing', async () => {
    const { answer } = await renderDesk();
    const form = screen.getByRole('form', { name: 'Answer complaint DWC-ABCD2345' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send answer' })));
    const box = within(form).getByLabelText('Answer');
    expect(document.getElementById(`${box.id}-error`)?.textContent).toBe('Write the answer.');
    expect(answer).not.toHaveBeenCalled();
  });

  it('says when there is nothing to show, and when the list could not be read', async () => {
    await renderDesk(vi.fn(async () => []));
    screen.getByText('No complaints here.');
    cleanup();
    await renderDesk(vi.fn(async () => Promise.reject(new Error('offline'))));
    screen.getByText(/The complaints could not be loaded/);
    expect(screen.queryByText('No complaints here.')).toBeNull();
  });
});
