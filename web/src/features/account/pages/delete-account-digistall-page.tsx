import { AppHeader } from '../../../components/app-header';
import { DELETION_REQUEST_DAYS, PRIVACY_CONTACT_EMAIL } from '../../../lib/legal/privacy-contact';

/**
 * /delete-account-digistall: shops (Digistall stalls) have no sign-in of their own; a shop is a
 * record a Dropwise platform admin keeps. So there is nothing to delete here by signing in: the
 * page says so plainly and tells the shop how to ask.
 */
export default function DeleteAccountDigistallPage() {
  return (
    <>
      <AppHeader />
      <main className="page narrow">
        <h1>Delete your Digistall account</h1>
        <p>
          Digistall stalls do not have a Dropwise sign-in of their own: your stall is a listing that a
          Dropwise platform admin keeps for you, with its name, phone number, address and city, and the riders
          linked to it.
        </p>
        <section aria-label="How to delete your account" className="card">
          <h2>How to delete your account</h2>
          <p>
            Write to <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a> from the phone
            number or email address your stall is registered with, naming the stall. Once we have confirmed
            the stall is yours, a platform admin takes the listing down and removes its contact details within{' '}
            {DELETION_REQUEST_DAYS} days.
          </p>
        </section>
        <h2>What we keep</h2>
        <p>
          Orders placed with your stall stay in our records without personal data, because we must keep
          records of the sales and payments we handled (for accounts and tax, for up to 8 years).
        </p>
        <p>If you also book rides or parcels as a customer, delete that account at /delete-account.</p>
      </main>
    </>
  );
}
