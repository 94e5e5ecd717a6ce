import { Link } from 'react-router-dom';

/** A page that only says something and offers one way on: a heading, a sentence and a button link. */
export function NoticePage({
  heading,
  text,
  linkLabel,
  to,
  className = 'page narrow',
}: {
  heading: string;
  text: string;
  linkLabel: string;
  to: string;
  className?: string;
}) {
  return (
    <main className={className}>
      <h1>{heading}</h1>
      <p>{text}</p>
      <Link className="button" to={to}>
        {linkLabel}
      </Link>
    </main>
  );
}
