/**
 * Which fields of an order document identify a person. When a customer deletes their account the
 * order itself stays (the platform must keep records of rides and deliveries it ran), but these
 * fields are removed, the customer reference (`customerUid`) is removed too, and history entries
 * the customer made name {@link DELETED_CUSTOMER_UID} instead. No uid is left on the order, so no
 * session (whatever uid it holds) can match a deleted customer's orders.
 * Pure, so it is tested without Firestore.
 */
export const DELETED_CUSTOMER_UID = 'deleted-user';

/** Top-level fields that name or reach a person. */
const PERSONAL_TOP_LEVEL_FIELDS = [
  'customerName',
  'customerPhone',
  'customerPhoneNumber',
  'customerEmail',
  'customerCity',
  'customerCityName',
  'customerProfileImage',
  'receiver',
  'receiverName',
  'receiverPhone',
  'receiverPhoneNumber',
  'sender',
  'senderName',
  'senderPhone',
  'senderPhoneNumber',
  'contactName',
  'contactPhone',
  'notes',
] as const;

/** Fields inside the address and parcel maps that name or reach a person. */
const PERSONAL_NESTED_FIELDS = [
  'name',
  'phone',
  'phoneNumber',
  'contactName',
  'contactPhone',
  'receiver',
  'receiverName',
  'receiverPhone',
  'receiverPhoneNumber',
  'senderName',
  'senderPhone',
  'instructions',
  'notes',
] as const;
const MAPS_WITH_PERSONAL_FIELDS = ['pickup', 'dropOff', 'parcel'] as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Field paths (dot-separated, for a Firestore update) present in `order` that must be removed. */
export function personalOrderFieldPaths(order: Record<string, unknown>): string[] {
  const paths: string[] = PERSONAL_TOP_LEVEL_FIELDS.filter((field) => field in order);
  for (const mapName of MAPS_WITH_PERSONAL_FIELDS) {
    const map = order[mapName];
    if (!isPlainObject(map)) continue;
    for (const field of PERSONAL_NESTED_FIELDS) {
      if (field in map) paths.push(`${mapName}.${field}`);
    }
  }
  return paths;
}
