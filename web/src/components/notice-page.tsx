import { Link } from 'react-router-dom';

/** The one way on from a notice: a link to another page, or a button that acts here (Try again). */
export type NoticeAction = { label: string; to: string } | { label: string; onClick: () => void };

/**
 * A page that only says something and offers one way on: a heading, a sentence and a button. A
 * notice that something failed is an `alert`, so a screen reader says it as it appears.
 */
export function NoticePage({
  heading,
  text,
  action,
  alert = false,
  className = 'page narrow',
}: {
  heading: string;
  text: string;
  action: NoticeAction;
  alert?: boolean;
  className?: string;
}) {
  return (
    <main className={className} role={alert ? 'alert' : undefined}>
      <h1>{heading}</h1>
      <p>{text}</p>
      {'to' in action ? (
        <Link className="button" to={action.to}>
          {action.label}
        </Link>
      ) : (
        <button type="button" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </main>
  );
}
