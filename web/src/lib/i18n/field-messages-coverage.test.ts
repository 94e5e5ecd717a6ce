// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldMessageIn, loadFieldMessages } from './field-message';
import { domainLabels, domainMessages } from './testing/domain-rule-messages';

/**
 * Every message the domain's rules can put under a field has a `fields` template, so a Hindi or
 * Marathi reader never meets one in English. A template literal's `${…}` parts stand for any
 * value, as a template's `{placeholders}` do.
 */

const fieldsEnglish = JSON.parse(
  readFileSync(join(import.meta.dirname, './messages/fields/en.json'), 'utf8'),
) as Record<string, string>;

/**
 * Messages nobody using the app can cause by what they type or tap: values the app itself
 * makes and sends (ids, query strings, the position reporter's fixes), the shape of a request
 * body, the admins' fare table, and the handover lock, which the errors area says by its code.
 */
const NOT_FOR_CUSTOMERS = new Set([
  // booking.ts: the request id and the kind are the app's, never typed.
  'A request id is required.',
  'The request id must be a UUID made by the app.',
  'Say whether this is a "ride" or a "parcel".',
  // document-id.ts: ids in paths come from the app's own links.
  'An id is required.',
  'That is not a valid id.',
  // strict-keys.ts, enrolment.ts: the request's shape, for other programs calling the API.
  'The request body must be a JSON object.',
  'This field is not accepted.',
  'The course must be text.',
  'Send the phone number once, as number or as phone.',
  // order-change-requests.ts: the status comes from the step's button.
  'Choose a valid status.',
  // place-query.ts: the query string the place search builds.
  'Send near as "latitude,longitude", e.g. 18.52,73.85.',
  'Send one search text.',
  'Send limit as a number.',
  'Send limit as a whole number.',
  'Send lat as a number.',
  'Send lng as a number.',
  // rider-duty.ts: the duty switch and the position reporter send these, not a person.
  'Say on or off duty.',
  'Send the *.',
  'The * must be a number.',
  'The * must be between -* and *.',
  'Send the accuracy.',
  'The accuracy must be a number.',
  'The accuracy cannot be negative.',
  'The position is too rough (over 1,000 m) to show.',
  'Send the time of the fix.',
  'The time must be a number.',
  'The time must be whole milliseconds.',
  'The time of the fix is in the future.',
  'The fix is more than 2 minutes old.',
  // fares.ts: the fare table only admins edit.
  'Use 2 to 20 lowercase letters, digits or _ for a vehicle type.',
  'List at least one vehicle type.',
  'List at most 10 vehicle types.',
  'Parcels must go by one of the listed vehicle types.',
  'The base fare of a ride must cover at least the first * km.',
  // handover.ts: answered with the code handover_locked; the errors area has its words.
  'Too many wrong codes: this step is locked. An admin has been told and will complete it.',
  // safety/emergency-contacts.ts: the contacts form always sends its list and its switch.
  'Send the list of contacts.',
  'Say whether to share night rides.',
  // safety/sos.ts: the SOS button sends the browser's fix, whole or not at all.
  'The accuracy is too large.',
  'Send both latitude and longitude, or neither.',
]);

// fares.ts: the fare table's vehicle label, which only admins edit.
const STAFF_LABELS = new Set(['The label']);

/** A `fields` template as a shape: its placeholders as `*`; null for plurals and the like. */
function templateShape(message: string): string | null {
  let shape = '';
  for (const element of parse(message)) {
    if (element.type === TYPE.literal) shape += element.value;
    else if (element.type === TYPE.argument || element.type === TYPE.number) shape += '*';
    else return null;
  }
  return shape;
}

/** Whether a source shape (`*` for its `${…}`) and a template shape say the same sentence. */
function sameSentence(sourceShape: string, template: string): boolean {
  const pattern = sourceShape
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?');
  const templatePattern = template
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?');
  // Either side may have fixed a value the other leaves open ("at least 3" against "at least {min}").
  return new RegExp(`^${pattern}$`).test(template) || new RegExp(`^${templatePattern}$`).test(sourceShape);
}

describe('the fields catalogue and the domain rules', () => {
  const messages = domainMessages();
  const templates = Object.entries(fieldsEnglish)
    .filter(([key]) => !key.startsWith('label'))
    .map(([, message]) => templateShape(message))
    .filter((shape): shape is string => shape !== null);

  it('finds the rules’ messages in the domain source', () => {
    // A guard on the reader itself: these are known to be there.
    const texts = messages.map((found) => found.message);
    expect(texts).toContain('Enter a valid phone number, for example 98765 43210 or +91 98765 43210.');
    expect(texts).toContain('Keep your * under * characters.');
    expect(texts).toContain('Your * must be text.');
    expect(texts).toContain('* is required.');
    expect(texts).toContain('This vehicle carries one passenger.');
    expect(texts).toContain('An order that is * cannot be marked *.');
    expect(texts).toContain('Choose 1 to 5 stars.');
    // The staff-only rules of money.ts are left out, its customers' and riders' kept.
    expect(texts).not.toContain('Choose at most 92 days.');
    expect(messages.length).toBeGreaterThan(60);
  });

  beforeAll(() => Promise.all([loadFieldMessages('hi'), loadFieldMessages('mr')]));

  it('has a template for every message a customer, rider or visitor can see', () => {
    // A whole sentence must come out translated in both languages (labels and all); one built
    // from values (a `*`) must have a template of the same shape.
    const translated = (message: string) =>
      message.includes('*')
        ? templates.some((template) => sameSentence(message, template))
        : fieldMessageIn('hi', message) !== null && fieldMessageIn('mr', message) !== null;
    const missing = messages
      .filter(({ message }) => !NOT_FOR_CUSTOMERS.has(message))
      .filter(({ message }) => !translated(message))
      .map(({ message, file }) => `${file}: ${message}`);
    expect(missing).toEqual([]);
  });

  it('has a label for every field name those messages are built with', () => {
    const known = Object.entries(fieldsEnglish)
      .filter(([key]) => key.startsWith('label'))
      .map(([, english]) => english.toLowerCase());
    const labels = domainLabels();
    expect(labels).toContain('full name');
    const missing = labels.filter(
      (label) => !STAFF_LABELS.has(label) && !known.includes(label.toLowerCase()),
    );
    expect(missing).toEqual([]);
  });

  it('keeps no exception for a message the domain no longer has', () => {
    const texts = new Set(messages.map((found) => found.message));
    expect([...NOT_FOR_CUSTOMERS].filter((message) => !texts.has(message))).toEqual([]);
  });
});
