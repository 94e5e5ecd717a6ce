import { Link } from 'react-router-dom';
import { AppHeader } from '../../../components/app-header';
import { useCustomerSession } from '../../../lib/session/use-customer-session';
import '../home.css';

/** The front door for signed-in and signed-out visitors alike. */
export default function HomePage() {
  const { user } = useCustomerSession();
  return (
    <>
      <AppHeader />
      <main className="page">
        <section className="home-hero">
          <h1>Dropwise: rides and parcels across your city</h1>
          <p>
            Book a bike, auto or car for yourself, or send a parcel to someone across town. You see the fare
            before you confirm, follow every step from pickup to drop-off, and can cancel while the order is
            not yet on its way.
          </p>
          <p className="actions">
            <Link className="button" to="/bookRider">
              Book a ride
            </Link>
            <Link className="button" to="/bookParcel">
              Send a parcel
            </Link>
          </p>
        </section>
        <section className="home-cards" aria-label="What you can do">
          <article className="card">
            <h2>Rides</h2>
            <p>Choose a vehicle, now or up to 30 days ahead, and how many travel.</p>
            {user && <Link to="/riderHistory">Your rides</Link>}
          </article>
          <article className="card">
            <h2>Parcels</h2>
            <p>
              Small, medium or large: tell us what it is and who receives it, and a rider brings it there.
            </p>
            {user && <Link to="/parcelHistory">Your parcels</Link>}
          </article>
          <article className="card">
            <h2>Learn with Dropwise</h2>
            <p>Courses from yoga to degree programmes, with help to enrol.</p>
            <Link to="/education">Explore education</Link>
          </article>
        </section>
        {!user && (
          <p>
            Already booked with us? <Link to="/login">Sign in</Link> to see your rides and parcels.
          </p>
        )}
      </main>
    </>
  );
}
