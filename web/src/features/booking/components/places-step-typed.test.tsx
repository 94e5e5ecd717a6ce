import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadStepCatalogues, renderStep } from './places-step-for-tests';

beforeAll(loadStepCatalogues);

describe('pickup and drop-off typed, not chosen', () => {
  afterEach(cleanup);

  it('closes the list with Escape and keeps free text; text that names no known place is not taken', async () => {
    const { onNext, type } = renderStep();
    type('Pickup address', 'Viman');
    const pickup = screen.getByRole('combobox', { name: 'Pickup address' });
    await waitFor(() => expect(pickup.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(pickup, { key: 'Escape' });
    expect(pickup.getAttribute('aria-expanded')).toBe('false');
    type('Drop-off address', 'Gate 4, Some Society');
    expect(screen.getAllByText(/Typed address: if it names one known place/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // "Viman" only begins a place's name, and the gate names none: both are asked for again.
    await waitFor(() =>
      expect(screen.getAllByText('Choose the place from the list, or use your location.')).toHaveLength(2),
    );
    expect(pickup.getAttribute('aria-invalid')).toBe('true');
    expect(onNext).not.toHaveBeenCalled();
  });

  it('typed text that names one known place is taken as that place when the customer goes on', async () => {
    const { onNext, onChange, type } = renderStep();
    type('Pickup address', 'viman nagar');
    type('Drop-off address', 'Khadki');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenLastCalledWith({
      pickupLocation: {
        address: 'Viman nagar, Pune 411014',
        coordinates: { lat: 18.5685, lng: 73.9158 },
        placeId: 'pin-411014-viman-nagar',
      },
      dropOffLocation: {
        address: 'Khadki, Pune district',
        coordinates: { lat: 18.5635, lng: 73.85205 },
        placeId: 'gn-1267195',
      },
    });
  });
});
