import { COURSE_SECTIONS, COURSES } from '@dropwise/domain/education-courses';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '@/lib/i18n/use-t';
import { CourseCard } from '@/features/education/components/course-card';
import { sectionHeading } from '@/features/education/components/course-text';
import { EducationTopBar } from '@/features/education/components/education-top-bar';
import { VisitCounter } from '@/features/education/components/visit-counter';
import '@/features/education/education.css';

/** /education: the public course catalogue (no Firebase SDK here: the counter is a public API call). */
export default function EducationPage() {
  const t = useT('education');
  const { hash } = useLocation();
  // Arriving from another page at /education#ug-courses: the router does not scroll by itself.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="edu-shell">
      <EducationTopBar />
      <main className="page edu-main">
        <h1 className="visually-hidden">{t('pageTitle')}</h1>
        {COURSE_SECTIONS.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className="edu-section"
            aria-labelledby={`${section.id}-heading`}
          >
            <h2 id={`${section.id}-heading`}>{sectionHeading(t, section)}</h2>
            <div className="edu-grid">
              {section.courses.map((code) => (
                <CourseCard key={code} course={COURSES[code]} sectionId={section.id} />
              ))}
            </div>
          </section>
        ))}
      </main>
      <footer className="edu-footer">
        <VisitCounter />
      </footer>
    </div>
  );
}
