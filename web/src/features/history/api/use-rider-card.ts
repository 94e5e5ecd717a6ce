import { RIDER_CARDS } from '@dropwise/domain/collections';
import type { RiderCard, VehicleCard } from '@dropwise/domain/safety/rider-papers';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import { textOrNull } from '@/lib/firebase/read-record';

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

function vehicleOf(value: unknown): VehicleCard | null {
  const fields = fieldsOf(value);
  const [registration, make, model, colour] = ['registration', 'make', 'model', 'colour'].map((name) =>
    textOrNull(fields[name]),
  );
  return registration && make && model && colour ? { registration, make, model, colour } : null;
}

/**
 * A stored `riderCards/{riderId}` read defensively: no first name is no card; a photo that is not
 * the JPEG data URL the server keeps is left out, as is a vehicle with a part missing.
 */
export function toRiderCard(data: unknown): RiderCard | null {
  const fields = fieldsOf(data);
  const firstName = textOrNull(fields.firstName);
  if (!firstName) return null;
  const photo = textOrNull(fields.photo);
  return {
    firstName,
    photo: photo?.startsWith('data:image/jpeg;base64,') ? photo : null,
    vehicle: vehicleOf(fields.vehicle),
  };
}

/**
 * What the customer sees of the rider assigned to their order, live; null before a rider is
 * assigned, while it loads, or when the rules refuse it (the trip moved on): never an error.
 */
export function useRiderCard(riderId: string | null): RiderCard | null {
  const db = useFirestore();
  const live = useLive(riderId ? doc(db, RIDER_CARDS, riderId) : null, (snapshot) =>
    toRiderCard(snapshot.data()),
  );
  return live.status === 'success' ? live.data : null;
}
