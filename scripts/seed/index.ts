import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoEducation } from './demo-education.js';
import { seedDemoGrievanceOfficer } from './demo-grievance-officer.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemoShopStaff } from './demo-shop-staff.js';
import { seedDemoShops } from './demo-shops.js';
import { PROJECT_ID } from './emulator-admin.js';

// Each area adds its demo data here; every step must be safe to run again.
const steps: Array<[string, () => Promise<void>]> = [
  ['demo accounts', seedDemoAccounts],
  ['demo shops and riders', seedDemoShops],
  ['demo shop staff', seedDemoShopStaff],
  ['demo orders and fare table', seedDemoOrders],
  ['education enrolments', seedDemoEducation],
  ['grievance officer', seedDemoGrievanceOfficer],
];

for (const [name, run] of steps) {
  await run();
  console.log(`seed: ${name} ready`);
}
console.log(`seed: demo data loaded into ${PROJECT_ID}`);
process.exit(0);
