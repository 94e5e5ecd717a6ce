import type { RowFactory } from '../context';
import { allorderRow } from './allorder';
import { bookingRow } from './booking';
import { enrolmentRow } from './enrolment';
import { firstBookingRow } from './first-booking';
import { healthRow } from './health';
import { placesRow } from './places';
import { positionRow } from './position';
import { trackingRow } from './tracking';
import { transitionRow } from './transition';
import { visitCounterRow } from './visit-counter';

/** The benchmark's rows, in the order they run and print. */
export const ROWS: RowFactory[] = [
  enrolmentRow,
  visitCounterRow,
  bookingRow,
  firstBookingRow,
  transitionRow,
  allorderRow,
  healthRow,
  placesRow,
  positionRow,
  trackingRow,
];
