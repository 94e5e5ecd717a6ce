// The order services other areas (admin screens and functions) call: one implementation of the rules.
export { cancelOrder } from './cancel-order';
export {
  bookOrder,
  orderIdFor,
  type BookingCustomer,
  type BookingInput,
  type CreateOrderResult,
} from './create-order';
export { FARE_TABLE_PATH, loadFareTable, updateFareTable } from './fare-table';
export { type Actor, type OrderDocument, type OrderHistoryEntry } from './order-document';
export { quoteFare, quoteWithTable } from './quote-fare';
export { transitionOrder, type TransitionInput, type TransitionResult } from './transition-order';
