import {
  RATING_COMMENT_MAX,
  RATING_TAGS,
  RATING_WINDOW_DAYS,
  type RatingInput,
  type RatingTag,
  ratingSchema,
} from '@dropwise/domain/ratings';
import { type FormEvent, useId, useState } from 'react';
import { FieldError, FormError, TextAreaField } from '@/components/form';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';
import type { OrderMoney } from '@/lib/orders/order-money';
import { useNow } from '@/lib/trip/use-now';

const STARS = [1, 2, 3, 4, 5] as const;
const DAY_MS = 86_400_000;
/** Often enough that the form closes within a minute of the window's end. */
const CLOCK_MS = 60_000;

const tagKeys: Record<RatingTag, MessageKey<'history'>> = {
  on_time: 'tagOnTime',
  polite: 'tagPolite',
  careful_handling: 'tagCarefulHandling',
  safe_driving: 'tagSafeDriving',
  clean_vehicle: 'tagCleanVehicle',
  late: 'tagLate',
  rude: 'tagRude',
  unsafe_driving: 'tagUnsafeDriving',
};

/**
 * The server refuses a second rating with 409 and a closed window with 400 (as it does a rating
 * before delivery), so its words tell the closed window apart.
 */
const ALREADY_RATED = /already/i;
const TOO_LATE = /\bdays?\b|too late|closed/i;

type Outcome = 'open' | 'rated' | 'closed';

interface Problems {
  stars?: string;
  tags?: string;
  comment?: string;
  form?: string;
}

/**
 * Rating a delivered trip: the form while the window is open, thanks once rated (here or on
 * another device: the order's `rated`), and that rating has closed after the window.
 */
export function TripRating({
  money,
  send,
}: {
  money: OrderMoney;
  send: (rating: RatingInput) => Promise<void>;
}) {
  const t = useT('history');
  const headingId = useId();
  const now = useNow(CLOCK_MS);
  const [outcome, setOutcome] = useState<Outcome>('open');
  // Without a delivery time the window cannot be told, and an order delivered before they were
  // kept is long past it.
  if (!money.deliveredAt) return null;
  const closed = now - money.deliveredAt.getTime() > RATING_WINDOW_DAYS * DAY_MS;
  const shown: Outcome = money.rated || outcome === 'rated' ? 'rated' : closed ? 'closed' : outcome;

  return (
    <section className="card trip-rating" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('rateHeading')}</h2>
      {shown === 'rated' ? (
        <p role="status" className="trip-rating-done">
          {t('rateThanks')}
        </p>
      ) : shown === 'closed' ? (
        <p>{t('rateClosed', { days: RATING_WINDOW_DAYS })}</p>
      ) : (
        <RatingForm send={send} onOutcome={setOutcome} />
      )}
    </section>
  );
}

/** Stars (required), tags and a comment, checked by the domain's rules before they are sent. */
export function RatingForm({
  send,
  onOutcome,
}: {
  send: (rating: RatingInput) => Promise<void>;
  onOutcome: (outcome: Exclude<Outcome, 'open'>) => void;
}) {
  const t = useT('history');
  const id = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [tags, setTags] = useState<RatingTag[]>([]);
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  const toggle = (tag: RatingTag) =>
    setTags((chosen) => (chosen.includes(tag) ? chosen.filter((one) => one !== tag) : [...chosen, tag]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = ratingSchema.safeParse({
      stars: stars ?? undefined,
      ...(tags.length > 0 ? { tags: RATING_TAGS.filter((tag) => tags.includes(tag)) } : {}),
      ...(comment.trim() ? { comment } : {}),
    });
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'stars' || field === 'tags' || field === 'comment') found[field] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await send(checked.data);
      onOutcome('rated');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && ALREADY_RATED.test(error.message)) {
        return onOutcome('rated');
      }
      if (error instanceof ApiError && error.status === 400 && TOO_LATE.test(error.message)) {
        return onOutcome('closed');
      }
      const fields = error instanceof ApiError ? error.fields : {};
      const byField = { stars: fields.stars, tags: fields.tags, comment: fields.comment };
      setProblems(Object.values(byField).some(Boolean) ? byField : { form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const over = comment.length > RATING_COMMENT_MAX;
  return (
    <form className="rating-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="rating-stars" aria-describedby={problems.stars ? `${id}-stars-error` : undefined}>
        <legend>{t('rateStars')}</legend>
        <div className="rating-star-row">
          {STARS.map((count) => (
            <label
              key={count}
              className={`rating-star${stars !== null && count <= stars ? ' rating-star-on' : ''}`}
            >
              <input
                type="radio"
                name={`${id}-stars`}
                value={count}
                checked={stars === count}
                aria-invalid={problems.stars ? 'true' : 'false'}
                onChange={() => setStars(count)}
              />
              <span className="rating-star-glyph" aria-hidden="true" />
              <span className="visually-hidden">{t('rateStar', { count })}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-stars-error`} message={problems.stars} />
      </fieldset>
      <fieldset className="rating-tags" aria-describedby={problems.tags ? `${id}-tags-error` : undefined}>
        <legend>{t('rateTags')}</legend>
        <div className="rating-tag-row">
          {RATING_TAGS.map((tag) => (
            <label key={tag} className={`rating-tag${tags.includes(tag) ? ' rating-tag-on' : ''}`}>
              <input type="checkbox" checked={tags.includes(tag)} onChange={() => toggle(tag)} />
              {t(tagKeys[tag])}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-tags-error`} message={problems.tags} />
      </fieldset>
      <TextAreaField
        id={`${id}-comment`}
        label={t('rateComment')}
        rows={3}
        value={comment}
        className={over ? 'rating-comment rating-comment-over' : 'rating-comment'}
        hint={t('rateCommentCount', { count: comment.length, max: RATING_COMMENT_MAX })}
        error={problems.comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <FormError>{problems.form}</FormError>
      <button type="submit" disabled={busy}>
        {busy ? t('rateSending') : t('rateSubmit')}
      </button>
    </form>
  );
}
