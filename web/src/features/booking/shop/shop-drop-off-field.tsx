import type { Coordinates } from '@dropwise/domain/fares';
import { useCallback } from 'react';
import { FieldError } from '@/components/form';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import { PlaceCombobox } from '@/features/booking/components/place-combobox';
import type { PlaceFinder } from '@/features/booking/components/place-finder';
import { type LocationFailure, useMyLocation } from '@/features/booking/components/use-my-location';
import { UseMyLocationButton } from '@/features/booking/components/use-my-location-button';
import type { DraftPlace } from '@/features/booking/draft/ride-draft';

const locationMessages: Record<LocationFailure, MessageKey<'shop'>> = {
  denied: 'locationDenied',
  unavailable: 'locationUnavailable',
  unsupported: 'locationUnsupported',
  noPlace: 'locationNoPlace',
  lookupFailed: 'locationLookupFailed',
};

/**
 * The drop-off, as customers pick a place: searched by name, area or PIN code (suggestions near
 * the shop first), or the device's own position when the staff member stands at the receiver's door.
 */
export function ShopDropOffField({
  value,
  near,
  finder,
  error,
  onChange,
}: {
  value: DraftPlace;
  /** The shop's point, which ranks suggestions near it first. */
  near: Coordinates | null;
  finder: PlaceFinder;
  error?: string;
  onChange: (place: DraftPlace) => void;
}) {
  const t = useT('shop');
  const booking = useT('booking');
  const fill = useCallback(
    (found: { address: string; coordinates: Coordinates }) => onChange(found),
    [onChange],
  );
  const { location, locate } = useMyLocation(finder.nearest, fill);
  return (
    <fieldset className="place-fields">
      <legend>{booking('dropOff')}</legend>
      <PlaceCombobox
        id="shop-drop-off"
        label={booking('dropOffLabel')}
        listLabel={booking('dropOffSuggestions')}
        value={value}
        onChange={onChange}
        search={(text) => finder.search(text, near)}
        error={error}
        errorId="shop-drop-off-error"
      />
      <FieldError id="shop-drop-off-error" message={error} />
      <UseMyLocationButton
        location={location}
        locate={locate}
        label={t('dropOffHere')}
        locatingLabel={booking('locating')}
        failure={location.state === 'failed' ? t(locationMessages[location.reason]) : null}
      />
    </fieldset>
  );
}
