import { Link } from 'react-router-dom';

/** Shown on a booking page whose draft has already become an order. */
export function BookedPanel({
  what,
  orderLink,
  onAnother,
}: {
  what: string;
  orderLink: string;
  onAnother: () => void;
}) {
  return (
    <section className="card" aria-labelledby="booked-heading">
      <h2 id="booked-heading">Your {what} is booked</h2>
      <p className="actions">
        <Link className="button" to={orderLink}>
          View your {what}
        </Link>
        <button type="button" className="secondary" onClick={onAnother}>
          Book another {what}
        </button>
      </p>
    </section>
  );
}
