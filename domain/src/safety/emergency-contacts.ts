import { z } from 'zod';
import { plainText } from '../plain-text.js';

/**
 * A customer's emergency contacts (`emergencyContacts/{uid}`): up to three people who are texted
 * when the customer raises an SOS, and, with `shareNightRides`, sent the trip's link when a ride is
 * assigned between 22:00 and 06:00 India time.
 */
export const MAX_EMERGENCY_CONTACTS = 3;

/** E.164 as sent: the app normalises what people type (phone.ts) before it saves. */
export const E164 = /^\+[1-9]\d{7,14}$/;

export const emergencyContactsSchema = z
  .object({
    contacts: z
      .array(
        z
          .object({
            name: plainText({ label: 'Name', min: 1, max: 80 }),
            phone: z
              .string({
                required_error: 'Enter the phone number.',
                invalid_type_error: 'Enter the phone number.',
              })
              .regex(E164, 'Enter the phone number with its country code, for example +919876543210.'),
          })
          .strict(),
        { required_error: 'Send the list of contacts.', invalid_type_error: 'Send the list of contacts.' },
      )
      .max(MAX_EMERGENCY_CONTACTS, `Keep at most ${MAX_EMERGENCY_CONTACTS} emergency contacts.`)
      .refine(
        (contacts) => new Set(contacts.map((contact) => contact.phone)).size === contacts.length,
        'Each contact needs a different phone number.',
      ),
    shareNightRides: z.boolean({
      required_error: 'Say whether to share night rides.',
      invalid_type_error: 'Say whether to share night rides.',
    }),
  })
  .strict();

export type EmergencyContactsInput = z.input<typeof emergencyContactsSchema>;
export type EmergencyContacts = z.output<typeof emergencyContactsSchema>;

// Built once, as india-time.ts does: a formatter costs more to make than to use.
const indiaHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Night, for sharing rides: 22:00 to 06:00 India time. */
export function isIndiaNight(at: number): boolean {
  const hour = Number(indiaHour.format(at));
  return hour >= 22 || hour < 6;
}
