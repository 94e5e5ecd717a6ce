import { Link } from 'react-router-dom';

/** A screen whose feature has not been built yet: its title and a way back. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <main className="page narrow">
      <h1>{title}</h1>
      <p>This part of Dropwise is coming soon.</p>
      <Link to="/">Go Home</Link>
    </main>
  );
}
