import { firstNameOf } from '../tracking.js';
import { shiftDay } from '../india-time.js';
import {
  type Papers,
  papersValidUntil,
  type RiderCard,
  vehicleOf,
  type VehicleCard,
} from './rider-papers.js';

/**
 * What saving papers stores, worked out one way for the API, the demo data and the tests: on
 * `riders/{id}` the papers with the day the first of them ends and the vehicle, and the card a
 * customer is shown.
 */
export function papersRecords(
  riderName: unknown,
  papers: Papers,
  photo: string | null,
): { rider: { papers: Papers; papersUntil: string | null; vehicle: VehicleCard | null }; card: RiderCard } {
  const vehicle = vehicleOf(papers);
  return {
    rider: { papers, papersUntil: papersValidUntil(papers), vehicle },
    card: { firstName: firstNameOf(riderName) ?? 'Rider', photo, vehicle },
  };
}

/**
 * Complete papers, in date for a year from `today`, for demo riders and test riders: they are
 * examples, not anyone's papers (the verification reference says so).
 */
export function examplePapers(today: string, registration = 'MH12AB1234'): Papers {
  return {
    licenceNumber: 'MH12 20190012345',
    licenceExpiry: shiftDay(today, 3 * 365),
    vehicleRegistration: registration,
    vehicleMake: 'Bajaj',
    vehicleModel: 'Pulsar 150',
    vehicleColour: 'Black',
    insuranceExpiry: shiftDay(today, 365),
    pucExpiry: shiftDay(today, 180),
    policeVerification: { reference: 'EXAMPLE-PV-0001', verifiedOn: shiftDay(today, -30) },
  };
}
