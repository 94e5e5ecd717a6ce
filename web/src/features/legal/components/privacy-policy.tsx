import { Link } from 'react-router-dom';
import { DELETION_REQUEST_DAYS, PRIVACY_CONTACT_EMAIL } from '../../../lib/legal/privacy-contact';
import './privacy-policy.css';

export type PolicyAudience = 'customer' | 'rider';

const LAST_UPDATED = '22 November 2026';

/**
 * The privacy policy, in plain words. Public page: no Firebase code is loaded here.
 * Customers and riders share most of it; the parts that differ are chosen by `audience`.
 */
export function PrivacyPolicy({ audience }: { audience: PolicyAudience }) {
  const isRider = audience === 'rider';
  const deletePath = isRider ? '/delete-account-rider' : '/delete-account';
  return (
    <main className="page policy">
      <p>
        <Link to="/">Dropwise</Link>
      </p>
      <h1>{isRider ? 'Privacy policy for Dropwise riders' : 'Dropwise privacy policy'}</h1>
      <p className="muted">Last updated: {LAST_UPDATED}</p>
      <p>
        Dropwise lets people book a ride, send a parcel and enrol in courses, and lets riders carry those
        rides and parcels. This page explains, in plain words, what we collect about you
        {isRider ? ' as a rider' : ''}, why, who sees it, how long we keep it, and how you can have it
        deleted.
        {isRider ? (
          <>
            {' '}
            Customers have <Link to="/privacy-policy">their own policy</Link>.
          </>
        ) : (
          <>
            {' '}
            Riders have <Link to="/privacy-policy-rider">their own policy</Link>.
          </>
        )}
      </p>

      <h2>What we collect</h2>
      {isRider ? (
        <ul>
          <li>
            <strong>Your account:</strong> your name, phone number and the email address or phone number you
            sign in with. Passwords are kept by our sign-in provider in a form nobody can read, including us.
          </li>
          <li>
            <strong>Your work with us:</strong> the shop you ride for, your vehicle type, whether you are
            active, and the rides and parcels you carry with each step (accepted, picked up, delivered,
            failed) and its time.
          </li>
          <li>
            <strong>Notifications:</strong> a device token so we can tell you about new jobs, and the notices
            we sent you.
          </li>
          <li>
            <strong>Technical data:</strong> the IP address and browser of requests to our servers, kept in
            security logs.
          </li>
        </ul>
      ) : (
        <ul>
          <li>
            <strong>Your account:</strong> your phone number (you sign in with it), and the name, city and
            optional profile picture you give us. If you set a password, our sign-in provider keeps it in a
            form nobody can read, including us.
          </li>
          <li>
            <strong>Your bookings:</strong> pickup and drop-off addresses, the time you want, the vehicle
            type, passengers, parcel details and the receiver’s name and phone number that you enter, the
            fare, and each change of status.
          </li>
          <li>
            <strong>Notifications:</strong> a device token, if you allow notifications, so we can tell you
            when a booking changes, and the notices we sent you.
          </li>
          <li>
            <strong>Course enquiries:</strong> if you enrol in a course, your name, email, phone number and
            city.
          </li>
          <li>
            <strong>Technical data:</strong> the IP address and browser of requests to our servers, kept in
            security logs, and a small amount of data saved in your own browser (your name and city, to show
            the app quickly) which you can clear by logging out.
          </li>
        </ul>
      )}
      <p>We do not collect your location in the background, your contacts, or payment card numbers.</p>

      <h2>Why we use it</h2>
      <ul>
        {isRider ? (
          <>
            <li>to offer you jobs, tell you where to pick up and drop off, and record what you delivered;</li>
            <li>to let your shop and Dropwise admins plan work and settle payments with you;</li>
          </>
        ) : (
          <>
            <li>to take your booking, work out the fare and get a rider to you;</li>
            <li>to let the rider and the shop reach you or your parcel’s receiver about that booking;</li>
          </>
        )}
        <li>to tell you about changes to your bookings or jobs;</li>
        <li>to keep accounts safe and stop fraud and misuse;</li>
        <li>to keep the records the law requires of a business.</li>
      </ul>
      <p>We never sell your data and we do not use it for advertising.</p>

      <h2>Who sees it</h2>
      <ul>
        <li>
          {isRider
            ? 'Customers see your name while you carry their booking. Your shop and Dropwise admins see your account and your jobs.'
            : 'The rider and shop handling your booking see your name, phone number and the addresses of that booking, and the receiver’s details for a parcel. Dropwise admins see bookings and profiles to run the service.'}
        </li>
        <li>
          Google Firebase stores our data and runs our sign-in, database, servers and notifications, under
          contract and only on our instructions.
        </li>
        <li>Authorities, only when the law requires us to answer a valid request.</li>
      </ul>

      <h2>How long we keep it</h2>
      <ul>
        <li>Your profile and sign-in: until you delete your account.</li>
        <li>
          Notification tokens and notices: until you delete your account, or sooner when a device stops using
          them.
        </li>
        <li>
          Records of {isRider ? 'rides and deliveries' : 'rides and parcels'} and their fares: up to 8 years,
          as Indian accounting and tax law requires. When you delete your account they are kept without your
          name, phone number or contact details.
        </li>
        <li>Security logs: up to 90 days.</li>
      </ul>

      <h2>How to delete your account</h2>
      <p>
        Go to <Link to={deletePath}>{isRider ? 'Delete your rider account' : 'Delete your account'}</Link>,
        sign in, and confirm. Your profile, notification tokens, notices and sign-in are deleted at once; past{' '}
        {isRider ? 'jobs' : 'bookings'} stay only without personal data, as explained above. If you cannot
        sign in, write to <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a> with the
        phone number of the account and we delete it within {DELETION_REQUEST_DAYS} days of confirming it is
        yours.
      </p>

      <h2>Your rights</h2>
      <p>
        You may ask what data we hold about you, correct it (your name, city and picture can be changed on
        your profile page at any time), and have it deleted. You may also withdraw consent to notifications in
        your browser or phone settings. Write to{' '}
        <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>; we answer within{' '}
        {DELETION_REQUEST_DAYS} days. If you are not satisfied with our answer, you may complain to the Data
        Protection Board of India.
      </p>

      <h2>How we protect it</h2>
      <p>
        Data travels encrypted (HTTPS). Every read and write is checked on our servers: customers reach only
        their own data, and riders and admins only what their role needs. Profile pictures are stored as small
        images inside your profile, not as public links.
      </p>

      <h2>Children</h2>
      <p>Dropwise accounts are for people aged 18 and over.</p>

      <h2>Changes to this policy</h2>
      <p>
        When we change this policy we update the date at the top, and for important changes we tell you in the
        app before they apply.
      </p>
    </main>
  );
}
