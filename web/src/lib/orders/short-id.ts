/** The first characters of an order id: enough to tell a customer's orders apart on a receipt line. */
export const shortOrderId = (orderId: string): string => orderId.slice(0, 8);
