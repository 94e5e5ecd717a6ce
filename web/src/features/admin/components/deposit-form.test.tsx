import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import type { RiderCashState } from '@/features/admin/api/use-rider-cash';
import { DepositForm } from './deposit-form';

// What each rider holds, as riderCash/{riderId} would say it.
const held = vi.hoisted(() => ({ paise: { r1: 125_050, r2: 0 } as Record<string, number | undefined> }));
vi.mock('@/features/admin/api/use-rider-cash', () => ({
  useRiderCash: (riderId: string | null): RiderCashState => {
    if (!riderId) return { status: 'none' };
    const paise = held.paise[riderId];
    return paise === undefined
      ? { status: 'error' }
      : { status: 'ready', cash: { collectedPaise: paise, depositedPaise: 0, cashInHandPaise: paise } };
  },
}));

beforeAll(() => Promise.all([ensureCatalogue('admin', 'en'), ensureCatalogue('common', 'en')]));
afterEach(cleanup);

const RIDERS = [
  { id: 'r1', name: 'Asha Patil' },
  { id: 'r2', name: 'Ravi Kumar' },
  { id: 'r3', name: 'Sunil Rao' },
];

function renderForm(deposit = vi.fn(async () => ({ entryId: 'e1', outstandingPaise: 25_050 }))) {
  const onDeposited = vi.fn();
  render(<DepositForm riders={RIDERS} deposit={deposit} onDeposited={onDeposited} />);
  return { deposit, onDeposited };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Record deposit' })));
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent;
const hintOf = (label: string) => document.getElementById(`${field(label).id}-help`)?.textContent;

describe('DepositForm', () => {
  it('shows what the chosen rider holds under the amount', () => {
    renderForm();
    expect(hintOf('Amount (₹)')).toBe('Choose a rider to see what they hold.');
    type('Depositing rider', 'r1');
    expect(hintOf('Amount (₹)')).toBe('Asha Patil holds ₹1,250.50 now.');
    type('Depositing rider', 'r3');
    expect(hintOf('Amount (₹)')).toBe(
      'What Sunil Rao holds could not be read; the server still checks the amount.',
    );
  });

  it('refuses more than the rider holds next to the amount, and sends nothing', async () => {
    const { deposit } = renderForm();
    type('Depositing rider', 'r1');
    type('Amount (₹)', '1,250.51');
    await submit();
    expect(errorOf('Amount (₹)')).toBe('Asha Patil holds only ₹1,250.50: enter that or less.');
    expect(field('Amount (₹)').getAttribute('aria-invalid')).toBe('true');
    expect(deposit).not.toHaveBeenCalled();

    type('Depositing rider', 'r2');
    type('Amount (₹)', '1');
    await submit();
    expect(errorOf('Amount (₹)')).toBe('Ravi Kumar holds no cash to deposit.');
    expect(deposit).not.toHaveBeenCalled();
  });

  it('says what is missing or not an amount', async () => {
    const { deposit } = renderForm();
    await submit();
    expect(errorOf('Depositing rider')).toBe('Choose the rider who handed in the cash.');
    expect(errorOf('Amount (₹)')).toBe('Enter the amount in rupees.');
    type('Amount (₹)', '12.345');
    await submit();
    expect(errorOf('Amount (₹)')).toBe('Enter rupees with at most 2 decimals, like 250 or 250.50.');
    type('Amount (₹)', '0');
    await submit();
    expect(errorOf('Amount (₹)')).toBe('The amount must be more than ₹0.');
    expect(deposit).not.toHaveBeenCalled();
  });

  it('sends exactly what the rider holds as integer paise, with the note, then clears the amount', async () => {
    const { deposit, onDeposited } = renderForm();
    type('Depositing rider', 'r1');
    type('Amount (₹)', '1,000.00');
    type('Note (optional)', ' Handed in at the Kothrud shop ');
    await submit();
    expect(deposit).toHaveBeenCalledWith('r1', {
      amountPaise: 100_000,
      note: 'Handed in at the Kothrud shop',
    });
    expect(onDeposited).toHaveBeenCalledWith('r1', { entryId: 'e1', outstandingPaise: 25_050 });
    expect(field('Amount (₹)').value).toBe('');
    expect(field('Depositing rider').value).toBe('r1');
  });

  it("puts the server's refusal of the amount next to the amount", async () => {
    const { deposit, onDeposited } = renderForm(
      vi.fn(async () => {
        throw new ApiError(400, 'validation_failed', 'Check the form.', {
          fields: { amountPaise: 'The rider holds only ₹200.00.' },
        });
      }),
    );
    // What the rider holds could not be read here: the server is the one to refuse.
    type('Depositing rider', 'r3');
    type('Amount (₹)', '500');
    await submit();
    expect(deposit).toHaveBeenCalledWith('r3', { amountPaise: 50_000 });
    expect(errorOf('Amount (₹)')).toBe('The rider holds only ₹200.00.');
    expect(onDeposited).not.toHaveBeenCalled();
  });
});
