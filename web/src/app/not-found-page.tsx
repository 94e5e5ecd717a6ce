import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <main className="page narrow not-found">
      <h1>Oops! Page not found.</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link className="button" to="/">
        Go Home
      </Link>
    </main>
  );
}
