import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { HandoverStep } from './handover-step';

beforeAll(() => ensureCatalogue('rider', 'en'));
afterEach(cleanup);

function renderStep(onSubmit: (code: string) => Promise<void>) {
  render(<HandoverStep orderId="o1" label="Picked up" whose="passenger" onSubmit={onSubmit} />);
  return {
    field: screen.getByLabelText("Ask for the passenger's code for order o1") as HTMLInputElement,
    button: screen.getByRole('button', { name: 'Picked up order o1' }),
  };
}

describe('HandoverStep', () => {
  it('is a numeric field of 4 digits that keeps only digits', () => {
    const { field } = renderStep(vi.fn(async () => {}));
    expect(field.inputMode).toBe('numeric');
    expect(field.maxLength).toBe(4);
    fireEvent.change(field, { target: { value: '12a345' } });
    expect(field.value).toBe('1234');
  });

  it('asks for 4 digits before sending anything', async () => {
    const onSubmit = vi.fn(async () => {});
    const { field, button } = renderStep(onSubmit);
    fireEvent.change(field, { target: { value: '12' } });
    await act(async () => fireEvent.click(button));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the 4-digit code.').id).toBe(field.getAttribute('aria-describedby'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('says a wrong code (with the attempts left) or a locked step next to the field', async () => {
    const onSubmit = vi
      .fn<(code: string) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError(422, 'wrong_handover_code', 'That code is not right. 4 attempts left.'),
      )
      .mockRejectedValueOnce(
        new ApiError(
          423,
          'handover_locked',
          'Too many wrong codes: this step is locked. An admin has been told and will complete it.',
        ),
      );
    const { field, button } = renderStep(onSubmit);
    fireEvent.change(field, { target: { value: '0000' } });
    await act(async () => fireEvent.click(button));
    expect(onSubmit).toHaveBeenCalledWith('0000');
    expect(screen.getByText('That code is not right. 4 attempts left.').id).toBe(
      field.getAttribute('aria-describedby'),
    );
    expect(field.value).toBe('');
    fireEvent.change(field, { target: { value: '1111' } });
    await act(async () => fireEvent.click(button));
    screen.getByText(
      'Too many wrong codes: this step is locked. An admin has been told and will complete it.',
    );
  });
});
