// Only tests import this module, so it is in neither the functions' bundle nor the web app's.
import type { Papers } from './rider-papers.js';

/** Complete papers on fixed days, so a test can pick a "today" before, between or after them. */
export const PAPERS_FOR_TESTS: Papers = {
  licenceNumber: 'MH12 20190012345',
  licenceExpiry: '2030-01-31',
  vehicleRegistration: 'MH12AB1234',
  vehicleMake: 'Bajaj',
  vehicleModel: 'RE',
  vehicleColour: 'Green and yellow',
  insuranceExpiry: '2027-03-31',
  pucExpiry: '2027-01-15',
  policeVerification: { reference: 'PUNE/PV/2025/1182', verifiedOn: '2025-06-02' },
};
