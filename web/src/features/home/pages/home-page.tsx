import { Link } from 'react-router-dom';
import { pagePaths } from '@dropwise/domain/page-paths';
import { AppHeader } from '@/components/app-header';
import { useT } from '@/lib/i18n/use-t';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import '@/features/home/home.css';

// As far ahead as the booking form accepts (domain/booking-schedule.ts, which the home page does
// not import: it brings the schema library with it).
const BOOKING_WINDOW_DAYS = 30;

/** The front door for signed-in and signed-out visitors alike. */
export default function HomePage() {
  const { user } = useCustomerSession();
  const t = useT('home');
  return (
    <>
      <AppHeader />
      <main className="page">
        <section className="home-hero">
          <h1>{t('heading')}</h1>
          <p>{t('intro')}</p>
          <p className="actions">
            <Link className="button" to={pagePaths.bookRide}>
              {t('bookRide')}
            </Link>
            <Link className="button" to={pagePaths.bookParcel}>
              {t('sendParcel')}
            </Link>
          </p>
        </section>
        <section className="home-cards" aria-label={t('cardsLabel')}>
          <article className="card">
            <h2>{t('ridesHeading')}</h2>
            <p>{t('ridesText', { days: BOOKING_WINDOW_DAYS })}</p>
            {user && <Link to={pagePaths.rideHistory}>{t('yourRides')}</Link>}
          </article>
          <article className="card">
            <h2>{t('parcelsHeading')}</h2>
            <p>{t('parcelsText')}</p>
            {user && <Link to={pagePaths.parcelHistory}>{t('yourParcels')}</Link>}
          </article>
          <article className="card">
            <h2>{t('learnHeading')}</h2>
            <p>{t('learnText')}</p>
            <Link to={pagePaths.education}>{t('exploreEducation')}</Link>
          </article>
        </section>
        {!user && (
          <p>{t.rich('signInPrompt', { link: (chunks) => <Link to={pagePaths.signIn}>{chunks}</Link> })}</p>
        )}
      </main>
    </>
  );
}
