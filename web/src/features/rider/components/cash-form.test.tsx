import type { CashCollection } from '@dropwise/domain/money';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { readPageIn } from '@/testing/page-language';
import { renderingToasts } from '@/testing/toaster';
import type { CashRecorded } from '@/features/rider/api/record-cash';
import { CashForm } from './cash-form';
import { saveCash } from './cash-form-for-tests';

renderingToasts();
beforeAll(() => Promise.all([ensureCatalogue('rider', 'en'), ensureCatalogue('common', 'en')]));

const AMOUNT = 'Amount collected (₹) for order o1';
const NOTE = 'Note for order o1';

function renderForm(
  send = vi.fn(async (_: CashCollection): Promise<CashRecorded> => ({
    entryId: 'e1',
    cashInHandPaise: 123450,
  })),
) {
  const onRecorded = vi.fn();
  render(
    <>
      <CashForm orderId="o1" duePaise={7750} send={send} onRecorded={onRecorded} />
      <Toaster />
    </>,
  );
  return { send, onRecorded, form: screen.getByRole('form') };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CashForm', () => {
  it('starts at the amount due, so saving what was due is one tap', async () => {
    const { send, onRecorded, form } = renderForm();
    expect(screen.getByRole('form', { name: 'Record cash for order o1' })).toBe(form);
    within(form).getByText('Due: ₹77.50');
    expect((screen.getByLabelText(AMOUNT) as HTMLInputElement).value).toBe('77.50');
    expect((screen.getByLabelText(NOTE) as HTMLInputElement).required).toBe(false);
    await saveCash();
    expect(send).toHaveBeenCalledWith({ amountPaise: 7750 });
    expect(onRecorded).toHaveBeenCalledWith(7750);
    await screen.findByText('Cash saved. You now hold ₹1,234.50.');
  });

  it('makes the note required once the amount differs, and says so beside it', async () => {
    const { send } = renderForm();
    type(AMOUNT, '70');
    const note = screen.getByLabelText(NOTE) as HTMLInputElement;
    expect(note.required).toBe(true);
    const hint = document.getElementById(note.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Required: the amount is not ₹77.50. Say why.');
    await saveCash();
    expect(send).not.toHaveBeenCalled();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Say why you collected ₹70 and not ₹77.50.');
  });

  it('sends a different amount with its note, in exact paise, and says the admins will check it', async () => {
    const { send, onRecorded } = renderForm();
    type(AMOUNT, '70.10');
    type(NOTE, 'Customer had no change');
    await saveCash();
    expect(send).toHaveBeenCalledWith({ amountPaise: 7010, note: 'Customer had no change' });
    expect(onRecorded).toHaveBeenCalledWith(7010);
    await screen.findByText(
      'Cash saved. You now hold ₹1,234.50. The amount is not what was due, so the admins will check it.',
    );
  });

  it('refuses an amount that is not rupees, or more than the rules allow', async () => {
    const { send } = renderForm();
    type(AMOUNT, '77.505');
    await saveCash();
    expect(screen.getByRole('alert').textContent).toBe('Enter the amount in rupees, like 77 or 77.50.');
    type(AMOUNT, '2,00,000');
    type(NOTE, 'A big parcel');
    await saveCash();
    expect(screen.getByRole('alert').textContent).toBe('The amount can be at most ₹1,00,000.');
    expect(send).not.toHaveBeenCalled();
  });

  it('says when the cash was already recorded, and when the order is not delivered any more', async () => {
    const { onRecorded } = renderForm(
      vi.fn(async () => {
        throw new ApiError(409, 'conflict', 'The cash for this order is already recorded.');
      }),
    );
    await saveCash();
    expect(screen.getByRole('alert').textContent).toBe('Cash for this order is already recorded.');
    expect(onRecorded).not.toHaveBeenCalled();
    cleanup();
    renderForm(
      vi.fn(async () => {
        throw new ApiError(409, 'conflict', 'Record the cash once the order is delivered.');
      }),
    );
    await saveCash();
    expect(screen.getByRole('alert').textContent).toBe(
      'This order has changed meanwhile. Check its status and try again.',
    );
  });

  it('puts the server’s field messages beside their fields', async () => {
    renderForm(
      vi.fn(async () => {
        throw new ApiError(400, 'validation_failed', 'Some fields are missing or invalid.', {
          fields: { note: 'The note contains characters we cannot store.' },
        });
      }),
    );
    type(AMOUNT, '70');
    type(NOTE, 'odd');
    await saveCash();
    const note = screen.getByLabelText(NOTE);
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('The note contains characters we cannot store.');
  });

  it('asks for a note when the server has another amount as due', async () => {
    renderForm(
      vi.fn(async () => {
        throw new ApiError(400, 'validation_failed', 'Say why the amount differs from what was due.', {
          fields: { note: 'Say why the amount differs from what was due.' },
        });
      }),
    );
    await saveCash();
    expect(screen.getByLabelText(NOTE).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Say why the amount differs from what was due.');
  });
});

describe('CashForm in Hindi', () => {
  readPageIn('hi', ['rider'], { fieldMessages: true });

  it('names the fields and says the domain’s rule in Hindi', async () => {
    renderForm();
    expect((screen.getByLabelText('मिली नकद राशि (₹) (ऑर्डर o1)') as HTMLInputElement).value).toBe('77.50');
    type('मिली नकद राशि (₹) (ऑर्डर o1)', '200000');
    type('नोट (ऑर्डर o1)', 'बड़ा पार्सल');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'सेव करें (ऑर्डर o1 का नकद)' })));
    expect(screen.getByRole('alert').textContent).toBe('राशि ज़्यादा से ज़्यादा ₹1,00,000 हो सकती है।');
  });
});
