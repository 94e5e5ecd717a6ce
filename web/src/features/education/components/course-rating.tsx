import { COURSE_RATING } from '@domain/education-courses';

/** Five stars and "4.95/5"; a screen reader hears "Rated 4.95 out of 5" once. */
export function CourseRating() {
  const label = `Rated ${COURSE_RATING.value} out of ${COURSE_RATING.outOf}`;
  return (
    <p className="edu-rating" role="img" aria-label={label}>
      <span aria-hidden="true">
        ★★★★★ {COURSE_RATING.value}/{COURSE_RATING.outOf}
      </span>
    </p>
  );
}
