import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setPageLanguage } from '@/lib/i18n/i18n-store';
import { loadStepCatalogues, renderStep } from './places-step-for-tests';

beforeAll(loadStepCatalogues);

describe('pickup and drop-off step', () => {
  afterEach(cleanup);

  it('shows readable messages next to the fields and does not go on with missing addresses', async () => {
    const { onNext } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Enter at least 3 characters.')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Pickup address' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(onNext).not.toHaveBeenCalled();
  });

  it('refuses the same pickup and drop-off', async () => {
    const { onNext, type } = renderStep();
    type('Pickup address', 'MG Road 5, Pune');
    type('Drop-off address', 'mg road 5 pune');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('The drop-off must be different from the pickup.');
    expect(onNext).not.toHaveBeenCalled();
  });

  it('suggests places as you type and chooses one with the keyboard, coordinates and all', async () => {
    const { onChange, type } = renderStep();
    const pickup = screen.getByRole('combobox', { name: 'Pickup address' });
    expect(pickup.getAttribute('aria-expanded')).toBe('false');
    type('Pickup address', 'yerw');
    const list = await screen.findByRole('listbox', { name: 'Suggestions for the pickup' });
    await waitFor(() => expect(pickup.getAttribute('aria-expanded')).toBe('true'));
    expect(pickup.getAttribute('aria-controls')).toBe(list.id);
    fireEvent.keyDown(pickup, { key: 'ArrowDown' });
    const active = pickup.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toMatch(/^Yerwada/);
    expect(document.getElementById(active ?? '')?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(pickup, { key: 'Enter' });
    expect((pickup as HTMLInputElement).value).toBe('Yerwada, Pune City, Pune 411006');
    expect(pickup.getAttribute('aria-expanded')).toBe('false');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        pickupLocation: {
          address: 'Yerwada, Pune City, Pune 411006',
          coordinates: { lat: 18.5459, lng: 73.8855 },
          placeId: 'pin-411006-yerwada',
        },
      }),
    );
    expect(screen.getByText(/Place chosen from the list/).textContent).toBe(
      'Place chosen from the list: the fare follows the distance.',
    );
  });

  it('tells the customer when no place matches', async () => {
    const { type } = renderStep();
    type('Drop-off address', 'qqqzz');
    await screen.findByText('No known place matches; you can keep your own text.');
  });

  it('"Use my location" names the nearest known place and keeps the position as the pickup point', async () => {
    const position = { coords: { latitude: 18.548, longitude: 73.887 } };
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (resolve: (value: typeof position) => void) => resolve(position) },
    });
    try {
      const { onNext, onChange } = renderStep();
      fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
      const pickup = screen.getByRole('combobox', { name: 'Pickup address' }) as HTMLInputElement;
      await waitFor(() => expect(pickup.value).toBe('Near Yerwada, Pune (280 m away)'));
      expect(screen.getByText(/OpenStreetMap contributors/).textContent).toBe(
        'Places © OpenStreetMap contributors (ODbL), GeoNames (CC BY 4.0), datameet, NHP India (GODL)',
      );
      fireEvent.change(screen.getByRole('combobox', { name: 'Drop-off address' }), {
        target: { value: 'Khadki' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(onNext).toHaveBeenCalled());
      // The position itself, not a place: the server labels the pin the same way.
      expect(onChange.mock.lastCall?.[0].pickupLocation).toEqual({
        address: 'Near Yerwada, Pune (280 m away)',
        coordinates: { lat: 18.548, lng: 73.887 },
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when the browser cannot share a location, and typing still works', async () => {
    const { type } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This browser cannot share your location. Type the pickup instead.',
    );
    type('Pickup address', 'Khadki');
    expect((screen.getByRole('combobox', { name: 'Pickup address' }) as HTMLInputElement).value).toBe(
      'Khadki',
    );
  });

  it('speaks Marathi: the fields, the suggestions and what the location says', async () => {
    act(() => setPageLanguage('mr'));
    try {
      renderStep();
      fireEvent.change(screen.getByRole('combobox', { name: 'पिकअपचा पत्ता' }), { target: { value: 'yerw' } });
      await screen.findByRole('listbox', { name: 'पिकअपसाठी सूचना' });
      expect(document.getElementById('pickupLocation-address-status')?.textContent).toBe(
        '१ सूचना, वर-खाली बाणाच्या कळांनी निवडा.',
      );
      fireEvent.click(screen.getByRole('button', { name: 'माझे लोकेशन वापरा' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'हा ब्राउझर तुमचे लोकेशन सांगू शकत नाही. पिकअपचा पत्ता टाइप करा.',
      );
    } finally {
      act(() => setPageLanguage('en'));
    }
  });
});
