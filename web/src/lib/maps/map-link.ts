import type { Coordinates } from '@dropwise/domain/fares';

/**
 * OpenStreetMap at one point, with a marker, to open or pass on as a link (a trip map needs a
 * pickup and a drop-off; an SOS alert or a proof of delivery has one point).
 */
export const mapLink = ({ lat, lng }: Coordinates, zoom = 17) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
