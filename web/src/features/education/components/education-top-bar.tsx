import { Link } from 'react-router-dom';
import { helplineUrl } from './helpline-url';

const anchors = [
  ['#home', 'Home'],
  ['#skill-courses', 'Skill Courses'],
  ['#ug-courses', 'UG Courses'],
  ['#pg-courses', 'PG Courses'],
] as const;

/** The fixed bar of the education pages: brand, section anchors and the HelpLine chat. */
export function EducationTopBar({ onCoursePage = true }: { onCoursePage?: boolean }) {
  const helpline = helplineUrl();
  return (
    <header className="edu-topbar">
      <Link className="edu-brand" to="/education">
        Education
      </Link>
      <nav aria-label="Education sections" className="edu-nav">
        {anchors.map(([hash, label]) =>
          onCoursePage ? (
            <a key={hash} href={hash}>
              {label}
            </a>
          ) : (
            <Link key={hash} to={`/education${hash}`}>
              {label}
            </Link>
          ),
        )}
        {helpline && (
          // A new tab that cannot reach back into this page (noopener) or learn where it came from.
          <a className="edu-helpline" href={helpline} target="_blank" rel="noopener noreferrer">
            HelpLine
          </a>
        )}
      </nav>
    </header>
  );
}
