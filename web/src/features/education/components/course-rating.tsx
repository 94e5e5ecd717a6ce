import { COURSE_RATING } from '@domain/education-courses';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';

/** Five stars and "4.95/5"; a screen reader hears "Rated 4.95 out of 5" once. */
export function CourseRating() {
  const t = useT('education');
  const f = useFormat();
  const figures = { value: f.number(COURSE_RATING.value), outOf: f.number(COURSE_RATING.outOf) };
  return (
    <p className="edu-rating" role="img" aria-label={t('ratingLabel', figures)}>
      <span aria-hidden="true">{t('ratingShown', figures)}</span>
    </p>
  );
}
