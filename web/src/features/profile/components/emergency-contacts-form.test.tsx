import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { readPageIn } from '@/testing/page-language';
import type { EmergencyContacts } from '@/features/profile/api/emergency-contacts';
import { EmergencyContactsForm } from './emergency-contacts-form';

beforeAll(() => ensureCatalogue('safety', 'en'));
afterEach(cleanup);

const none: EmergencyContacts = { contacts: [], shareNightRides: false };
const asha = { name: 'Asha', phone: '+919800000001' };

const contact = (number: number) => within(screen.getByRole('group', { name: `Contact ${number}` }));
const type = (number: number, label: 'Name' | 'Phone number', value: string) =>
  fireEvent.change(contact(number).getByLabelText(`${label} of contact ${number}`), { target: { value } });
/** The message under a field, by the field's own aria-describedby. */
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
const saveButton = () => screen.getByRole('button', { name: 'Save contacts' });

describe('EmergencyContactsForm', () => {
  it('saves a phone typed the Indian way in E.164, with the night switch', async () => {
    const save = vi.fn(async (contacts: EmergencyContacts) => contacts);
    render(<EmergencyContactsForm initial={none} save={save} />);
    screen.getByText('You have no emergency contacts yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    type(1, 'Name', '  Asha ');
    type(1, 'Phone number', '098000-00001');
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'Share my rides with my contacts automatically at night (22:00–06:00)',
      }),
    );
    fireEvent.click(saveButton());
    expect((await screen.findByRole('status')).textContent).toBe('Your emergency contacts are saved.');
    expect(save).toHaveBeenCalledExactlyOnceWith({ contacts: [asha], shareNightRides: true });
  });

  it('puts a readable message next to a phone that is not one, and sends nothing', async () => {
    const save = vi.fn(async () => none);
    render(<EmergencyContactsForm initial={{ contacts: [asha], shareNightRides: false }} save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    type(2, 'Name', 'Vikram');
    type(2, 'Phone number', '12345');
    fireEvent.click(saveButton());
    const phone = contact(2).getByLabelText('Phone number of contact 2');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(phone)).toBe('Enter a valid phone number, for example 98765 43210 or +91 98765 43210.');
    expect(errorOf(contact(1).getByLabelText('Phone number of contact 1'))).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses the same phone twice, however it was typed', async () => {
    const save = vi.fn(async () => none);
    render(<EmergencyContactsForm initial={{ contacts: [asha], shareNightRides: false }} save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    type(2, 'Name', 'Vikram');
    type(2, 'Phone number', '98000 00001');
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Each contact needs a different phone number.',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('shows a saved Indian number spaced as people write it, and saves it back in E.164', async () => {
    const save = vi.fn(async (contacts: EmergencyContacts) => contacts);
    render(<EmergencyContactsForm initial={{ contacts: [asha], shareNightRides: false }} save={save} />);
    const phone = contact(1).getByLabelText('Phone number of contact 1') as HTMLInputElement;
    expect(phone.value).toBe('+91 98000 00001');
    fireEvent.click(saveButton());
    await screen.findByRole('status');
    expect(save).toHaveBeenCalledExactlyOnceWith({ contacts: [asha], shareNightRides: false });
  });

  it('keeps at most three, and removes the row asked for', () => {
    render(<EmergencyContactsForm initial={none} save={vi.fn()} />);
    for (let added = 0; added < 3; added += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    expect(screen.queryByRole('button', { name: 'Add a contact' })).toBeNull();
    screen.getByText('You have 3 contacts, the most you can keep.');
    type(2, 'Name', 'Vikram');
    fireEvent.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect((contact(1).getByLabelText('Name of contact 1') as HTMLInputElement).value).toBe('Vikram');
  });

  it('shows the API’s refusal of one field next to that field', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(400, 'validation_failed', 'Check the form.', {
        fields: {
          'contacts.1.phone': 'Enter the phone number with its country code, for example +919876543210.',
        },
      });
    });
    const two = { contacts: [asha, { name: 'Vikram', phone: '+919800000002' }], shareNightRides: false };
    render(<EmergencyContactsForm initial={two} save={save} />);
    fireEvent.click(saveButton());
    const phone = contact(2).getByLabelText('Phone number of contact 2');
    await waitFor(() =>
      expect(errorOf(phone)).toBe('Enter the phone number with its country code, for example +919876543210.'),
    );
    expect(errorOf(contact(1).getByLabelText('Phone number of contact 1'))).toBeNull();
    expect(screen.queryByText(/could not save/)).toBeNull();
  });

  it('offline, says the save waits, and sends it when the connection is back', async () => {
    const save = vi
      .fn<(contacts: EmergencyContacts) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(0, 'unavailable', 'We could not reach Dropwise.'))
      .mockImplementationOnce(async (contacts) => contacts);
    render(<EmergencyContactsForm initial={{ contacts: [asha], shareNightRides: true }} save={save} />);
    fireEvent.click(saveButton());
    expect((await screen.findByRole('status')).textContent).toBe(
      'No connection: your contacts will be saved as soon as you are back online. Keep this page open.',
    );
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your emergency contacts are saved.'),
    );
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ contacts: [asha], shareNightRides: true });
  });
});

describe('EmergencyContactsForm in Hindi', () => {
  readPageIn('hi', ['safety'], { fieldMessages: true });

  it('says what is wrong with a row in Hindi', async () => {
    render(<EmergencyContactsForm initial={none} save={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'संपर्क जोड़ें' }));
    const row = within(screen.getByRole('group', { name: 'संपर्क 1' }));
    fireEvent.change(row.getByLabelText('संपर्क 1 का फ़ोन नंबर'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'संपर्क सेव करें' }));
    await waitFor(() => expect(errorOf(row.getByLabelText('संपर्क 1 का नाम'))).toBe('नाम ज़रूरी है।'));
    expect(errorOf(row.getByLabelText('संपर्क 1 का फ़ोन नंबर'))).toBe(
      'सही फ़ोन नंबर दर्ज करें, जैसे 98765 43210 या +91 98765 43210।',
    );
  });
});
