import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { foldText, type PlaceSuggestion } from '@dropwise/domain/places';
import type { Area } from '@/lib/i18n/catalogue-loaders';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { emptyPlace } from '@/features/booking/draft/ride-draft';
import type { PlaceFinder } from './place-finder';
import { PlacesStep } from './places-step';

// A few entries of the bundled gazetteer. The search itself (ranking, nearness) has its own tests
// beside the API's places provider; this step only needs an answer to show and choose from.
const places: PlaceSuggestion[] = [
  {
    id: 'pin-411006-yerwada',
    name: 'Yerwada',
    area: 'Pune City, Pune 411006',
    city: 'Pune',
    kind: 'locality',
    coordinates: { lat: 18.5459, lng: 73.8855 },
  },
  {
    id: 'pin-411014-viman-nagar',
    name: 'Viman nagar',
    area: 'Pune 411014',
    city: 'Pune',
    kind: 'locality',
    coordinates: { lat: 18.5685, lng: 73.9158 },
  },
  {
    id: 'gn-1267195',
    name: 'Khadki',
    area: 'Pune district',
    city: 'Pune',
    kind: 'town',
    coordinates: { lat: 18.5635, lng: 73.85205 },
  },
];
const finder: PlaceFinder = {
  search: async (q) => places.filter((place) => foldText(place.name).startsWith(foldText(q))),
  nearest: async () => ({ place: places[0]!, distanceKm: 0.28, label: 'Near Yerwada, Pune (280 m away)' }),
};

export function renderStep() {
  const onNext = vi.fn();
  const onChange = vi.fn();
  render(
    <PlacesStep
      places={{ pickupLocation: emptyPlace, dropOffLocation: emptyPlace }}
      finder={finder}
      onChange={onChange}
      onNext={onNext}
      onClear={() => {}}
    />,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
  return { onNext, onChange, type };
}

// The step's messages, and the fields' (their errors are worded there), as the page's Suspense would.
const areas: Area[] = ['booking', 'common', 'fields', 'errors'];
export const loadStepCatalogues = () =>
  Promise.all(areas.flatMap((area) => [ensureCatalogue(area, 'en'), ensureCatalogue(area, 'mr')]));
