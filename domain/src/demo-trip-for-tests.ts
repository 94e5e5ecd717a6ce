// Only tests import this module, so it is in neither the functions' bundle nor the web app's.

/**
 * The trip the tests book, settle and show at every layer, from the booking request to the
 * receipt: Pune railway station to Shaniwar Wada, as the booking form sends its two ends.
 */
export const PUNE_STATION = { address: 'Pune Railway Station', coordinates: { lat: 18.5289, lng: 73.8744 } };
export const SHANIWAR_WADA = { address: 'Shaniwar Wada', coordinates: { lat: 18.5195, lng: 73.8553 } };

/** The same trip's two ends as a receipt names them. */
export const demoTripLabels = {
  pickup: { label: PUNE_STATION.address },
  dropOff: { label: SHANIWAR_WADA.address },
};
