import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormError, SelectField, SubmitButton, TextAreaField, TextField } from '.';

describe('the form kit', () => {
  afterEach(cleanup);

  it('ties a field to its hint, and to its error once there is one', () => {
    const { rerender } = render(<TextField id="city" label="City" hint="Where you live." />);
    const input = screen.getByLabelText('City');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBe('city-help');

    rerender(<TextField id="city" label="City" hint="Where you live." error="Enter your city." />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('city-error city-help');
    const alert = screen.getByRole('alert');
    expect([alert.id, alert.textContent]).toEqual(['city-error', 'Enter your city.']);
  });

  it('labels selects and textareas the same way, with nothing to describe when all is well', () => {
    render(
      <>
        <SelectField id="size" label="Size">
          <option value="s">Small</option>
        </SelectField>
        <TextAreaField id="reason" label="Reason" error="Say why." />
      </>,
    );
    const select = screen.getByLabelText('Size');
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-describedby')).toBeNull();
    const textarea = screen.getByLabelText('Reason');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-describedby')).toBe('reason-error');
  });

  it('shows a form message only when there is one', () => {
    const { rerender } = render(<FormError>{''}</FormError>);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormError>Incorrect email or password.</FormError>);
    expect(screen.getByRole('alert').textContent).toBe('Incorrect email or password.');
  });

  it('disables the submit button while pending and says what is happening', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Saving...">
        Save
      </SubmitButton>,
    );
    const button = screen.getByRole('button');
    expect([button.textContent, (button as HTMLButtonElement).disabled]).toEqual(['Save', false]);
    rerender(
      <SubmitButton pending pendingLabel="Saving...">
        Save
      </SubmitButton>,
    );
    expect([button.textContent, (button as HTMLButtonElement).disabled]).toEqual(['Saving...', true]);
    expect(button.getAttribute('type')).toBe('submit');
  });
});
