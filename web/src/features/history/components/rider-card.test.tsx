import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { readPageIn } from '@/testing/page-language';
import { toRiderCard } from '@/features/history/api/use-rider-card';
import { RiderCard } from './rider-card';

beforeAll(() => ensureCatalogue('safety', 'en'));
afterEach(cleanup);

const photo = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
const vehicle = { registration: 'MH12AB1234', make: 'Bajaj', model: 'RE', colour: 'Green and yellow' };

describe('RiderCard', () => {
  it('shows the first name, the photo, the plate large and spaced, and the vehicle', () => {
    render(<RiderCard card={{ firstName: 'Ravi', photo, vehicle }} kind="ride" />);
    const card = screen.getByRole('region', { name: 'Your rider' });
    expect(within(card).getByRole('img', { name: 'Photo of Ravi' }).getAttribute('src')).toBe(photo);
    const plate = within(card).getByText('MH 12 AB 1234');
    expect(plate.className).toBe('vehicle-plate');
    expect(plate.dataset.registration).toBe('MH12AB1234');
    within(card).getByText('Bajaj RE · Green and yellow');
    expect(card.textContent).toContain('Check the number plate before you get on.');
    expect(card.textContent).not.toMatch(/\+91|\d{10}/);
  });

  it('without a photo or papers, shows the name alone', () => {
    render(<RiderCard card={{ firstName: 'Ravi', photo: null, vehicle: null }} kind="parcel" />);
    const card = screen.getByRole('region', { name: 'Your rider' });
    expect(within(card).queryByRole('img')).toBeNull();
    expect(card.textContent).toBe('Your riderRavi');
  });
});

describe('RiderCard in Hindi', () => {
  readPageIn('hi', ['safety']);

  it('names the plate and the vehicle in Hindi and keeps the number as it is', () => {
    render(<RiderCard card={{ firstName: 'Ravi', photo: null, vehicle }} kind="parcel" />);
    const card = screen.getByRole('region', { name: 'आपके राइडर' });
    expect([...card.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['गाड़ी का नंबर', 'गाड़ी']);
    within(card).getByText('MH 12 AB 1234');
    expect(card.textContent).toContain('पार्सल देने से पहले नंबर प्लेट मिला लें।');
  });
});

describe('toRiderCard', () => {
  it('reads the stored card, leaving out an odd photo and a vehicle with a part missing', () => {
    expect(toRiderCard({ firstName: 'Ravi', photo, vehicle })).toEqual({ firstName: 'Ravi', photo, vehicle });
    expect(
      toRiderCard({
        firstName: 'Ravi',
        photo: 'https://example.com/a.jpg',
        vehicle: { ...vehicle, colour: '' },
      }),
    ).toEqual({ firstName: 'Ravi', photo: null, vehicle: null });
    expect(toRiderCard({ photo })).toBeNull();
    expect(toRiderCard(undefined)).toBeNull();
  });
});
