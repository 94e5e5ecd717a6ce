import type { OrderKind } from '@dropwise/domain/booking';
import type { RiderCard as RiderCardData } from '@dropwise/domain/safety/rider-papers';
import { useId } from 'react';
import { DescriptionRow } from '@/components/description-row';
import { useT } from '@/lib/i18n/use-t';
import { plateText } from '@/lib/safety/plate-text';
import '@/components/safety/vehicle-plate.css';
import './rider-card.css';

/**
 * The assigned rider as the customer should recognise them: first name and photo, and the
 * vehicle to look for, its registration large as on the plate. No phone here, and no papers.
 */
export function RiderCard({ card, kind }: { card: RiderCardData; kind: OrderKind }) {
  const t = useT('safety');
  const headingId = useId();
  const { vehicle } = card;
  return (
    <section className="assigned-rider" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('riderCardHeading')}</h2>
      <p className="assigned-rider-who">
        {card.photo ? (
          <img
            className="assigned-rider-photo"
            src={card.photo}
            alt={t('riderPhotoAlt', { name: card.firstName })}
            width={64}
            height={64}
          />
        ) : null}
        <span className="assigned-rider-name">{card.firstName}</span>
      </p>
      {vehicle ? (
        <>
          <dl className="assigned-rider-vehicle">
            <DescriptionRow term={t('plateLabel')}>
              <span className="vehicle-plate" data-registration={vehicle.registration}>
                {plateText(vehicle.registration)}
              </span>
            </DescriptionRow>
            <DescriptionRow term={t('vehicleLabel')}>
              {t('vehicleLine', { make: vehicle.make, model: vehicle.model, colour: vehicle.colour })}
            </DescriptionRow>
          </dl>
          <p className="field-note">{t(kind === 'parcel' ? 'checkPlateParcel' : 'checkPlateRide')}</p>
        </>
      ) : null}
    </section>
  );
}
