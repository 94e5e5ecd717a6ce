import { DELETION_REQUEST_DAYS, PRIVACY_CONTACT_EMAIL } from '@/lib/legal/privacy-contact';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';

/** A paragraph on asking by email for an account's deletion: the address as a mail link, and the days it takes. */
export function DeletionByEmail({ message }: { message: MessageKey<'account'> }) {
  const t = useT('account');
  return (
    <p>
      {t.rich(message, {
        email: PRIVACY_CONTACT_EMAIL,
        days: DELETION_REQUEST_DAYS,
        link: (chunks) => <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{chunks}</a>,
      })}
    </p>
  );
}
