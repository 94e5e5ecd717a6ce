import type { VehicleCard } from '@dropwise/domain/safety/rider-papers';
import type { TripWords } from '@/lib/trip/trip-progress-text';
import { plateText } from '@/lib/safety/plate-text';
import { element } from './tracking-dom';
import '@/components/safety/vehicle-plate.css';

type Say = TripWords['t'];

/**
 * The vehicle to look for, under the rider's line once a rider is assigned: the registration large,
 * as on its plate, then make, model and colour. The page never shows the rider's phone.
 */
export function vehicleLine(riderLine: HTMLElement) {
  const list = element('dl', 'track-vehicle');
  list.hidden = true;
  riderLine.after(list);
  const row = (term: string, detail: Node | string) => {
    const item = element('div');
    const description = element('dd');
    description.append(detail);
    item.append(element('dt', undefined, term), description);
    return item;
  };
  return {
    show(vehicle: VehicleCard | null, t: Say) {
      list.hidden = !vehicle;
      if (!vehicle) {
        list.replaceChildren();
        return;
      }
      const plate = element('span', 'vehicle-plate', plateText(vehicle.registration));
      plate.dataset.registration = vehicle.registration;
      list.replaceChildren(
        row(t('plateLabel'), plate),
        row(
          t('vehicleLabel'),
          t('vehicleLine', { make: vehicle.make, model: vehicle.model, colour: vehicle.colour }),
        ),
      );
    },
    remove: () => list.remove(),
  };
}
