import { CURRENCY, type FareTable } from './fares.js';

/** The table used until an admin saves one: demonstration rates, not any state's notification. */
export const DEFAULT_FARE_TABLE: FareTable = {
  version: 1,
  currency: CURRENCY,
  vehicles: {
    bike: { label: 'Bike', base: 25, perKm: 8, minimum: 40, seats: 1 },
    auto: { label: 'Auto rickshaw', base: 35, perKm: 12, minimum: 60, seats: 3 },
    car: { label: 'Car', base: 60, perKm: 18, minimum: 120, seats: 4 },
  },
  parcelVehicleType: 'bike',
  parcelSurcharge: { small: 0, medium: 25, large: 60 },
  platformSharePercent: 20,
  taxRatePercent: 0,
};

export const DEFAULT_PLATFORM_SHARE_PERCENT = 20;
export const DEFAULT_TAX_RATE_PERCENT = 0;
