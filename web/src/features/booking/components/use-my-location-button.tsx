import { FormError } from '@/components/form';
import type { LocationState } from './use-my-location';

/** The "use my location" button of a place field, busy while locating, and why it failed. */
export function UseMyLocationButton({
  location,
  locate,
  label,
  locatingLabel,
  failure,
}: {
  location: LocationState;
  locate: () => Promise<void>;
  label: string;
  locatingLabel: string;
  /** The failure in words, when the last try failed. */
  failure: string | null;
}) {
  return (
    <>
      <p className="use-my-location">
        <button
          type="button"
          className="secondary"
          onClick={() => void locate()}
          disabled={location.state === 'locating'}
        >
          {location.state === 'locating' ? locatingLabel : label}
        </button>
      </p>
      <FormError>{failure}</FormError>
    </>
  );
}
