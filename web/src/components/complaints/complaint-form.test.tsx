import type { FiledComplaint } from '@dropwise/domain/api/complaints';
import type { ComplaintRequest } from '@dropwise/domain/complaints';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { readPageIn } from '@/testing/page-language';
import { ComplaintForm } from './complaint-form';

beforeAll(() => Promise.all([ensureCatalogue('complaints', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const filed: FiledComplaint = {
  complaintId: 'ABCD2345',
  reference: 'DWC-ABCD2345',
  dueBy: '2026-02-07T12:00:00.000Z',
};

function renderForm(send = vi.fn(async (_: ComplaintRequest) => filed)) {
  const onFiled = vi.fn();
  render(<ComplaintForm send={send} onFiled={onFiled} />);
  return { send, onFiled };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The message shown under a field: what its aria-describedby names as its error. */
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent;
const submit = (name = 'Send complaint') =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('ComplaintForm', () => {
  it('says beside each field what is wrong, and sends nothing', async () => {
    const { send } = renderForm();
    choose('Describe the problem', 'Too short');
    await submit();
    expect(errorOf('What is it about?')).toBe('Choose what the problem is about.');
    expect(errorOf('Describe the problem')).toBe('The description needs at least 10 characters.');
    expect(field('Describe the problem').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a description over 1000 characters', async () => {
    const { send } = renderForm();
    choose('What is it about?', 'fare');
    choose('Describe the problem', 'x'.repeat(1001));
    await submit();
    expect(errorOf('Describe the problem')).toBe('The description can be at most 1000 characters.');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the category and the tidied text, then shows the reference and clears the form', async () => {
    const { send, onFiled } = renderForm();
    choose('What is it about?', 'lost_item');
    choose('Describe the problem', '  I left my umbrella in the auto.  ');
    await submit();
    expect(send).toHaveBeenCalledWith({ category: 'lost_item', text: 'I left my umbrella in the auto.' });
    expect(onFiled).toHaveBeenCalledWith(filed);
    expect(screen.getByRole('status').textContent).toMatch(
      /Your reference is DWC-ABCD2345; we will answer by .*2026/,
    );
    expect(field('Describe the problem').value).toBe('');
  });

  it('puts the server’s field message beside its field, and its refusal under the form', async () => {
    const send = vi
      .fn<(request: ComplaintRequest) => Promise<FiledComplaint>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'validation_failed', 'Some fields are missing or invalid.', {
          fields: { text: 'The description contains characters we cannot store.' },
        }),
      )
      .mockRejectedValueOnce(new ApiError(409, 'conflict', 'You have filed 5 complaints about this order.'));
    renderForm(send);
    choose('What is it about?', 'fare');
    choose('Describe the problem', 'The fare was far too high.');
    await submit();
    expect(errorOf('Describe the problem')).toBe('The description contains characters we cannot store.');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('You have filed 5 complaints about this order.');
  });
});

describe('ComplaintForm in Hindi', () => {
  readPageIn('hi', ['complaints'], { fieldMessages: true });

  it('says the field messages in Hindi', async () => {
    renderForm();
    await submit('शिकायत भेजें');
    expect(errorOf('शिकायत किस बारे में है?')).toBe('चुनें कि समस्या किस बारे में है।');
    expect(errorOf('समस्या के बारे में लिखें')).toMatch(/विवरण/);
  });
});
