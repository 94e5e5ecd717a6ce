import { type ChangeEvent, useState } from 'react';
import { RIDER_PHOTO_MAX_CHARS } from '@dropwise/domain/safety/rider-papers';
import { reduceImage } from '@/lib/files/reduce-image';
import { useT } from '@/lib/i18n/use-t';

/** Riders' photos are shown small beside the vehicle; 160 px keeps them inside the papers request. */
const RIDER_PHOTO_PX = 160;

/** The rider's photo as saved with the papers: pick a new one (shrunk in the browser) or remove it. */
export function PapersPhoto({
  photo,
  saved,
  name,
  onChange,
}: {
  photo: string | null;
  /** The photo the papers were loaded with, to say when the save will remove it. */
  saved: string | null;
  name: string;
  onChange: (photo: string | null) => void;
}) {
  const t = useT('safetyDesk');
  const [failed, setFailed] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setFailed(false);
    try {
      onChange(await reduceImage(file, RIDER_PHOTO_PX, (dataUrl) => dataUrl.length <= RIDER_PHOTO_MAX_CHARS));
    } catch {
      setFailed(true);
    } finally {
      input.value = '';
    }
  };
  return (
    <fieldset>
      <legend>{t('photoHeading')}</legend>
      <div className="papers-photo">
        {photo ? (
          <>
            <img className="avatar" src={photo} alt={t('photoAlt', { name })} width={72} height={72} />
            <button type="button" className="link-button" onClick={() => onChange(null)}>
              {t('photoRemove')}
            </button>
          </>
        ) : (
          <span>{saved ? t('photoRemoved') : t('photoNone')}</span>
        )}
      </div>
      <label className="field-label">
        {t('photoPick')}
        <input type="file" accept="image/*" onChange={(event) => void pick(event)} />
      </label>
      {failed ? (
        <p className="field-error" role="alert">
          {t('photoFailed')}
        </p>
      ) : null}
      <p className="field-note">{t('photoHint')}</p>
    </fieldset>
  );
}
