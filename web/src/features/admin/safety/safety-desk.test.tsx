import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import type { SosAlert } from '@/features/admin/api/sos-alerts';
import { SafetyDesk } from './safety-desk';
import { sosAlert } from './sos-alert-fixture';

beforeAll(() => Promise.all([ensureCatalogue('safetyDesk', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const NOW = Date.UTC(2025, 5, 1, 10, 5);
const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 10, minute));

function renderDesk(
  alerts: SosAlert[],
  actions = { acknowledge: vi.fn(async () => {}), close: vi.fn(async () => {}) },
) {
  render(
    <MemoryRouter>
      <SafetyDesk alerts={alerts} now={NOW} me="admin-1" actions={actions} />
    </MemoryRouter>,
  );
  return actions;
}

const articles = () => within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('article');
const article = (orderId: string) => screen.getByRole('article', { name: `Order ${orderId}` });

describe('SafetyDesk', () => {
  it('lists open alerts first, newest on top, each headed by its order', () => {
    renderDesk([
      sosAlert('1', { status: 'closed', raisedAt: at(4) }),
      sosAlert('2', { status: 'open', raisedAt: at(1) }),
      sosAlert('3', { status: 'acknowledged', raisedAt: at(3) }),
      sosAlert('4', { status: 'open', raisedAt: at(2) }),
    ]);
    expect(articles().map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Order order-4',
      'Order order-2',
      'Order order-3',
      'Order order-1',
    ]);
  });

  it('shows who raised it, when, who is involved, where, and the way to the order', () => {
    renderDesk([
      sosAlert('1', {
        raisedAt: at(0),
        raisedNote: 'Rider is driving rashly',
        told: { contacts: ['Meera', 'Sunil'], admins: 2 },
      }),
    ]);
    const card = article('order-1');
    expect(card.textContent).toContain('5 minutes ago (1 Jun 2025, 3:30 pm)');
    expect(card.textContent).toContain('Rider is driving rashly');
    expect(card.textContent).toContain('Texted: Meera and Sunil.');
    expect(
      within(card).getByRole('link', { name: 'Call Asha Patil on +919876543210' }).getAttribute('href'),
    ).toBe('tel:+919876543210');
    expect(
      within(card).getByRole('link', { name: 'Call Ravi Kumar on +919812345678' }).getAttribute('href'),
    ).toBe('tel:+919812345678');
    expect(card.textContent).toContain('MH12AB1234');
    expect(card.textContent).toContain('18.52043, 73.85674');
    expect(
      within(card)
        .getByRole('link', { name: 'Open the position of order order-1 on OpenStreetMap' })
        .getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/?mlat=18.52043&mlon=73.85674#map=17/18.52043/73.85674');
    expect(
      within(card)
        .getByRole('link', { name: 'The orders of the customer of order order-1' })
        .getAttribute('href'),
    ).toBe('/admin/dashboard?customer=cust-1');
  });

  it('offers Acknowledge on open alerts, Close alert with a note on acknowledged ones, nothing on closed', () => {
    renderDesk([
      sosAlert('1', { status: 'open' }),
      sosAlert('2', { status: 'acknowledged', acknowledgedBy: 'admin-1', acknowledgedAt: at(2) }),
      sosAlert('3', {
        status: 'closed',
        acknowledgedBy: 'admin-2',
        acknowledgedAt: at(2),
        closedBy: 'admin-2',
        closedAt: at(4),
        note: 'Called the customer; all well.',
      }),
    ]);
    const buttons = (orderId: string) =>
      within(article(orderId))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('order-1')).toEqual(['Acknowledge']);
    expect(buttons('order-2')).toEqual(['Close alert']);
    expect(within(article('order-2')).getByLabelText('Note').tagName).toBe('TEXTAREA');
    expect(buttons('order-3')).toEqual([]);
    expect(within(article('order-1')).queryByLabelText('Note')).toBeNull();

    const history = (orderId: string) =>
      within(article(orderId))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(history('order-2')).toEqual([
      'Raised by the customer: 1 Jun 2025, 3:30 pm',
      'Acknowledged by you: 1 Jun 2025, 3:32 pm',
    ]);
    expect(history('order-3')).toEqual([
      'Raised by the customer: 1 Jun 2025, 3:30 pm',
      'Acknowledged by admin-2: 1 Jun 2025, 3:32 pm',
      'Closed by admin-2: 1 Jun 2025, 3:34 pmNote: Called the customer; all well.',
    ]);
  });

  it('acknowledges the alert it is pressed on', async () => {
    const actions = renderDesk([sosAlert('1'), sosAlert('2', { raisedAt: at(3) })]);
    await act(async () =>
      fireEvent.click(within(article('order-1')).getByRole('button', { name: 'Acknowledge' })),
    );
    expect(actions.acknowledge.mock.calls).toEqual([['1']]);
  });

  it('will not close an alert without a note, and says so next to the field', async () => {
    const actions = renderDesk([sosAlert('1', { status: 'acknowledged' })]);
    const card = article('order-1');
    const close = () =>
      act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Close alert' })));
    await close();
    const note = within(card).getByLabelText('Note');
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${note.id}-error`)?.textContent).toBe('The note is required.');
    fireEvent.change(note, { target: { value: '   ' } });
    await close();
    expect(document.getElementById(`${note.id}-error`)?.textContent).toBe('The note is required.');
    fireEvent.change(note, { target: { value: 'x'.repeat(501) } });
    await close();
    expect(document.getElementById(`${note.id}-error`)?.textContent).toBe(
      'The note can be at most 500 characters.',
    );
    expect(actions.close).not.toHaveBeenCalled();

    fireEvent.change(note, { target: { value: ' Police reached the spot; customer safe. ' } });
    await close();
    expect(actions.close.mock.calls).toEqual([['1', 'Police reached the spot; customer safe.']]);
  });

  it('puts the server’s refusal of the note next to the field', async () => {
    const refuse = vi.fn(async () => {
      throw new ApiError(400, 'invalid', 'Check the note.', {
        fields: { note: 'The note contains characters we cannot store.' },
      });
    });
    renderDesk([sosAlert('1', { status: 'acknowledged' })], { acknowledge: vi.fn(), close: refuse });
    const card = article('order-1');
    const note = within(card).getByLabelText('Note');
    fireEvent.change(note, { target: { value: 'Done' } });
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Close alert' })));
    expect(refuse).toHaveBeenCalledTimes(1);
    expect(document.getElementById(`${note.id}-error`)?.textContent).toBe(
      'The note contains characters we cannot store.',
    );
  });

  it('says when there are no alerts, while they load, and when they cannot be read', () => {
    const actions = { acknowledge: vi.fn(), close: vi.fn() };
    const { rerender } = render(<SafetyDesk alerts={[]} now={NOW} me={null} actions={actions} />);
    expect(screen.getByText(/^No alerts\./).tagName).toBe('P');
    rerender(<SafetyDesk alerts="loading" now={NOW} me={null} actions={actions} />);
    expect(screen.getByRole('status').textContent).toBe('Loading alerts...');
    rerender(<SafetyDesk alerts="failed" now={NOW} me={null} actions={actions} />);
    expect(screen.getByRole('alert').textContent).toMatch(/could not be read/);
    expect(screen.queryByRole('list', { name: 'Alerts' })).toBeNull();
  });
});
