import type { ComplaintView, FiledComplaint } from '@dropwise/domain/api/complaints';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OfficerState } from '@/lib/complaints/grievance-officer';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { ReportProblem } from './report-problem';

beforeAll(() => Promise.all([ensureCatalogue('complaints', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const earlier = (overrides: Partial<ComplaintView> = {}): ComplaintView => ({
  complaintId: 'ABCD2345',
  reference: 'DWC-ABCD2345',
  category: 'fare',
  status: 'open',
  answer: null,
  text: 'Charged ₹50 more than the fare shown.',
  dueBy: '2026-02-07T12:00:00.000Z',
  createdAt: '2026-01-31T12:00:00.000Z',
  role: 'customer',
  ...overrides,
});

const officer: OfficerState = {
  status: 'ready',
  contact: { name: 'Asha Kulkarni (demo)', email: 'grievance@dropwise.example', phone: '+919876540000' },
};

const filed: FiledComplaint = {
  complaintId: 'WXYZ2345',
  reference: 'DWC-WXYZ2345',
  dueBy: '2026-02-08T12:00:00.000Z',
};

async function renderSection(load: () => Promise<ComplaintView[]>, state: OfficerState = officer) {
  const send = vi.fn(async () => filed);
  await act(async () => {
    render(<ReportProblem send={send} load={load} officer={state} />);
  });
  return send;
}

describe('ReportProblem', () => {
  it('lists the person’s earlier complaints with their status and our answer', async () => {
    await renderSection(async () => [
      earlier(),
      earlier({
        complaintId: 'EFGH2345',
        reference: 'DWC-EFGH2345',
        category: 'lost_item',
        status: 'resolved',
        answer: 'The rider has your umbrella; collect it at the Shivajinagar office.',
      }),
    ]);
    const list = screen.getByRole('region', { name: 'Your complaints about this order' });
    const [first, second] = within(list).getAllByRole('listitem');
    within(first!).getByText('The fare');
    within(first!).getByText('Open');
    within(first!).getByText('Reference DWC-ABCD2345');
    within(first!).getByText('No answer yet.');
    within(second!).getByText('Resolved');
    within(second!).getByText(/collect it at the Shivajinagar office/);
  });

  it('shows the grievance officer beside the form, with links to write and call', async () => {
    await renderSection(async () => []);
    const card = screen.getByRole('complementary', { name: 'Grievance officer' });
    within(card).getByText('Asha Kulkarni (demo)');
    expect(within(card).getByRole('link', { name: 'grievance@dropwise.example' }).getAttribute('href')).toBe(
      'mailto:grievance@dropwise.example',
    );
    expect(within(card).getByRole('link', { name: '+919876540000' }).getAttribute('href')).toBe(
      'tel:+919876540000',
    );
    expect(screen.queryByRole('region', { name: 'Your complaints about this order' })).toBeNull();
  });

  it('says so while the officer is unknown, and when none is named', async () => {
    await renderSection(async () => [], { status: 'loading' });
    screen.getByText("Loading the grievance officer's details…");
    cleanup();
    await renderSection(async () => [], {
      status: 'ready',
      contact: { name: null, email: null, phone: null },
    });
    screen.getByText("The grievance officer's details will be published here.");
  });

  it('reads the list again once a complaint is filed', async () => {
    const load = vi.fn(async () => [] as ComplaintView[]);
    const send = await renderSection(load);
    load.mockResolvedValueOnce([earlier({ complaintId: 'WXYZ2345', reference: 'DWC-WXYZ2345' })]);
    fireEvent.change(screen.getByLabelText('What is it about?'), { target: { value: 'app' } });
    fireEvent.change(screen.getByLabelText('Describe the problem'), {
      target: { value: 'The map froze twice.' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send complaint' })));
    expect(send).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledTimes(2);
    await screen.findByText('Reference DWC-WXYZ2345');
  });

  it('says when the earlier complaints could not be loaded', async () => {
    await renderSection(async () => Promise.reject(new Error('offline')));
    screen.getByText('Your earlier complaints could not be loaded.');
  });
});
