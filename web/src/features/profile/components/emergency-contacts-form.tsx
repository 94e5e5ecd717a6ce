import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import { FieldError, FormError, formFields, PhoneField, SubmitButton, TextField } from '@/components/form';
import { ApiError, plainMessage } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/api/apply-server-errors';
import { isUnanswered } from '@/lib/api/unanswered';
import { useT } from '@/lib/i18n/use-t';
import {
  type EmergencyContacts,
  emergencyContactsFormSchema,
  type EmergencyContactsValues,
  MAX_EMERGENCY_CONTACTS,
  phoneAsWritten,
} from '@/features/profile/api/emergency-contacts';

/** The fields the API can name in a refusal: `contacts.1.phone` and the like. */
const SERVER_FIELDS: Path<EmergencyContactsValues>[] = [
  'contacts',
  'shareNightRides',
  ...Array.from({ length: MAX_EMERGENCY_CONTACTS }, (_, index) => [
    `contacts.${index}.name` as const,
    `contacts.${index}.phone` as const,
  ]).flat(),
];

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/** After a save: done, waiting for the connection, or refused for a reason not about one field. */
type Outcome = { saved: true } | { waiting: true } | { failed: unknown };

/**
 * Up to three emergency contacts and the night-sharing switch, saved whole. Phones are typed as
 * people type them and sent in E.164. A save that gets no answer (offline) waits and goes by
 * itself when the connection is back, while the page is open; the API's refusals of a field are
 * shown under that field.
 */
export function EmergencyContactsForm({
  initial,
  save,
}: {
  initial: EmergencyContacts;
  save: (contacts: EmergencyContacts) => Promise<unknown>;
}) {
  const t = useT('safety');
  const form = useForm<EmergencyContactsValues, unknown, EmergencyContacts>({
    resolver: zodResolver(emergencyContactsFormSchema),
    defaultValues: {
      contacts: initial.contacts.map(({ name, phone }) => ({ name, phone: phoneAsWritten(phone) })),
      shareNightRides: initial.shareNightRides,
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'contacts' });
  const field = formFields(form);
  const { errors } = form.formState;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const waiting = useRef<EmergencyContacts | null>(null);

  const send = async (contacts: EmergencyContacts) => {
    setSending(true);
    setOutcome(null);
    try {
      await save(contacts);
      waiting.current = null;
      setOutcome({ saved: true });
    } catch (error) {
      if (isUnanswered(error)) {
        waiting.current = contacts;
        setOutcome({ waiting: true });
      } else if (!applyServerErrors(error, form.setError, SERVER_FIELDS)) {
        setOutcome({ failed: error });
      }
    } finally {
      setSending(false);
    }
  };
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    const resend = () => {
      if (waiting.current) void sendRef.current(waiting.current);
    };
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, []);

  const listError = errors.contacts?.root?.message ?? errors.contacts?.message;
  const failure = outcome && 'failed' in outcome ? outcome.failed : null;
  return (
    <form className="emergency-contacts-form" onSubmit={form.handleSubmit(send)} noValidate>
      {rows.fields.length === 0 ? <p className="muted">{t('contactsNone')}</p> : null}
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className="emergency-contact">
          <legend>{t('contactLegend', { number: index + 1 })}</legend>
          <TextField
            id={`contact-${index}-name`}
            label={t.rich('contactName', { number: index + 1, hidden })}
            autoComplete="off"
            {...field(`contacts.${index}.name`)}
          />
          <PhoneField
            id={`contact-${index}-phone`}
            label={t.rich('contactPhone', { number: index + 1, hidden })}
            {...field(`contacts.${index}.phone`)}
          />
          <button type="button" className="secondary" onClick={() => rows.remove(index)}>
            {t.rich('contactRemove', { number: index + 1, hidden })}
          </button>
        </fieldset>
      ))}
      <FormError>{listError}</FormError>
      {rows.fields.length < MAX_EMERGENCY_CONTACTS ? (
        <button type="button" className="secondary" onClick={() => rows.append({ name: '', phone: '' })}>
          {t('contactAdd')}
        </button>
      ) : (
        <p className="field-note">{t('contactsFull', { max: MAX_EMERGENCY_CONTACTS })}</p>
      )}
      <div className="field emergency-contacts-night">
        <label className="check-label" htmlFor="share-night-rides">
          <input
            id="share-night-rides"
            type="checkbox"
            aria-describedby="share-night-rides-help"
            {...form.register('shareNightRides')}
          />
          {t('shareNightRides')}
        </label>
        <span id="share-night-rides-help" className="field-note">
          {t('shareNightRidesHint')}
        </span>
        <FieldError id="share-night-rides-error" message={errors.shareNightRides?.message} />
      </div>
      {outcome && 'saved' in outcome ? <p role="status">{t('contactsSaved')}</p> : null}
      {outcome && 'waiting' in outcome ? <p role="status">{t('contactsWaiting')}</p> : null}
      <FormError>
        {failure ? (failure instanceof ApiError ? plainMessage(failure) : t('contactsSaveFailed')) : null}
      </FormError>
      <SubmitButton pending={sending} pendingLabel={t('contactsSaving')}>
        {t('contactsSave')}
      </SubmitButton>
    </form>
  );
}
