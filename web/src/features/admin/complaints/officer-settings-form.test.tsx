import type { GrievanceOfficerState } from '@dropwise/domain/admin/complaints-admin';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { renderingToasts } from '@/testing/toaster';
import { OfficerSettingsForm } from './officer-settings-form';

renderingToasts();
beforeAll(() => Promise.all([ensureCatalogue('admin', 'en'), ensureCatalogue('common', 'en')]));

const initial: GrievanceOfficerState = {
  name: 'Asha Kulkarni (demo)',
  email: 'grievance@dropwise.example',
  phone: '+919876540000',
  answerWithinDays: 7,
};

function renderForm() {
  const save = vi.fn(
    async (settings: unknown) => ({ ...initial, ...(settings as object) }) as GrievanceOfficerState,
  );
  render(
    <>
      <OfficerSettingsForm initial={initial} save={save} />
      <Toaster />
    </>,
  );
  return save;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent;
const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save grievance officer' })));

describe('OfficerSettingsForm', () => {
  it('shows the officer in force', () => {
    renderForm();
    expect(field('Name').value).toBe('Asha Kulkarni (demo)');
    expect(field('Phone').value).toBe('+919876540000');
    expect(field('Answer within (days)').value).toBe('7');
  });

  it('says beside each field what is wrong, and saves nothing', async () => {
    const send = renderForm();
    type('Phone', '12');
    type('Answer within (days)', '31');
    type('Email', 'grievance-at-dropwise');
    await save();
    expect(errorOf('Phone')).toBe('Enter a valid phone number, for example 98765 43210 or +91 98765 43210.');
    expect(errorOf('Answer within (days)')).toBe('Choose a whole number of days from 1 to 30.');
    expect(errorOf('Email')).toBe('Enter a valid email address.');
    expect(send).not.toHaveBeenCalled();
  });

  it('saves the phone as E.164 and the days as a number', async () => {
    const send = renderForm();
    type('Phone', '98765 43211');
    type('Answer within (days)', '10');
    await save();
    expect(send).toHaveBeenCalledWith({
      name: 'Asha Kulkarni (demo)',
      email: 'grievance@dropwise.example',
      phone: '+919876543211',
      answerWithinDays: 10,
    });
    await screen.findByText('Grievance officer saved.');
  });
});
