import type { Course } from '@domain/education-courses';
import { useNavigate } from 'react-router-dom';
import { CourseRating } from './course-rating';

/** One course: title, what it is, the rating, and Enroll Now (which opens /eduform/{course}). */
export function CourseCard({ course, sectionId }: { course: Course; sectionId: string }) {
  const navigate = useNavigate();
  // Courses appear in more than one section, so the heading id includes the section.
  const headingId = `${sectionId}-${course.code}`;
  return (
    <article className="edu-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{course.title}</h3>
      <p>{course.description}</p>
      <CourseRating />
      <button
        type="button"
        aria-describedby={headingId}
        onClick={() => navigate(`/eduform/${encodeURIComponent(course.code)}`)}
      >
        Enroll Now
      </button>
    </article>
  );
}
