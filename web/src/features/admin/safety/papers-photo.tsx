import { useT } from '@/lib/i18n/use-t';

/**
 * The rider's photo as saved with the papers, and Remove. Picking a new one needs the profile's
 * picture shrinker, which lives in the profile feature (features import no other feature).
 */
export function PapersPhoto({
  photo,
  saved,
  name,
  onRemove,
}: {
  photo: string | null;
  /** The photo the papers were loaded with, to say when the save will remove it. */
  saved: string | null;
  name: string;
  onRemove: () => void;
}) {
  const t = useT('safetyDesk');
  return (
    <fieldset>
      <legend>{t('photoHeading')}</legend>
      <div className="papers-photo">
        {photo ? (
          <>
            <img className="avatar" src={photo} alt={t('photoAlt', { name })} width={72} height={72} />
            <button type="button" className="link-button" onClick={onRemove}>
              {t('photoRemove')}
            </button>
          </>
        ) : (
          <span>{saved ? t('photoRemoved') : t('photoNone')}</span>
        )}
      </div>
      <p className="field-note">{t('photoHint')}</p>
    </fieldset>
  );
}
