import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './app-header.css';

/** The bar at the top of a page: the brand, leading to its home, then the page's links and controls. */
export function HeaderBar({
  brand,
  home,
  label,
  children,
}: {
  brand: string;
  home: string;
  /** The navigation's accessible name. */
  label: string;
  children: ReactNode;
}) {
  return (
    <header className="app-header">
      <nav aria-label={label} className="app-header-nav">
        <Link to={home} className="app-header-brand">
          {brand}
        </Link>
        {children}
      </nav>
    </header>
  );
}
