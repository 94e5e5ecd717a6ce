import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderViewForTests } from '@/lib/orders/order-view-for-tests';
import { readPageIn } from '@/testing/page-language';
import { JobCard } from './job-card';
import { fakeRaiseSos, raisedSos, readRiderScreensInEnglish } from './job-card-for-tests';

readRiderScreensInEnglish();

const order = orderViewForTests;
const raiseSos = fakeRaiseSos();
const parcel = { sizeBand: 'small', description: 'Books', receiverName: null, receiverPhone: null };

describe('JobCard', () => {
  it('links each stop to the maps app with its coordinates and offers call and message', () => {
    render(<JobCard raiseSos={raiseSos} order={order()} current onMove={vi.fn(async () => {})} />);
    const pickupLink = screen.getByRole('link', { name: 'Open in maps (pickup)' });
    expect(pickupLink.getAttribute('href')).toContain('18.528900,73.874400');
    expect(screen.getByRole('link', { name: 'Open in maps (drop-off)' }).getAttribute('href')).toContain(
      '18.519500,73.855300',
    );
    expect(screen.getByRole('link', { name: 'Call Meera' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByRole('link', { name: 'Message Meera' }).getAttribute('href')).toBe(
      'sms:+919876543210',
    );
  });

  it("asks for the passenger's code before a ride is picked up", () => {
    render(<JobCard raiseSos={raiseSos} order={order()} current onMove={vi.fn(async () => {})} />);
    expect(
      (screen.getByLabelText("Ask for the passenger's code for order o1") as HTMLInputElement).value,
    ).toBe('');
    screen.getByRole('button', { name: 'Picked up order o1' });
  });

  it("asks for the receiver's code before a parcel is delivered, and not at its pickup", () => {
    const { rerender } = render(
      <JobCard
        raiseSos={raiseSos}
        order={order({ kind: 'parcel', parcel: { ...parcel, receiverPhone: '+919800000002' } })}
        current
        onMove={vi.fn()}
      />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Call receiver' }).getAttribute('href')).toBe(
      'tel:+919800000002',
    );
    rerender(
      <JobCard
        raiseSos={raiseSos}
        order={order({ kind: 'parcel', status: 'picked_up' })}
        current
        onMove={vi.fn()}
      />,
    );
    expect(
      (screen.getByLabelText("Ask for the receiver's code for order o1") as HTMLInputElement).value,
    ).toBe('');
  });

  it('says a locked step is for an admin instead of asking again', () => {
    render(<JobCard raiseSos={raiseSos} order={order({ handoverLocked: true })} current onMove={vi.fn()} />);
    expect(within(screen.getByRole('status')).getByText(/this step is locked/).textContent).toBe(
      'Too many wrong codes: this step is locked. An admin has been told and will complete it.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('JobCard SOS', () => {
  it('raises the alert for this job after the rider confirms, telling the desk', async () => {
    const send = vi.fn(async () => raisedSos);
    render(
      <JobCard raiseSos={send} order={order({ id: 'o7', status: 'picked_up' })} current onMove={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'SOS' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'The Dropwise safety desk will be told about this trip and where you are.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes, send SOS alert' }));
    await screen.findByText('the Dropwise safety desk');
    expect(send).toHaveBeenCalledExactlyOnceWith('o7', {});
  });
});

describe('JobCard with steps waiting for the connection', () => {
  it('says which step waits and offers the one after it', () => {
    render(<JobCard raiseSos={raiseSos} order={order()} current waiting={['picked_up']} onMove={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Picked up: waiting for connection…');
    expect(screen.queryByLabelText(/Ask for the passenger's code/)).toBeNull();
    screen.getByRole('button', { name: 'Delivered order o1' });
  });

  it('offers nothing more once the last step waits', () => {
    render(
      <JobCard
        raiseSos={raiseSos}
        order={order()}
        current
        waiting={['picked_up', 'delivered']}
        onMove={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('status').map((line) => line.textContent)).toEqual([
      'Picked up: waiting for connection…',
      'Delivered: waiting for connection…',
    ]);
    // Only SOS is left to tap.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['SOS']);
  });
});

describe('JobCard in Hindi', () => {
  readPageIn('hi', ['rider', 'safety']);

  it('names the stops, the contact buttons and the step in Hindi', () => {
    render(<JobCard raiseSos={raiseSos} order={order()} current onMove={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('राइड · बाइक');
    expect(screen.getByRole('link', { name: 'मैप में खोलें (पिकअप)' }).getAttribute('href')).toContain(
      '18.528900,73.874400',
    );
    expect(screen.getByRole('link', { name: 'Meera को कॉल करें' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect((screen.getByLabelText('यात्री से कोड पूछें (ऑर्डर o1)') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'ऑर्डर o1: पिकअप हो गया' }).textContent).toBe('पिकअप हो गया');
  });
});
