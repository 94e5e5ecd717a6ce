import * as safetyApi from '@dropwise/domain/api/safety';
import { normalisePhone, PHONE_FORMAT_MESSAGE } from '@dropwise/domain/phone';
import { type EmergencyContacts, emergencyContactsSchema } from '@dropwise/domain/safety/emergency-contacts';
import type { Auth } from 'firebase/auth';
import { z } from 'zod';
import { request } from '@/lib/api/request';

export { MAX_EMERGENCY_CONTACTS, type EmergencyContacts } from '@dropwise/domain/safety/emergency-contacts';

/** The form's values: each phone as the customer typed it. */
export interface EmergencyContactsValues {
  contacts: { name: string; phone: string }[];
  shareNightRides: boolean;
}

const storedContact = emergencyContactsSchema.shape.contacts.innerType().element;

/** A saved Indian number as people write it, "+91 98765 43210", to check at a glance; others as saved. */
export const phoneAsWritten = (phone: string) => phone.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

/**
 * A phone as people type it ("98765 43210", "+91 98765-43210"), saved in E.164 as the domain's rule
 * takes it; one that does not read as a phone number says how to write one.
 */
const typedPhone = z.string().transform((typed, context) => {
  const phone = typed.trim() === '' ? undefined : normalisePhone(typed);
  if (phone === null) {
    context.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_FORMAT_MESSAGE });
    return z.NEVER;
  }
  const checked = storedContact.shape.phone.safeParse(phone);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues)
    context.addIssue({ code: z.ZodIssueCode.custom, message: issue.message });
  return z.NEVER;
});

/**
 * The contacts form's rule: each row's name and typed phone, then the domain's own rule over the
 * whole (at most three, no phone twice), so what is sent is what the server accepts.
 */
export const emergencyContactsFormSchema = z
  .object({
    contacts: z.array(z.object({ name: storedContact.shape.name, phone: typedPhone })),
    shareNightRides: z.boolean(),
  })
  .pipe(emergencyContactsSchema);

/** GET /api/account/emergency-contacts: the signed-in customer's contacts (none at first). */
export async function getEmergencyContacts(auth: Auth): Promise<EmergencyContacts> {
  return (await request(safetyApi.getEmergencyContacts, { auth })).data;
}

/** PUT /api/account/emergency-contacts: the whole list and the night switch, as they are now. */
export async function saveEmergencyContacts(
  auth: Auth,
  contacts: EmergencyContacts,
): Promise<EmergencyContacts> {
  return (await request(safetyApi.saveEmergencyContacts, { auth, body: contacts })).data;
}
