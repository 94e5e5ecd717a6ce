import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import type { RaisedSos } from '@/lib/safety/raise-sos';
import { readPageIn } from '@/testing/page-language';
import { SosButton } from './sos-button';

beforeAll(() => ensureCatalogue('safety', 'en'));
afterEach(cleanup);

const raised: RaisedSos = { alertId: 'a1', call: '112', told: { contacts: ['Asha', 'Vikram'], admins: 2 } };
const here = async () => ({ lat: 18.52, lng: 73.85, accuracy: 12 });
const nowhere = async () => null;

describe('SosButton', () => {
  it('sends nothing on one tap: it asks first, and Cancel puts it away', () => {
    const send = vi.fn(async () => raised);
    render(<SosButton available who="customer" send={send} locate={here} />);
    fireEvent.click(screen.getByRole('button', { name: 'SOS' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Send an SOS alert?' });
    expect(confirm.textContent).toContain('your emergency contacts');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('on confirming, sends the position and shows the calm panel with who was told and Call 112', async () => {
    const send = vi.fn(async () => raised);
    render(<SosButton available who="customer" send={send} locate={here} />);
    fireEvent.click(screen.getByRole('button', { name: 'SOS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, send SOS alert' }));
    const panel = screen.getByRole('dialog', { name: 'Help is being alerted' });
    expect(within(panel).getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
    await within(panel).findByText('Told about your alert:');
    expect(send).toHaveBeenCalledExactlyOnceWith({ lat: 18.52, lng: 73.85, accuracy: 12 });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Asha', 'Vikram', 'the Dropwise safety desk']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes without a position when none comes, and says the rider’s desk alone is told', async () => {
    // The server names the customer's contacts it texted for the trip: not shown to the rider.
    const send = vi.fn(async () => raised);
    render(<SosButton available who="rider" send={send} locate={nowhere} />);
    fireEvent.click(screen.getByRole('button', { name: 'SOS' }));
    expect(screen.getByRole('alertdialog').textContent).not.toContain('emergency contacts');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, send SOS alert' }));
    await screen.findByText('the Dropwise safety desk');
    expect(send).toHaveBeenCalledExactlyOnceWith({});
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says plainly that an offline alert was not sent, keeps Call 112, and sends again on Try again', async () => {
    const send = vi
      .fn<(request: object) => Promise<RaisedSos>>()
      .mockRejectedValueOnce(new ApiError(0, 'unavailable', 'We could not reach Dropwise.'))
      .mockResolvedValueOnce(raised);
    render(<SosButton available who="customer" send={send} locate={nowhere} />);
    fireEvent.click(screen.getByRole('button', { name: 'SOS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, send SOS alert' }));
    const failed = await screen.findByRole('dialog', { name: 'Your alert was not sent' });
    expect(within(failed).getByRole('alert').textContent).toMatch(
      /seems to be offline\. If you are in danger, call 112 now/,
    );
    expect(within(failed).getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
    fireEvent.click(within(failed).getByRole('button', { name: 'Try sending again' }));
    await screen.findByText('Asha');
    screen.getByRole('dialog', { name: 'Help is being alerted' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('offers no retry once the trip’s window has closed', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(409, 'conflict', 'The SOS window has closed.');
    });
    render(<SosButton available who="customer" send={send} locate={nowhere} />);
    fireEvent.click(screen.getByRole('button', { name: 'SOS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, send SOS alert' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An SOS can no longer be sent for this trip. If you are in danger, call 112.',
    );
    expect(screen.queryByRole('button', { name: 'Try sending again' })).toBeNull();
  });

  it('shows no button outside the window', () => {
    render(<SosButton available={false} who="customer" send={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'SOS' })).toBeNull();
  });
});

describe('SosButton in Marathi', () => {
  readPageIn('mr', ['safety']);

  it('keeps SOS and 112 as they are, around Marathi words', async () => {
    render(<SosButton available who="customer" send={async () => raised} locate={nowhere} />);
    fireEvent.click(screen.getByRole('button', { name: 'SOS' }));
    fireEvent.click(screen.getByRole('button', { name: 'हो, SOS अलर्ट पाठवा' }));
    await screen.findByText('Dropwise ची सुरक्षा टीम');
    screen.getByRole('heading', { name: 'मदतीसाठी कळवले जात आहे' });
    expect(screen.getByRole('link', { name: '112 वर कॉल करा' }).getAttribute('href')).toBe('tel:112');
  });
});
