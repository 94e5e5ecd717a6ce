import { COURSE_RATING } from '@dropwise/domain/education-courses';
import { useT } from '@/lib/i18n/use-t';

/** Five stars and "4.95/5"; a screen reader hears "Rated 4.95 out of 5" once. */
export function CourseRating() {
  const t = useT('education');
  return (
    <p className="edu-rating" role="img" aria-label={t('ratingLabel', COURSE_RATING)}>
      <span aria-hidden="true">{t('ratingShown', COURSE_RATING)}</span>
    </p>
  );
}
