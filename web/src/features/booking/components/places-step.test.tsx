import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPlace } from '../draft/ride-draft';
import { PlacesStep } from './places-step';

function renderStep() {
  const onNext = vi.fn();
  const onChange = vi.fn();
  render(
    <PlacesStep
      pickupLocation={emptyPlace}
      dropOffLocation={emptyPlace}
      onChange={onChange}
      onNext={onNext}
      onClear={() => {}}
    />,
  );
  const type = (label: string, value: string) =>
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  return { onNext, onChange, type };
}

describe('pickup and drop-off step', () => {
  afterEach(cleanup);

  it('shows readable messages next to the fields and does not go on with missing addresses', async () => {
    const { onNext } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Enter at least 3 characters.')).toHaveLength(2);
    expect(screen.getByLabelText('Pickup address').getAttribute('aria-invalid')).toBe('true');
    expect(onNext).not.toHaveBeenCalled();
  });

  it('refuses the same pickup and drop-off, and coordinates it cannot read', async () => {
    const { onNext, type } = renderStep();
    type('Pickup address', 'MG Road 5, Pune');
    type('Drop-off address', 'mg road 5 pune');
    type('Drop-off coordinates (optional)', 'near the temple');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The drop-off must be different from the pickup.')).toBeTruthy();
    expect(screen.getByText(/Enter latitude, longitude/)).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('goes on with two different addresses and reports every change to the draft', async () => {
    const { onNext, onChange, type } = renderStep();
    type('Pickup address', 'MG Road 5, Pune');
    type('Pickup coordinates (optional)', '18.52, 73.85');
    type('Drop-off address', 'FC Road 22, Pune');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenLastCalledWith({
      pickupLocation: { address: 'MG Road 5, Pune', coordinates: '18.52, 73.85' },
      dropOffLocation: { address: 'FC Road 22, Pune', coordinates: '' },
    });
  });
});
