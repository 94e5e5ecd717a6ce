import { Link } from 'react-router-dom';
import { pagePaths } from '@dropwise/domain/page-paths';
import { LanguageSwitch } from '@/components/language-switch';
import { useT } from '@/lib/i18n/use-t';
import { helplineUrl } from './helpline-url';

const anchors = [
  ['#home', 'navHome'],
  ['#skill-courses', 'navSkillCourses'],
  ['#ug-courses', 'navUgCourses'],
  ['#pg-courses', 'navPgCourses'],
] as const;

/** The fixed bar of the education pages: brand, section anchors, the HelpLine chat and the language. */
export function EducationTopBar({ onCoursePage = true }: { onCoursePage?: boolean }) {
  const t = useT('education');
  const helpline = helplineUrl();
  return (
    <header className="edu-topbar">
      <Link className="edu-brand" to={pagePaths.education}>
        {t('brand')}
      </Link>
      <nav aria-label={t('sectionsLabel')} className="edu-nav">
        {anchors.map(([hash, label]) =>
          onCoursePage ? (
            <a key={hash} href={hash}>
              {t(label)}
            </a>
          ) : (
            <Link key={hash} to={`${pagePaths.education}${hash}`}>
              {t(label)}
            </Link>
          ),
        )}
        {helpline && (
          // A new tab that cannot reach back into this page (noopener) or learn where it came from.
          <a className="edu-helpline" href={helpline} target="_blank" rel="noopener noreferrer">
            {t('helpline')}
          </a>
        )}
      </nav>
      <LanguageSwitch />
    </header>
  );
}
