import type { Course } from '@dropwise/domain/education-courses';
import { useNavigate } from 'react-router-dom';
import { enrolmentFormPath } from '@dropwise/domain/page-paths';
import { useT } from '@/lib/i18n/use-t';
import { CourseRating } from './course-rating';
import { courseDescription, courseTitle } from './course-text';

/** One course: title, what it is, the rating, and Enroll Now (which opens /eduform/{course}). */
export function CourseCard({ course, sectionId }: { course: Course; sectionId: string }) {
  const navigate = useNavigate();
  const t = useT('education');
  // Courses appear in more than one section, so the heading id includes the section.
  const headingId = `${sectionId}-${course.code}`;
  return (
    <article className="edu-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{courseTitle(t, course)}</h3>
      <p>{courseDescription(t, course)}</p>
      <CourseRating />
      <button
        type="button"
        aria-describedby={headingId}
        onClick={() => navigate(enrolmentFormPath(course.code))}
      >
        {t('enrollNow')}
      </button>
    </article>
  );
}
